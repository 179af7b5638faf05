import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
