// Builds the server to plain JavaScript in apps/server/dist: `npm run serve` runs it with `node` alone, no
// TypeScript loader at run time. The workspace's own TypeScript (src/, @molip/domain) is bundled; every
// installed package stays an import of node_modules, as from source.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${serverDir}dist`;

/** Bare imports other than the workspace's own packages stay external. */
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@molip/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    server: 'src/server.ts',
    'create-pglite-data-dir': 'src/db/create-pglite-data-dir.ts',
    // The embedded database's worker thread, started by file (src/db/pglite-worker-client.ts).
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [installedPackagesStayExternal],
  logLevel: 'warning',
});
