import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const load = (locale: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, 'public', 'locales', locale, `${namespace}.json`), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = [
  ...sourceFiles(join(root, 'src', 'features', 'location')),
  ...sourceFiles(join(root, 'src', 'features', 'modules')),
];

describe('location translations', () => {
  const en = load('en', 'location');

  it('has the same keys in English, Arabic and French, English texts as keys', () => {
    for (const locale of ['ar', 'fr']) {
      const messages = load(locale, 'location');
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
    }
    for (const [key, value] of Object.entries(en)) expect(value).toBe(key);
  });

  it('translates Arabic and French for real', () => {
    const ar = load('ar', 'location');
    const fr = load('fr', 'location');
    for (const key of Object.keys(en)) {
      expect(`${key} => ${/[\u0600-\u06FF]/.test(ar[key]) ? 'arabic' : ar[key]}`).toBe(
        `${key} => arabic`,
      );
    }
    const sameInFrench = Object.keys(en).filter((key) => fr[key] === key);
    expect(sameInFrench).toEqual([]);
  });

  it('covers every literal key of the location and module screens', () => {
    // t reads the first namespace only: common texts these screens use are repeated here.
    const known = new Set(Object.keys(en));
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) {
        if (!known.has(match[1])) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the spec texts word for word', () => {
    for (const text of [
      'Pick Location',
      'Pick Locations',
      'New location has been set',
      'Search suggestions are loading...',
      'Please allow browser location permission',
      'Your browser location track permission is off. Please turn on the location permission to detect current location.',
      'No module found',
      'Contact with the site owner to activate modules.',
      'Select a type of module for your orders',
      'A Module has been selected',
      'To select from saved addresses, you need to sign in.',
      'New delivery address selected.',
      'Use Current Location',
      'Pick from map',
      'Pick from Map',
      'Insert delivery location',
    ]) {
      expect(en[text]).toBe(text);
    }
  });

  it('names the address types the popover translates', () => {
    for (const type of ['Home', 'Office', 'Other']) expect(en[type]).toBe(type);
  });
});
