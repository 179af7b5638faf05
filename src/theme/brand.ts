import type { ModuleType } from '@/api/types';

/**
 * Brand colour per module: the selected module restyles the shop (R-MOD-1). Shades are
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

export type BrandKey = keyof typeof MODULE_COLORS;

export const BRAND_KEYS = Object.keys(MODULE_COLORS) as BrandKey[];

export function brandKey(moduleType: string | null | undefined): BrandKey {
  // The module type may come from a cookie: only the known ones have a colour of their own.
  return moduleType && Object.hasOwn(MODULE_COLORS, moduleType)
    ? (moduleType as BrandKey)
    : 'default';
}

/** The `data-brand` attribute of <html> for a brand: none for the default one. */
export function brandAttribute(key: BrandKey): string | undefined {
  return key === 'default' ? undefined : key;
}

/** Where the saved colour mode lives: MUI's pre-paint script and providers read the same key. */
export const MODE_STORAGE_KEY = 'theme-mode';
