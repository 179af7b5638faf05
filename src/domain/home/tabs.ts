/**
 * Tabs of the home sections (R-HOME-9, R-HOME-10, R-HOME-11):
 * - best-reviewed and recommended: tab 0 is all; tab n is the nth category of the listed items;
 * - new arrivals: tab 0 is all, then the categories the endpoint lists;
 * - best stores: Popular (0, default order), Top Rated (1, descending avg_rating), New (2,
 *   descending created_at).
 */

export interface TabItem {
  id: number;
  category_id?: number | string | null;
  category_ids?: { id: string | number; name?: string; position?: number }[];
}

export interface CategoryTab {
  id: number;
  name: string;
}

/** The main category of an item: position 1 of category_ids, else the first, else category_id. */
export function mainCategoryOf(item: TabItem): { id: number; name?: string } | null {
  const refs = Array.isArray(item.category_ids) ? item.category_ids : [];
  const ref = refs.find((entry) => Number(entry.position) === 1) ?? refs[0];
  if (ref && Number.isFinite(Number(ref.id))) return { id: Number(ref.id), name: ref.name };
  const id = Number(item.category_id);
  return Number.isFinite(id) && id > 0 ? { id } : null;
}

/** The categories of the listed items, in the order they first appear (named ones only). */
export function categoryTabsOf(items: TabItem[]): CategoryTab[] {
  const tabs: CategoryTab[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const category = mainCategoryOf(item);
    if (!category || !category.name || seen.has(category.id)) continue;
    seen.add(category.id);
    tabs.push({ id: category.id, name: category.name });
  }
  return tabs;
}

/**
 * The items of tab `index` (0 = all; n = the nth tab category). An item belongs to a category
 * when any of its category refs (category or sub-category) or its category_id names it.
 */
export function itemsOfTab<T extends TabItem>(items: T[], tabs: CategoryTab[], index: number): T[] {
  if (index <= 0) return items;
  const tab = tabs[index - 1];
  if (!tab) return items;
  return items.filter((item) => {
    const refs = Array.isArray(item.category_ids) ? item.category_ids : [];
    return refs.some((ref) => Number(ref.id) === tab.id) || Number(item.category_id) === tab.id;
  });
}

export const BEST_STORE_TABS = ['Popular', 'Top Rated', 'New'] as const;

export interface TabStore {
  id: number;
  avg_rating?: number | null;
  created_at?: string | null;
}

/** The stores of a best-store tab, sorted as the spec says (the input is not changed). */
export function storesOfTab<T extends TabStore>(stores: T[], tab: number): T[] {
  if (tab === 1) {
    return [...stores].sort((a, b) => (Number(b.avg_rating) || 0) - (Number(a.avg_rating) || 0));
  }
  if (tab === 2) {
    const time = (store: TabStore) => {
      const value = store.created_at ? Date.parse(store.created_at) : NaN;
      return Number.isFinite(value) ? value : 0;
    };
    return [...stores].sort((a, b) => time(b) - time(a));
  }
  return stores;
}

/** New arrivals: 10 items, 8 when the section banner sits beside them, 4 on phones. */
export function newArrivalCount(hasBanner: boolean, phone: boolean): number {
  if (phone) return 4;
  return hasBanner ? 8 : 10;
}

/** Common conditions: the products go on two rows when the condition has more than 7. */
export function conditionRows(totalSize: number): 1 | 2 {
  return totalSize > 7 ? 2 : 1;
}
