import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_COLORS } from '@/theme/brand';
import { THEME_VARIABLES_FILE, themeStylesheet, themeVariablesFile } from '@/theme/themeStylesheet';

/** The declarations of the first rule with exactly this selector. */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return Object.fromEntries(
    body
      .split(';')
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon), declaration.slice(colon + 1)];
      }),
  );
}

describe('theme variables stylesheet', () => {
  const css = themeStylesheet();

  it('is what styles/theme-variables.css holds (run `npm run theme:css` after a theme change)', () => {
    const file = readFileSync(path.join(__dirname, '..', '..', THEME_VARIABLES_FILE), 'utf8');
    expect(file).toBe(themeVariablesFile());
  });

  it('gives the default brand to both colour schemes', () => {
    expect(declarations(css, ':root, .light')['--mui-palette-primary-main']).toBe(
      MODULE_COLORS.default.main,
    );
    expect(declarations(css, '.dark')['color-scheme']).toBe('dark');
    expect(declarations(css, ':root')['--mui-shape-borderRadius']).toBe('10px');
  });

  it("overrides only a module's brand colours, in light and in dark mode", () => {
    const light = declarations(css, ':root[data-brand="food"]');
    expect(light['--mui-palette-primary-main']).toBe(MODULE_COLORS.food.main);
    expect(light['--mui-palette-primary-dark']).toBe(MODULE_COLORS.food.dark);
    expect(light['--mui-palette-text-primary']).toBeUndefined();
    const dark = declarations(css, ':root.dark[data-brand="food"]');
    expect(dark['--mui-palette-primary-dark']).toBe(MODULE_COLORS.food.dark);
    // The dark main colour is lightened for contrast, so it differs from the light one.
    expect(dark['--mui-palette-primary-main']).not.toBe(MODULE_COLORS.food.main);
  });

  it('has a rule for every module brand and none for the default one', () => {
    for (const brand of Object.keys(MODULE_COLORS)) {
      expect(css.includes(`[data-brand="${brand}"]`)).toBe(brand !== 'default');
    }
  });
});
