import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The domain's modules, but `zod.ts`, whose `z.config(…)` call must run. */
const DOMAIN_MODULE = /\/packages\/domain\/src\/(?!zod\.ts$)[\w-]+\.ts$/;

/** A call through the `z` namespace (`z.object(`, `z.coerce.number(`), not a property (`z.globalRegistry`). */
const Z_CALL = /(?<![\w$.])z\.(?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*\s*\(/g;

/**
 * Marks every Zod call of the domain's modules pure, so the bundler drops the schemas a page does not use:
 * the domain defines its contracts at the top level of each module, and a schema with a check
 * (`z.string().check(z.trim())`) is a method call the bundler must otherwise keep, with everything it uses
 * — on the dashboard, the request bodies and queries only the server parses. Zod's own functions are marked
 * already (`@__NO_SIDE_EFFECTS__`); defining a schema has no other effect, and the web app reads no
 * registry. Only the build: the tests and the server run the modules as written.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'molip:pure-schemas',
    apply: 'build',
    transform: {
      filter: { id: DOMAIN_MODULE },
      handler(code, id) {
        const source = new MagicString(code);
        for (const match of code.matchAll(Z_CALL)) source.appendLeft(match.index, '/* @__PURE__ */ ');
        if (!source.hasChanged()) return null;
        return { code: source.toString(), map: source.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
