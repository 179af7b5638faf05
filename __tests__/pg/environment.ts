import { TestEnvironment } from 'jest-environment-node';
import { dropDatabase, FILE_DATABASE_GLOBAL, type FileDatabase } from './admin';

/**
 * Node's jest environment, plus: on the PostgreSQL run, the test file's own database (created by
 * jest.setup.node.ts) is dropped after the file. Here rather than in an afterAll hook of the set-up
 * file, because those run before the file's own afterAll hooks, which still close their connections.
 */
export default class NodeWithTestDatabase extends TestEnvironment {
  async teardown(): Promise<void> {
    // Copied first: jest cleans up what test files left on the global.
    const database = { ...(this.global[FILE_DATABASE_GLOBAL] as FileDatabase | undefined) };
    await super.teardown();
    if (database.serverUrl && database.name) await dropDatabase(database.serverUrl, database.name);
  }
}
