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

describe('docs/requirements.md', () => {
  const index = readFileSync(join(root, 'docs', 'requirements.md'), 'utf8');
  const defined = new Set(Array.from(index.matchAll(/^### ((?:R|API)-[A-Z]+-\d+)/gm), (m) => m[1]));

  it('defines every requirement id the code and tests cite', () => {
    const cited = new Map<string, string>();
    for (const dir of ['src', 'pages', 'scripts', 'e2e', '__tests__']) {
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
