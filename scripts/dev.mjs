// `npm run dev`: the API on :3000 (restarted on change by tsx watch) and Vite with hot reload, which
// proxies /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@molip/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
