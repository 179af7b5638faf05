import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_CONFIG_FIELDS, shellConfig } from '@/lib/shellConfig';
import { call, makeApp, openTestDb, type TestDb } from './helpers';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..', '..');

/** The storefront's own code: everything but the built-in API, server-only modules and types. */
function storefrontSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full);
      if (entry.isDirectory()) {
        if (!['src/server', 'src/lib/server', 'pages/api'].includes(relative)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && relative !== 'src/api/types.ts') {
        files.push(readFileSync(full, 'utf8'));
      }
    }
  };
  walk(path.join(root, 'src'));
  walk(path.join(root, 'pages'));
  return files;
}

let testDb: TestDb;
let config: Record<string, unknown>;

beforeAll(async () => {
  testDb = await openTestDb();
  config = (await call(makeApp(testDb.db), 'GET', '/config')).body;
}, 240_000);

afterAll(async () => {
  await testDb?.close();
});

describe('the configuration pages hand to the browser', () => {
  it('keeps every field the storefront code mentions', () => {
    const sources = storefrontSources().join('\n');
    const kept = new Set<string>(SHELL_CONFIG_FIELDS);
    const mentioned = Object.keys(config).filter((field) =>
      new RegExp(`\\b${field}\\b`).test(sources),
    );
    expect(mentioned.length).toBeGreaterThan(20);
    expect(mentioned.filter((field) => !kept.has(field))).toEqual([]);
  });

  it('drops the fields nothing reads, and is much smaller', () => {
    const projected = shellConfig(config as never);
    expect(projected.business_name).toBe('Atlas Mart');
    expect(projected.active_payment_method_list).toEqual(config.active_payment_method_list);
    expect(projected).not.toHaveProperty('module_config');
    expect(projected).not.toHaveProperty('websocket_key');
    expect(JSON.stringify(projected).length).toBeLessThan(JSON.stringify(config).length / 3);
  });
});
