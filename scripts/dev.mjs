// Development: the API with reload, and every front-end module on its own dev server with live reload.
// Open http://localhost:3000 (the shell); each remote also runs alone on its own port (3001-3004).
import { spawn } from 'node:child_process';

const procs = [
  ['api', 'npm', ['run', 'dev', '-w', 'api'], { API_PORT: '8080' }],
  ['shell', 'npx', ['rspack', 'serve'], {}, 'shell'],
  ['mf-public', 'npx', ['rspack', 'serve'], {}, 'mf-public'],
  ['mf-portal', 'npx', ['rspack', 'serve'], {}, 'mf-portal'],
  ['mf-admission', 'npx', ['rspack', 'serve'], {}, 'mf-admission'],
  ['mf-print', 'npx', ['rspack', 'serve'], {}, 'mf-print'],
  ['mf-admin', 'npx', ['rspack', 'serve'], {}, 'mf-admin'],
];
const children = procs.map(([name, cmd, args, env, cwd]) => {
  const child = spawn(cmd, args, {
    cwd: cwd || '.',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tag = `[${name}]`.padEnd(15);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => process.stdout.write(d.toString().replace(/^/gm, tag)));
  }
  return child;
});
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Shell on http://localhost:3000, API on http://localhost:8080');
