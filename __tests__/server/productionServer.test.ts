import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Script } from 'node:vm';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { PRODUCTION_SERVER_MARK } from '../../scripts/production-server.mjs';
import { completeStandalone, SERVER_SCRIPTS, STANDALONE_ENTRY } from '../../scripts/standalone.mjs';

/**
 * Every way to run production goes through scripts/production-server.mjs (the page cache and the
 * JSON guard, ADR 0011): the standalone folder gets its own server.js that starts it, and
 * `next start` is refused by next.config.js.
 */

const scripts = path.join(__dirname, '..', '..', 'scripts');

/** A build's folders as `NEXT_OUTPUT=standalone next build` leaves them, in a temp folder. */
function fakeStandaloneBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-'));
  fs.mkdirSync(path.join(root, '.next', 'standalone'), { recursive: true });
  fs.writeFileSync(path.join(root, '.next', 'standalone', 'server.js'), "require('next');");
  fs.mkdirSync(path.join(root, '.next', 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(root, '.next', 'static', 'chunks', 'a.js'), 'a();');
  fs.mkdirSync(path.join(root, 'public'));
  fs.writeFileSync(path.join(root, 'public', 'favicon.ico'), 'icon');
  return root;
}

/** The relative modules a script imports (`from './x.mjs'` and `import('./x.mjs')`). */
function relativeImports(source: string): string[] {
  const found = source.matchAll(/(?:from\s+|import\()\s*'\.\/([^']+)'/g);
  return [...found].map((match) => match[1]);
}

describe('completeStandalone', () => {
  it('replaces Next’s server.js with an entry that starts the shared production server', () => {
    const root = fakeStandaloneBuild();
    const target = completeStandalone(root);

    const entry = fs.readFileSync(path.join(target, 'server.js'), 'utf8');
    expect(entry).toBe(STANDALONE_ENTRY);
    expect(relativeImports(entry)).toEqual(['scripts/production-server.mjs']);
    expect(entry).toContain('standalone: true');
    // CommonJS, like the file it replaces: it compiles as a plain script.
    expect(() => new Script(entry)).not.toThrow();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies the server scripts, the handler and the page cache included, and all they import', () => {
    const root = fakeStandaloneBuild();
    const target = completeStandalone(root);

    expect(SERVER_SCRIPTS).toEqual(
      expect.arrayContaining(['production-server.mjs', 'serve-handler.mjs', 'page-cache.mjs']),
    );
    for (const script of SERVER_SCRIPTS) {
      const copy = fs.readFileSync(path.join(target, 'scripts', script), 'utf8');
      expect(copy).toBe(fs.readFileSync(path.join(scripts, script), 'utf8'));
      // Self-contained: nothing the copies import is missing from the standalone folder.
      for (const imported of relativeImports(copy)) expect(SERVER_SCRIPTS).toContain(imported);
    }
    const server = fs.readFileSync(path.join(target, 'scripts', 'production-server.mjs'), 'utf8');
    expect(relativeImports(server)).toEqual(
      expect.arrayContaining(['page-cache.mjs', 'serve-handler.mjs']),
    );
    expect(fs.readFileSync(path.join(target, '.next', 'static', 'chunks', 'a.js'), 'utf8')).toBe(
      'a();',
    );
    expect(fs.existsSync(path.join(target, 'public', 'favicon.ico'))).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a build that is not a standalone one', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-'));
    expect(() => completeStandalone(root)).toThrow(/build:standalone/);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('next start', () => {
  const requireHere = createRequire(__filename);
  const configFor = requireHere('../../next.config.js') as (phase: string) => object;
  const saved = process.env[PRODUCTION_SERVER_MARK];
  afterEach(() => {
    if (saved === undefined) delete process.env[PRODUCTION_SERVER_MARK];
    else process.env[PRODUCTION_SERVER_MARK] = saved;
  });

  it('stops with a message naming npm start', () => {
    delete process.env[PRODUCTION_SERVER_MARK];
    expect(() => configFor(PHASE_PRODUCTION_SERVER)).toThrow(/npm start/);
  });

  it('serves when the production server started Next, and builds as before', () => {
    delete process.env[PRODUCTION_SERVER_MARK];
    expect(configFor(PHASE_PRODUCTION_BUILD)).toHaveProperty('i18n');
    process.env[PRODUCTION_SERVER_MARK] = '1';
    expect(configFor(PHASE_PRODUCTION_SERVER)).toHaveProperty('i18n');
  });
});
