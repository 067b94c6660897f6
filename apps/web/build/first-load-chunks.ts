import type { Plugin, Rollup } from 'vite';
import { earlyStartScript } from '../src/lib/early-start.ts';

/** The modules a signed-in learner's first screen runs on: the app (router, shell) and the home dashboard. */
const FIRST_SCREEN_ROOTS = [/\/src\/app\/provider\.tsx$/, /\/src\/app\/routes\/dashboard\.tsx$/];
/** The sign-in page opened directly: its screen, which nothing but that page loads first. */
const SIGN_IN_ROOT = /\/src\/app\/sign-in-app\.tsx$/;

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
 * Few chunks for a first load instead of ~50. A returning learner's dashboard: the entry, the app (router,
 * shell and dashboard with all they import statically), the API contracts, and what the app shares with the
 * sign-in screen. The sign-in page: the entry, that shared chunk and its own screen, which the app never
 * loads. Each request is a round trip on a phone and HTTP/1.1 runs six at a time (docs/performance.md). What
 * the sign-in page loads lazily stays out of the app chunk, so signing in never downloads the app.
 */
export function firstLoadChunks() {
  const firstScreen = new Set<string>();
  const signInScreen = new Set<string>();
  const sharedWithSignIn = new Set<string>();
  const signInContracts = new Set<string>();
  const plugin: Plugin = {
    name: 'molip:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => staticClosure(this, roots);
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const isFirstScreenRoot = (id: string) => FIRST_SCREEN_ROOTS.some((root) => root.test(id));
      const signInAll = closure(ids.filter((id) => SIGN_IN_ROOT.test(id)));
      const signInLazy = [...entry, ...signInAll]
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => !isFirstScreenRoot(id) && !SIGN_IN_ROOT.test(id));
      const contractsAll = closure(signInLazy);
      const firstScreenAll = closure(ids.filter(isFirstScreenRoot));
      // What the sign-in screen shares with the app or the contracts goes in a chunk of its own, which both
      // load: the app never loads the sign-in screen, nor the sign-in page the app.
      for (const id of signInAll) {
        if (contractsAll.has(id) || firstScreenAll.has(id)) sharedWithSignIn.add(id);
        else if (!entry.has(id)) signInScreen.add(id);
      }
      for (const id of contractsAll) if (!entry.has(id) && !sharedWithSignIn.has(id)) signInContracts.add(id);
      for (const id of firstScreenAll) {
        if (!entry.has(id) && !sharedWithSignIn.has(id) && !signInContracts.has(id)) firstScreen.add(id);
      }
    },
    // The first screen's chunks are fetched beside the entry, not after it: the first paint waits for one download.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = (name: string) =>
          Object.values(bundle ?? {}).find(
            (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.name === name,
          );
        const app = chunk('app');
        const signIn = chunk('sign-in');
        if (!app || !signIn) return html.replace(EARLY_START_MARK, '');
        // Not what index.html already loads: the entry and the bundler's runtime.
        const withImports = ({ fileName, imports }: Rollup.OutputChunk) =>
          [fileName, ...imports].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        const script = earlyStartScript({ appChunks: withImports(app), signInChunks: withImports(signIn) });
        return html.replace(EARLY_START_MARK, `<script>${script}</script>`);
      },
    },
  };
  const codeSplitting = {
    groups: [
      { name: 'entry', tags: ['$initial' as const], priority: 5 },
      { name: 'shared', test: (id: string) => sharedWithSignIn.has(id), priority: 4 },
      { name: 'sign-in', test: (id: string) => signInScreen.has(id), priority: 3 },
      { name: 'contracts', test: (id: string) => signInContracts.has(id), priority: 2 },
      { name: 'app', test: (id: string) => firstScreen.has(id), priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
