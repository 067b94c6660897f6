import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server/`). This file sits in `src/lib/`, and the build bundles it into
 * `dist/`, so its own address says whether it runs from source or from the build.
 */
const ownUrl = import.meta.url;
export const RUNS_FROM_BUILD = ownUrl.endsWith('.js');
const packageRoot = new URL(RUNS_FROM_BUILD ? '../' : '../../', ownUrl);

/** A file or folder of the server package, by its path from `apps/server/` (e.g. `src/db/migrations`). */
export const inServerPackage = (relativePath: string) => fileURLToPath(new URL(relativePath, packageRoot));
