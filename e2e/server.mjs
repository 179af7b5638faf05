// Starts the production server (Next behind the page cache, as `npm start`) for the browser tests on a fresh database folder.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dataDir = path.join('.data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(
  process.execPath,
  [path.join('scripts', 'serve.mjs'), '-p', port, '-H', '127.0.0.1'],
  { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
