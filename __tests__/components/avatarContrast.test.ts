import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_KEYS, brandAttribute } from '@/theme/brand';
import { themeStylesheet } from '@/theme/themeStylesheet';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The custom properties a rule with exactly this selector declares ({} when there is none). */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  if (start < 0) return {};
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return Object.fromEntries(
    body
      .split(';')
      .filter((declaration) => declaration.startsWith('--'))
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon), declaration.slice(colon + 1)];
      }),
  );
}

/** The palette a page gets for a brand and colour scheme: the scheme, then the brand's overrides. */
function palette(css: string, scheme: 'light' | 'dark', brand: string | undefined) {
  const base = scheme === 'light' ? ':root, .light' : '.dark';
  const brandRule = brand
    ? scheme === 'light'
      ? `:root[data-brand="${brand}"]`
      : `:root.dark[data-brand="${brand}"]`
    : null;
  return { ...declarations(css, base), ...(brandRule ? declarations(css, brandRule) : {}) };
}

const read = (file: string) => readFileSync(path.join(__dirname, '../..', file), 'utf8');

/** The declarations of `selector`'s rule in a stylesheet source (first match). */
function rule(source: string, selector: string): string {
  const start = source.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  return source.slice(start, source.indexOf('}', start));
}

describe('profile avatar initials', () => {
  const css = themeStylesheet();

  it('are measured as axe measures them', () => {
    // The dark profile page's grey avatar, as axe reported it (truncated to two decimals).
    expect(Math.floor(contrast('#0f1419', '#757575') * 100) / 100).toBe(4.01);
    expect(contrast('#FFFFFF', '#000000')).toBe(21);
  });

  it.each(['light', 'dark'] as const)(
    'reach 4.5:1 on the brand colour for every module (%s)',
    (scheme) => {
      const ratios = BRAND_KEYS.map((key) => {
        const colours = palette(css, scheme, brandAttribute(key));
        return {
          key,
          ratio: contrast(
            colours['--mui-palette-primary-main'],
            colours['--mui-palette-primary-contrastText'],
          ),
        };
      });
      expect(ratios.filter(({ ratio }) => !(ratio >= 4.5))).toEqual([]);
    },
  );

  it('use that pair of colours in the header and on the profile page', () => {
    for (const declarationsOf of [
      rule(read('src/layout/shell.module.css'), '.avatar'),
      rule(read('src/features/profile/profile.module.css'), '.photo .photoAvatar'),
    ]) {
      expect(declarationsOf).toMatch(/\bbackground(-color)?: var\(--mui-palette-primary-main\);/);
      expect(declarationsOf).toMatch(/\n\s*color: var\(--mui-palette-primary-contrastText\);/);
    }
  });
});
