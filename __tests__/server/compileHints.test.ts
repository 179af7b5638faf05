import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import {
  addCompileHints,
  COMPILE_HINT,
  shiftedByOneLine,
  withCompileHint,
} from '../../scripts/compile-hints.mjs';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(()=>{})();\n');
    expect(hinted).toBe(`${COMPILE_HINT}\n(()=>{})();\n`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('shiftedByOneLine', () => {
  it('starts a plain map’s mappings with an empty line', () => {
    expect(shiftedByOneLine({ version: 3, mappings: 'AAAA;AACA' }).mappings).toBe(';AAAA;AACA');
  });

  it('moves every section of an indexed map down a line', () => {
    const map = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { mappings: 'AAAA' } },
        { offset: { line: 4, column: 2 }, map: { mappings: 'AAAA' } },
      ],
    };
    expect(shiftedByOneLine(map).sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
  });
});

describe('addCompileHints', () => {
  it('marks each chunk and shifts its map, and a second run changes nothing', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const chunks = path.join(dist, 'static', 'chunks');
    fs.mkdirSync(path.join(chunks, 'pages'), { recursive: true });
    fs.writeFileSync(path.join(chunks, 'a.js'), 'a();\n//# sourceMappingURL=a.js.map');
    fs.writeFileSync(
      path.join(chunks, 'a.js.map'),
      JSON.stringify({ version: 3, mappings: 'AAAA' }),
    );
    fs.writeFileSync(path.join(chunks, 'pages', 'b.js'), 'b();');
    fs.writeFileSync(path.join(chunks, 'c.css'), 'a{}');

    expect(addCompileHints(dist)).toBe(2);
    expect(fs.readFileSync(path.join(chunks, 'a.js'), 'utf8').split('\n')[0]).toBe(COMPILE_HINT);
    expect(fs.readFileSync(path.join(chunks, 'pages', 'b.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nb();`,
    );
    expect(JSON.parse(fs.readFileSync(path.join(chunks, 'a.js.map'), 'utf8')).mappings).toBe(
      ';AAAA',
    );
    expect(fs.readFileSync(path.join(chunks, 'c.css'), 'utf8')).toBe('a{}');

    expect(addCompileHints(dist)).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(chunks, 'a.js.map'), 'utf8')).mappings).toBe(
      ';AAAA',
    );
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('next.config.js', () => {
  type Hook = (metadata: { projectDir: string; distDir: string }) => Promise<void>;
  type Config = { compiler?: { runAfterProductionCompile?: Hook }; webpack?: unknown };
  const requireHere = createRequire(__filename);
  const configFor = requireHere('../../next.config.js') as (phase: string) => Config;

  it('adds the hints inside every `next build`, on Turbopack as on webpack: a hook, not a plugin', () => {
    const config = configFor(PHASE_PRODUCTION_BUILD);
    expect(typeof config.compiler?.runAfterProductionCompile).toBe('function');
    // Turbopack runs no webpack plugins; a webpack hook here would be ignored by the real build.
    expect(config.webpack).toBeUndefined();
  });

  it('marks the client chunks of the build and leaves server code alone', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-config-'));
    const chunks = path.join(dist, 'static', 'chunks');
    const server = path.join(dist, 'server', 'chunks');
    fs.mkdirSync(chunks, { recursive: true });
    fs.mkdirSync(server, { recursive: true });
    fs.writeFileSync(path.join(chunks, 'page.js'), 'page();');
    fs.writeFileSync(path.join(server, 'ssr.js'), 'ssr();');
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});

    const hook = configFor(PHASE_PRODUCTION_BUILD).compiler?.runAfterProductionCompile;
    await hook?.({ projectDir: process.cwd(), distDir: dist });

    expect(fs.readFileSync(path.join(chunks, 'page.js'), 'utf8')).toBe(`${COMPILE_HINT}\npage();`);
    expect(fs.readFileSync(path.join(server, 'ssr.js'), 'utf8')).toBe('ssr();');
    log.mockRestore();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
