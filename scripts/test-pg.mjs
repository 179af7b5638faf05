#!/usr/bin/env node
// The built-in API's test suite on a real PostgreSQL server (the default run uses PGlite).
// Usage: npm run test:pg [-- <jest arguments, e.g. a test file>]
// Creates a throwaway cluster in a temporary folder, owned by an unprivileged user (PostgreSQL refuses
// to run as root), starts it on a free loopback port, runs the jest project `api` with DATABASE_URL
// pointing at it, then stops it and deletes the folder, also on failure or Ctrl-C. Exits with jest's code.
// PostgreSQL binaries: PATH, else Debian's /usr/lib/postgresql/<version>/bin (package `postgresql`).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SERVER_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];

/** The folder holding initdb, pg_ctl and postgres: PATH first, then Debian's newest version. */
function findBinDir() {
  const candidates = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return candidates.find((dir) =>
    SERVER_PROGRAMS.every((program) => existsSync(path.join(dir, program))),
  );
}

/** As root, the account PostgreSQL runs as (`postgres` from Debian's package, else `nobody`). */
function serverAccount() {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      // no such user: try the next one
    }
  }
  throw new Error('running as root, but there is no `postgres` or `nobody` user to run PostgreSQL');
}

/** A loopback port that was free a moment ago. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The child currently running ({ child, group }), so that Ctrl-C can stop it before cleaning up. */
let current = null;
/** The signal that interrupted the run, if one did. */
let interrupted = null;

/**
 * Runs a program to its end; its exit code, or 128 + the signal number. `group` makes it the leader of
 * its own process group, so that an interruption reaches what it started too (jest's workers and the
 * API servers of __tests__/pg).
 */
function run(command, args, { account, env, stdio = 'inherit', group = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio,
      env: env ?? process.env,
      detached: group,
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
    });
    current = { child, group };
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}

async function runOrThrow(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${path.basename(command)} exited with ${code}`);
}

/**
 * A cluster tuned for a disposable test run: no durability (fsync off), UTF-8 with the C collation and
 * UTC like PGlite, so that sort orders and dates match the default run; loopback only.
 */
async function createCluster(binDir, folder, account, password) {
  const dataDir = path.join(folder, 'data');
  const passwordFile = path.join(folder, 'password');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  if (account) chownSync(passwordFile, account.uid, account.gid);
  await runOrThrow(
    path.join(binDir, 'initdb'),
    [
      '--pgdata',
      dataDir,
      '--username',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth',
      'scram-sha-256',
      '--encoding',
      'UTF8',
      // Every category named: a LANG the machine has no locale for would make initdb fail.
      '--locale',
      'C.UTF-8',
      '--lc-collate',
      'C',
      '--no-sync',
    ],
    { account, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  rmSync(passwordFile);
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${folder}'`,
      "timezone = 'UTC'",
      // Each jest worker's pools (DATABASE_POOL_MAX, 10), and the two API servers of __tests__/pg.
      'max_connections = 300',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  return dataDir;
}

/** Starts the server on a free loopback port (retried: another program may take the port first). */
async function startServer(binDir, dataDir, folder, account) {
  const log = path.join(folder, 'server.log');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const code = await run(
      path.join(binDir, 'pg_ctl'),
      ['start', '--pgdata', dataDir, '--log', log, '--wait', '--timeout', '60', '-o', `-p ${port}`],
      { account, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (code === 0) return port;
    if (attempt === 3 || interrupted) {
      if (existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
      throw new Error(`pg_ctl start exited with ${code}`);
    }
  }
}

function stopServer(binDir, dataDir, account) {
  return run(path.join(binDir, 'pg_ctl'), ['stop', '--pgdata', dataDir, '--mode', 'fast'], {
    account,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function runJest(url) {
  const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
  // The caller's arguments first: --selectProjects takes every name that follows it.
  return run(process.execPath, [jest, ...process.argv.slice(2), '--selectProjects', 'api'], {
    env: { ...process.env, DATABASE_URL: url, DB_SEED_QUIET: '1' },
    group: true,
  });
}

const MISSING_BINARIES =
  'test:pg needs the PostgreSQL server programs (initdb, pg_ctl, postgres) and found them neither on ' +
  "PATH nor in /usr/lib/postgresql/*/bin. Install Debian's package: apt-get install -y postgresql";

async function main() {
  const binDir = findBinDir();
  if (!binDir) {
    console.error(MISSING_BINARIES);
    return 1;
  }
  const account = serverAccount();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'mart-test-pg-'));
  let dataDir = null;
  try {
    if (account) chownSync(folder, account.uid, account.gid);
    const password = randomBytes(18).toString('base64url');
    const begun = Date.now();
    dataDir = await createCluster(binDir, folder, account, password);
    const port = await startServer(binDir, dataDir, folder, account);
    console.info(
      `[test:pg] PostgreSQL (${binDir}) on 127.0.0.1:${port}, ready in ${Date.now() - begun} ms`,
    );
    const code = await runJest(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
    return interrupted ? 128 + os.constants.signals[interrupted] : code;
  } catch (error) {
    console.error(`[test:pg] ${error instanceof Error ? error.message : error}`);
    return interrupted ? 128 + os.constants.signals[interrupted] : 1;
  } finally {
    // Also after an interrupted start: the server may be up even though pg_ctl did not say so.
    if (dataDir && existsSync(path.join(dataDir, 'postmaster.pid')))
      await stopServer(binDir, dataDir, account);
    rmSync(folder, { recursive: true, force: true });
  }
}

// Ctrl-C or a kill stops the running child (jest, or a PostgreSQL program); main() then cleans up.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    if (current?.group) process.kill(-current.child.pid, signal);
    else current?.child.kill(signal);
  });
}

process.exitCode = await main();
