import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * MUI 9's Typography takes palette names in its `color` prop ('primary', 'textSecondary', 'error')
 * and silently ignores palette paths ('text.secondary'), which only `sx` understands: the text then
 * keeps the primary text colour. This keeps the paths out of the code.
 */
describe('Typography color props', () => {
  it('use palette names, never palette paths', () => {
    const root = path.join(__dirname, '..', '..');
    const offenders: string[] = [];
    const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(path.join(root, 'src', file), 'utf8');
      for (const match of source.matchAll(/<Typography\b(?:[^<>]|=>)*?\bcolor="([^"]+)"/g)) {
        if (match[1].includes('.')) offenders.push(`${file}: color="${match[1]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
