import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

// Locks this process holds; a lock file naming our own pid but absent here is a leftover (pid reuse, e.g. pid 1 in a container).
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Holds `DATA_DIR/molip.lock` for this process. Two processes on one PGlite directory corrupt it, so a
 * second one must stop before opening the database. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'molip.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      const heldByOther =
        holder === process.pid ? heldHere.has(lockPath) : Number.isInteger(holder) && isAlive(holder);
      if (heldByOther) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another Molip process (pid ${holder}). ` +
            'Stop it first, or set DATA_DIR to another directory.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${path.resolve(dataDir)}.`);
}
