import type { SearchSuggestions } from '@/api/catalogTypes';
import type { ModuleType } from '@/api/types';
import { storeHref } from '@/domain/catalog/links';

/** An entry of the search dropdown: a recent search, a suggested item, or a suggested store. */
export type SearchOption =
  | { kind: 'history'; label: string }
  | { kind: 'item'; label: string; id: number }
  | { kind: 'store'; label: string; href: string };

/** The term the box starts with: the one the results page on screen shows, else none. */
export function shownSearchTerm(pathname: string, query: Record<string, unknown>): string {
  return pathname === '/home' && typeof query.search === 'string' && query.data_type === 'searched'
    ? query.search
    : '';
}

/**
 * The dropdown's options, in screen order: the recent searches when the box is empty, else up to
 * 8 suggested items then up to 5 stores (each linking to its store page).
 */
export function searchOptions(
  mode: 'history' | 'suggestions',
  history: readonly string[],
  data: SearchSuggestions | undefined,
  moduleType: ModuleType | null,
): SearchOption[] {
  if (mode === 'history') return history.map((label) => ({ kind: 'history', label }));
  return [
    ...(data?.items ?? [])
      .slice(0, 8)
      .map((item) => ({ kind: 'item' as const, label: item.name, id: item.id })),
    ...(data?.stores ?? []).slice(0, 5).map((store) => ({
      kind: 'store' as const,
      label: store.name,
      href: storeHref(store, { moduleType }),
    })),
  ];
}

/**
 * The option an arrow key moves to: -1 is the text box itself; the options follow and wrap
 * around.
 */
export function nextActiveOption(index: number, step: 1 | -1, count: number): number {
  const next = index + step;
  if (next < -1) return count - 1;
  return next >= count ? -1 : next;
}
