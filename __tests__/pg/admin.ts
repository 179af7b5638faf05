import type { Client } from 'pg';

/**
 * Database administration for the PostgreSQL test run (npm run test:pg): plain `pg`, no app code, because
 * the jest environment (./environment.ts) uses it outside the test's module system.
 */

export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** A test file's own database; the set-up stores it on the global FILE_DATABASE_GLOBAL for teardown. */
export type FileDatabase = { serverUrl: string; name: string };
export const FILE_DATABASE_GLOBAL = '__martTestDatabase';

/** Names are generated here (letters, digits, underscores), never taken from input. */
export const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Runs `work` on one connection to the server of `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  // Loaded here: the default (PGlite) run imports this module without needing pg.
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * How long a test file's connections may take to finish closing before the drop ends them. A closed
 * pool's connections are gone within milliseconds; only a pool a test left open lasts this long.
 */
const CLOSING_GRACE_MS = 5_000;

/** Client sessions (not autovacuum) connected to database `name`. */
async function sessionsOn(client: Client, name: string): Promise<number> {
  const { rows } = await client.query<{ sessions: number }>(
    "select count(*)::int as sessions from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
    [name],
  );
  return rows[0].sessions;
}

/**
 * Drops a test database once its sessions have ended, and answers how many were still open then.
 *
 * node-postgres' `pool.end()` resolves as soon as it has asked each connection to end, not once they
 * have: a drop right after it (`with (force)`) could terminate a backend that had not yet read the
 * Terminate message, and its "terminating connection due to administrator command" reached the
 * pool's error listener, which logged after the file's tests were done (jest then exits 1). So the
 * drop waits for the sessions to close; those still open after CLOSING_GRACE_MS, a pool the file
 * leaked, are ended by the drop so that it cannot hang.
 */
export function dropDatabase(serverUrl: string, name: string): Promise<number> {
  return withClient(serverUrl, async (client) => {
    const deadline = Date.now() + CLOSING_GRACE_MS;
    let open = await sessionsOn(client, name);
    while (open > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      open = await sessionsOn(client, name);
    }
    await client.query(`drop database if exists ${quoteName(name)} with (force)`);
    return open;
  });
}
