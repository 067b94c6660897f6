import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

// A first start on a new embedded data dir runs initdb: a minute or more on a busy machine.
const READY_ATTEMPTS = 900;

async function waitForReady(baseUrl: string) {
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

/** Resident memory of a process, in MB: now (`VmRSS`) and its peak so far (`VmHWM`), from /proc. */
export type ResidentMemory = { now: number; peak: number };

function residentMemory(pid: number | undefined): ResidentMemory {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Not Linux, or already gone: reported as zero.
  }
  const megabytes = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { now: megabytes('VmRSS'), peak: megabytes('VmHWM') };
}

// Linux reports CPU time in USER_HZ ticks, 100 a second on every platform it runs on.
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user + system), in ms, from /proc; undefined once it is gone. */
export function processCpuMilliseconds(pid: number | undefined): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the parenthesised command name: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / TICKS_PER_SECOND;
}

/** The same, zero where there is none (not Linux, or already gone). */
const cpuMilliseconds = (pid: number | undefined): number => processCpuMilliseconds(pid) ?? 0;

export type BenchServer = {
  baseUrl: string;
  memory(): ResidentMemory;
  /** CPU time the server process has used so far, in ms. */
  cpuMilliseconds(): number;
  stop(): Promise<void>;
};

/** The Node flags `npm run serve` gives the server (root package.json), so the bench measures that process. */
function serveNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { serve: string };
  };
  const words = manifest.scripts.serve.split(' ');
  return words.filter((word) => word.startsWith('--'));
}

/**
 * Starts `entry` (the server's build unless told; a `.ts` entry runs through tsx) on 127.0.0.1:`port` with the bench's lax rate limits and
 * quiet logs, and waits until it is ready. It runs with `npm run serve`'s Node flags, then `nodeFlags` (e.g. a
 * profiler); `env` is added to this process's environment.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = [],
  entry = 'apps/server/dist/server.js',
): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const flags = [...serveNodeFlags(), ...nodeFlags, ...loader, entry];
  const child: ChildProcess = spawn(process.execPath, flags, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForReady(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    memory: () => residentMemory(child.pid),
    cpuMilliseconds: () => cpuMilliseconds(child.pid),
    stop,
  };
}
