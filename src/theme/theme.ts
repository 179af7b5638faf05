import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '@/lib/locale';
import { brandKey, MODULE_COLORS } from './brand';

export { MODULE_COLORS } from './brand';

// The theme is built with CSS variables: this types the providers' CSS-variable props (MuiScope).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

export const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
].join(',');

export interface ThemeOptions {
  direction: Direction;
  moduleType?: string | null;
}

/**
 * Light and dark palettes are emitted as CSS variables, and a small script picks the visitor's scheme
 * before paint: the server HTML is the same for every visitor, so catalog pages stay cacheable.
 */
export function createAppTheme({ direction, moduleType }: ThemeOptions): Theme {
  const brand = MODULE_COLORS[brandKey(moduleType)];
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: brand.main, dark: brand.dark, contrastText: '#FFFFFF' },
          secondary: { main: '#1E3A8A' },
          background: { default: '#F7F8FA', paper: '#FFFFFF' },
          text: { primary: '#1A1D21', secondary: '#4B5563' },
        },
      },
      dark: {
        palette: {
          primary: { main: lighten(brand.main), dark: brand.dark, contrastText: '#111827' },
          secondary: { main: '#A5B4FC' },
          background: { default: '#0F1419', paper: '#172027' },
          text: { primary: '#E8EAED', secondary: '#B4BAC2' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.375rem', fontWeight: 700 },
      h4: { fontSize: '1.125rem', fontWeight: 700 },
      h5: { fontSize: '1rem', fontWeight: 700 },
      h6: { fontSize: '0.9375rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    breakpoints: {
      // `lg` at 1180 px is the spec's switch between the mobile and the desktop header.
      values: { xs: 0, sm: 600, md: 900, lg: 1180, xl: 1440 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // Links in running text must not rely on colour alone (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}

/** A lighter brand colour for dark mode so text on dark backgrounds keeps its contrast. */
function lighten(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  const mix = (channel: number) => Math.round(channel + (255 - channel) * 0.45);
  const r = mix((value >> 16) & 255);
  const g = mix((value >> 8) & 255);
  const b = mix(value & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1).toUpperCase()}`;
}

/**
 * The theme for a direction and module, built once per direction and brand colour: building one
 * costs several milliseconds (every CSS variable of both colour schemes), which the server would
 * otherwise spend on every page it renders.
 */
const themes = new Map<string, Theme>();

export function appTheme(direction: Direction, moduleType: string | null | undefined): Theme {
  const key = `${direction}|${brandKey(moduleType)}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme({ direction, moduleType });
    themes.set(key, theme);
  }
  return theme;
}
