import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';
import { dropDatabase, FILE_DATABASE_GLOBAL, type FileDatabase } from './admin';

/**
 * Node's jest environment, plus: on the PostgreSQL run, the test file's own database (created by
 * jest.setup.node.ts) is dropped after the file. Here rather than in an afterAll hook of the set-up
 * file, because those run before the file's own afterAll hooks, which still close their connections.
 */
export default class NodeWithTestDatabase extends TestEnvironment {
  private readonly testPath: string;

  constructor(...[config, context]: ConstructorParameters<typeof TestEnvironment>) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async teardown(): Promise<void> {
    // Copied first: jest cleans up what test files left on the global.
    const database = { ...(this.global[FILE_DATABASE_GLOBAL] as FileDatabase | undefined) };
    await super.teardown();
    if (!database.serverUrl || !database.name) return;
    // The drop waits for the file's connections to finish closing (see dropDatabase).
    const leftOpen = await dropDatabase(database.serverUrl, database.name);
    if (leftOpen) {
      // The file's console is closed by now; name the file that leaked its pool.
      process.stderr.write(
        `[test:pg] ${path.relative(process.cwd(), this.testPath)} left ${leftOpen} connection(s) ` +
          'to its database open after its tests: close every database it opens in afterAll.\n',
      );
    }
  }
}
