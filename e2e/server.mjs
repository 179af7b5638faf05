// Starts the production server (Next behind the page cache, as `npm start`) for the browser tests.
// `node e2e/server.mjs PORT` runs the shop on its built-in API on a fresh database folder;
// `node e2e/server.mjs PORT BACKEND_URL` starts the same build as a storefront of another instance,
// as an operator would point it at their 6amMart backend (NEXT_PUBLIC_BASE_URL, read at start).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const backend = process.argv[3];
// Every browser context of the run asks for a guest id from this one address.
const env = { ...process.env, NODE_ENV: 'production', GUEST_ID_RATE_LIMIT: '1000' };
if (backend) {
  env.NEXT_PUBLIC_BASE_URL = backend;
} else {
  env.DATA_DIR = path.join('.data', 'e2e');
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}

const server = spawn(
  process.execPath,
  [path.join('scripts', 'serve.mjs'), '-p', port, '-H', '127.0.0.1'],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
