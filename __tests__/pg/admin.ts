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

/** Drops a test database, ending sessions a test left open so that the drop cannot hang. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quoteName(name)} with (force)`);
  });
}
