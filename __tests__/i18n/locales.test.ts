import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const locales = ['en', 'ar', 'fr'];

function load(locale: string, namespace: string): Record<string, string> {
  const file = path.join(root, 'public', 'locales', locale, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'server' ? [] : sourceFiles(full);
    return /\.(tsx?|ts)$/.test(name) ? [full] : [];
  });
}

const namespaces = readdirSync(path.join(root, 'public', 'locales', 'en')).map((file) =>
  file.replace(/\.json$/, ''),
);

describe('translations', () => {
  it.each(namespaces)('%s has the same keys in en, ar and fr, none empty', (namespace) => {
    const english = Object.keys(load('en', namespace)).sort();
    for (const locale of locales) {
      const messages = load(locale, namespace);
      expect(Object.keys(messages).sort()).toEqual(english);
      for (const [key, value] of Object.entries(messages)) {
        expect(`${key} => ${value.trim() ? 'ok' : 'empty'}`).toBe(`${key} => ok`);
      }
    }
  });

  it('every literal t(...) key in the UI exists in a namespace', () => {
    const known = new Set(namespaces.flatMap((namespace) => Object.keys(load('en', namespace))));
    const missing = new Set<string>();
    const files = [
      ...sourceFiles(path.join(root, 'src')),
      ...sourceFiles(path.join(root, 'pages')),
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) {
        const key = match[1].replace(/\\'/g, "'");
        if (!known.has(key)) missing.add(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
