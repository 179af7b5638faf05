import type { ModuleType } from '@/api/types';
import { appTheme, MODULE_COLORS } from '@/theme/theme';

describe('appTheme', () => {
  it('builds a theme once per direction and module', () => {
    expect(appTheme('ltr', 'food')).toBe(appTheme('ltr', 'food'));
    expect(appTheme('rtl', 'food')).not.toBe(appTheme('ltr', 'food'));
    expect(appTheme('rtl', 'food').direction).toBe('rtl');
  });

  it('gives an unknown module type (a tampered cookie) the default colours', () => {
    for (const odd of ['constructor', '__proto__', 'nonsense']) {
      const theme = appTheme('ltr', odd as ModuleType);
      expect(theme).toBe(appTheme('ltr', null));
      expect(theme.palette.primary.main).toBe(MODULE_COLORS.default.main);
    }
  });
});
