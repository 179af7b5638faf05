/** Store menu paging (R-LIST-3: page size 12, until total_size). */

export const STORE_ITEMS_PAGE_SIZE = 12;

/** The most items one in-store search looks through (the API's largest page). */
export const STORE_SEARCH_LIMIT = 100;

export interface ListPage {
  total_size: number;
  products: unknown[];
}

/**
 * The next 1-based offset, or undefined when everything is loaded: the loaded count has reached
 * total_size, or the last page came back empty.
 */
export function nextOffset(pages: ListPage[]): number | undefined {
  if (!pages.length) return 1;
  const last = pages[pages.length - 1];
  const loaded = pages.reduce((sum, page) => sum + (page.products?.length ?? 0), 0);
  const total = Number(last.total_size) || 0;
  if (!last.products?.length || loaded >= total) return undefined;
  return pages.length + 1;
}

/** Lower-cased text without accents, for matching what a customer types against item names. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Items whose name contains every word of the search text, in their order. */
export function filterByName<T extends { name: string }>(items: T[], search: string): T[] {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  if (!words.length) return items;
  return items.filter((item) => {
    const name = searchable(item.name);
    return words.every((word) => name.includes(word));
  });
}
