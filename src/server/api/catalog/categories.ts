import { formatCategory, type CategoryRow } from '../format/category';
import type { Scope } from './scope';

export const byPriority = (a: CategoryRow, b: CategoryRow) =>
  b.priority - a.priority || a.id - b.id;

/** Top-level categories with their `childes` (full Category shape), from a flat list of rows. */
export function nestCategories(rows: CategoryRow[], scope: Scope) {
  const sorted = [...rows].sort(byPriority);
  return sorted
    .filter((row) => row.parent_id === 0)
    .map((top) => {
      const childes = sorted.filter((row) => row.parent_id === top.id);
      return {
        ...formatCategory(top, scope.locale, scope.origin, { childes_count: childes.length }),
        childes: childes.map((child) => formatCategory(child, scope.locale, scope.origin)),
      };
    });
}

/** The categories and sub-categories a store sells (its menu tabs), nested. */
export function storeMenuCategories(scope: Scope, categoryIds: number[]) {
  const rows = categoryIds
    .map((id) => scope.ref.categories.get(id))
    .filter((row): row is CategoryRow => row !== undefined && row.status === 1);
  return nestCategories(rows, scope);
}
