import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CART_NAMESPACES, ORDER_NAMESPACES } from '@/features/cart/i18n';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { HOME_NAMESPACES } from '@/features/home/i18n';
import { LISTING_NAMESPACES, SEARCH_NAMESPACES } from '@/features/listing/i18n';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';

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

  it("every literal t(...) key is in a namespace its file's useTranslation reads", () => {
    // The namespace lists components pass to useTranslation, by the names they import them as.
    const lists: Record<string, readonly string[]> = {
      CART_NAMESPACES,
      ORDER_NAMESPACES,
      CATALOG_NAMESPACES,
      HOME_NAMESPACES,
      LISTING_NAMESPACES,
      SEARCH_NAMESPACES,
      LOCATION_NAMESPACES,
    };
    const messages = new Map(namespaces.map((namespace) => [namespace, load('en', namespace)]));
    const unread: string[] = [];
    const files = [
      ...sourceFiles(path.join(root, 'src')),
      ...sourceFiles(path.join(root, 'pages')),
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const calls = [...text.matchAll(/\buseTranslation\(([^)]*)\)/g)].map((match) =>
        match[1].trim(),
      );
      // A file whose `t` comes from elsewhere (props, a translator) is covered by the test above.
      if (calls.length === 0 || file.endsWith(path.join('i18n', 'useTranslation.ts'))) continue;
      const read = new Set(['common']);
      for (const argument of calls) {
        if (argument in lists) lists[argument].forEach((namespace) => read.add(namespace));
        for (const literal of argument.matchAll(/'([a-z]+)'/g)) read.add(literal[1]);
      }
      for (const match of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) {
        const key = match[1].replace(/\\'/g, "'");
        if (![...read].some((namespace) => messages.get(namespace)?.[key] !== undefined)) {
          unread.push(`${path.relative(root, file)} (${[...read].join(', ')}): ${key}`);
        }
      }
    }
    expect(unread).toEqual([]);
  });
});
