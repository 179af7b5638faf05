import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const ID = /\b(?:R|API)-[A-Z]+-\d+\b/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|mjs|js|css)$/.test(name) ? [path] : [];
  });
}

/**
 * Citations a reader cannot open from the repository: an issue tracker's numbers and the sections of a
 * specification kept outside it. Comments cite a requirement id, an ADR or a file instead
 * (docs/conventions.md). Words such as "an issue with" or "the spec's message" are not citations.
 */
const OUTSIDE_CITATIONS: [string, RegExp][] = [
  ['an issue number', /\bissues?\s+#?\d+/gi],
  ['a section sign', /\u00a7/g],
  [
    'a spec section',
    /\bspec(?:ification)?(?:'s|\u2019s)?\s+(?:doc(?:ument)?|section|chapter|part)\s+\d/gi,
  ],
  ['a spec section', /\bsection\s+\d+(?:\.\d+)*\s+of\s+the\s+spec/gi],
  // Only in a comment: `(spec: ImageSpec)` is a parameter.
  ['a spec reference', /\(spec(?:ification)?\s*:/gi],
];

/** Whether `index` of `text` is inside a comment (a `//` before it on its line, or a block's line). */
function inComment(text: string, index: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', index) + 1, index);
  return /^\s*(?:\/\*|\*|\/\/)/.test(line) || line.includes('//');
}

const CODE_DIRS = ['src', 'pages', 'scripts', 'e2e', '__tests__'];

describe('docs/requirements.md', () => {
  const index = readFileSync(join(root, 'docs', 'requirements.md'), 'utf8');
  const defined = new Set(Array.from(index.matchAll(/^### ((?:R|API)-[A-Z]+-\d+)/gm), (m) => m[1]));

  it('defines every requirement id the code and tests cite', () => {
    const cited = new Map<string, string>();
    for (const dir of CODE_DIRS) {
      for (const file of files(join(root, dir))) {
        for (const match of readFileSync(file, 'utf8').matchAll(ID)) {
          if (!cited.has(match[0])) cited.set(match[0], file.slice(root.length + 1));
        }
      }
    }
    const missing = [...cited]
      .filter(([id]) => !defined.has(id))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('cites no issue numbers or specification sections, only what the repository holds', () => {
    const found: string[] = [];
    for (const dir of CODE_DIRS) {
      for (const file of files(join(root, dir))) {
        if (file === __filename) continue;
        const text = readFileSync(file, 'utf8');
        for (const [what, pattern] of OUTSIDE_CITATIONS) {
          for (const match of text.matchAll(pattern)) {
            if (what === 'a spec reference' && !inComment(text, match.index)) continue;
            const line = text.slice(0, match.index).split('\n').length;
            found.push(`${file.slice(root.length + 1)}:${line} ${what}: "${match[0]}"`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('names only files that exist', () => {
    const paths = Array.from(
      index.matchAll(/`((?:src|pages|e2e|__tests__|scripts|docs|public)\/[^`*<>{}]+)`/g),
      (m) => m[1],
    );
    const absent = paths.filter((path) => {
      try {
        statSync(join(root, path.replace(/ \(.*\)$/, '')));
        return false;
      } catch {
        return true;
      }
    });
    expect(absent).toEqual([]);
  });
});
