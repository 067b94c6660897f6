import { inServerPackage } from '../lib/package-root.ts';

export const MIGRATIONS_FOLDER = inServerPackage('src/db/migrations');
