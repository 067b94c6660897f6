#!/bin/sh
# Chromium starts every renderer through this script (`--renderer-cmd-prefix`, see chromium.ts), with the
# renderer's command line as arguments. The browser hands renderers its own UI language, which falls back
# to en-US when that language's pack is not installed; the renderer's language is what `<input
# type="time">` formats with, so it is set to Korean here, as in a Korean learner's browser.
for arg do
  shift
  case "$arg" in
    --lang=*) arg=--lang=ko-KR ;;
  esac
  set -- "$@" "$arg"
done
exec "$@"
