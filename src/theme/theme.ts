import { css, type SerializedStyles } from '@emotion/react';
import { createTheme, type Theme } from '@mui/material/styles';
import type { ModuleType } from '@/api/types';
import type { Direction } from '@/lib/locale';

/**
 * Brand colour per module: the selected module restyles the shop (spec document 1 §1). Shades are
 * chosen for at least 4.5:1 contrast with white text.
 */
export const MODULE_COLORS: Record<ModuleType | 'default', { main: string; dark: string }> = {
  default: { main: '#00695C', dark: '#004D40' },
  food: { main: '#C2410C', dark: '#9A3412' },
  grocery: { main: '#047857', dark: '#065F46' },
  pharmacy: { main: '#0369A1', dark: '#075985' },
  ecommerce: { main: '#B45309', dark: '#92400E' },
  parcel: { main: '#4338CA', dark: '#3730A3' },
  rental: { main: '#0F766E', dark: '#115E59' },
};

const FONT_STACK = [
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
  moduleType?: ModuleType | null;
}

function brandKey(moduleType: string | null | undefined): keyof typeof MODULE_COLORS {
  // The module type may come from a cookie: only the known ones have a colour of their own.
  return moduleType && Object.hasOwn(MODULE_COLORS, moduleType)
    ? (moduleType as keyof typeof MODULE_COLORS)
    : 'default';
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

export function appTheme(direction: Direction, moduleType: ModuleType | null | undefined): Theme {
  const key = `${direction}|${brandKey(moduleType)}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = withSerializedStyleSheets(createAppTheme({ direction, moduleType }));
    themes.set(key, theme);
  }
  return theme;
}

/**
 * The theme's CSS variables (both colour schemes, about 22 KB of CSS) are a global stylesheet that
 * MUI's provider regenerates as style objects on every render, and emotion then walks and hashes
 * them again. Serialised once per theme instead: emotion takes serialised styles as they are.
 */
function withSerializedStyleSheets(theme: Theme): Theme {
  // Present on themes built with cssVariables; not part of the Theme type.
  const withSheets = theme as Theme & { generateStyleSheets?: () => unknown };
  const generate = withSheets.generateStyleSheets;
  if (!generate) return theme;
  let serialized: SerializedStyles | null = null;
  // MUI passes the result straight to emotion's Global, which takes serialised styles as they are.
  withSheets.generateStyleSheets = () => {
    serialized ??= css(generate() as Parameters<typeof css>[0]);
    return serialized;
  };
  return theme;
}
