import { FILE_DATABASE_GLOBAL, isPostgresUrl, withDatabase } from './__tests__/pg/admin';
import { createFileDatabase } from './__tests__/pg/fileDatabase';

/**
 * PGlite's package loads its WebAssembly through a dynamic import, which jest's module system cannot
 * run without --experimental-vm-modules. Loading its CommonJS build with Node's own loader sidesteps
 * that for every test of the built-in API.
 */
jest.mock('@electric-sql/pglite', () => {
  const nodeModule = process.getBuiltinModule('node:module') as unknown as {
    _load(request: string, parent: null, isMain: boolean): unknown;
  };
  return nodeModule._load(
    `${process.cwd()}/node_modules/@electric-sql/pglite/dist/index.cjs`,
    null,
    false,
  );
});

/**
 * On the PostgreSQL run (npm run test:pg, DATABASE_URL set), each test file works on its own copy of a
 * seeded template database: files run in parallel and each expects a fresh marketplace. The jest
 * environment (__tests__/pg/environment.ts) drops the copy after the file.
 */
if (isPostgresUrl(process.env.DATABASE_URL)) {
  const serverUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    const database = await createFileDatabase(serverUrl);
    Object.assign(globalThis, { [FILE_DATABASE_GLOBAL]: database });
    process.env.DATABASE_URL = withDatabase(serverUrl, database.name);
  }, 180_000);
}
