/**
 * Infinite lists (R-LIST-3): more pages load until the loaded count equals
 * total_size; changing a filter starts again from page 1 (a new query key).
 */

export interface CountedPage {
  total_size?: number | string | null;
}

/**
 * The next 1-based offset of a list whose entries sit under `count(page)`, or undefined when
 * everything is loaded (or the last page came back empty).
 */
export function nextPageOffset<P extends CountedPage>(
  pages: P[],
  count: (page: P) => number,
): number | undefined {
  if (!pages.length) return 1;
  const last = pages[pages.length - 1];
  const loaded = pages.reduce((sum, page) => sum + count(page), 0);
  const total = Number(last.total_size) || 0;
  if (count(last) === 0 || loaded >= total) return undefined;
  return pages.length + 1;
}

/** The total_size of the first page (the count in a list's sticky header). */
export function totalOf(pages: CountedPage[] | undefined): number {
  return Number(pages?.[0]?.total_size) || 0;
}
