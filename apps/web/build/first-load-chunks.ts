import type { Plugin, Rollup } from 'vite';
import { earlyStartScript } from '../src/lib/early-start.ts';

/** The modules a signed-in learner's first screen runs on: the app (router, shell) and the home dashboard. */
const FIRST_SCREEN_ROOTS = [/\/src\/app\/provider\.tsx$/, /\/src\/app\/routes\/dashboard\.tsx$/];

// Where index.html takes its inline early-start script.
const EARLY_START_MARK = '<!-- early-start -->';

/** Every module `roots` import statically, the roots included. */
function staticClosure(context: Rollup.PluginContext, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * Two chunks for a returning learner's first load instead of ~50: the entry with its static imports, and
 * the app with the dashboard and all they import statically. Each request is a round trip on a phone and
 * HTTP/1.1 runs six at a time (docs/performance.md). What the sign-in page loads lazily stays out of the
 * app chunk, so signing in never downloads the app.
 */
export function firstLoadChunks() {
  const firstScreen = new Set<string>();
  const signInContracts = new Set<string>();
  const plugin: Plugin = {
    name: 'molip:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = staticClosure(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      const isFirstScreenRoot = (id: string) => FIRST_SCREEN_ROOTS.some((root) => root.test(id));
      const signInLazy = [...entry]
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => !isFirstScreenRoot(id));
      for (const id of staticClosure(this, signInLazy)) if (!entry.has(id)) signInContracts.add(id);
      for (const id of staticClosure(this, ids.filter(isFirstScreenRoot))) {
        if (!entry.has(id) && !signInContracts.has(id)) firstScreen.add(id);
      }
    },
    // The app's chunks are fetched beside the entry, not after it: the first screen waits for one download.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const app = Object.values(bundle ?? {}).find(
          (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.name === 'app',
        );
        if (!app) return html.replace(EARLY_START_MARK, '');
        // Not what index.html already loads: the entry and the bundler's runtime.
        const appChunks = [app.fileName, ...app.imports]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `/${fileName}`);
        return html.replace(EARLY_START_MARK, `<script>${earlyStartScript({ appChunks })}</script>`);
      },
    },
  };
  const codeSplitting = {
    groups: [
      { name: 'entry', tags: ['$initial' as const], priority: 3 },
      { name: 'contracts', test: (id: string) => signInContracts.has(id), priority: 2 },
      { name: 'app', test: (id: string) => firstScreen.has(id), priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
