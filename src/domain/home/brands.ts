/** Brand grid rules (R-HOME-15). */

export interface HomeBrand {
  id: number;
  name: string;
}

export type BrandSort = 'default' | 'AtoZ' | 'ZtoA';
export const BRAND_SORTS: readonly BrandSort[] = ['default', 'AtoZ', 'ZtoA'];

/** The home grid shows 8 brands after its first tile (the link to every brand). */
export const HOME_BRAND_COUNT = 8;

export function sortBrands<T extends HomeBrand>(brands: T[], sort: BrandSort, locale = 'en'): T[] {
  if (sort === 'default') return brands;
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
  return sort === 'ZtoA' ? sorted.reverse() : sorted;
}

export function homeBrands<T>(brands: T[]): T[] {
  return brands.slice(0, HOME_BRAND_COUNT);
}

/** /all-brands redirects to /home when there are no brands. */
export function allBrandsRedirect(brands: unknown[], locale: string): string | null {
  if (brands.length > 0) return null;
  return locale === 'en' ? '/home' : `/${locale}/home`;
}
