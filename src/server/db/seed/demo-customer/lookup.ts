import type { Row, SeedRows } from '../rows';

export type StoreRow = Row<'stores'>;
export type ItemRow = Row<'items'>;

/** Seeded stores and items by slug (they exist: the demo customer's history is written for them). */
export function catalogLookup(rows: SeedRows) {
  return {
    store: (slug: string): StoreRow => rows.stores.find((st) => st.slug === slug)!,
    item: (slug: string): ItemRow => rows.items.find((it) => it.slug === slug)!,
  };
}

export type CatalogLookup = ReturnType<typeof catalogLookup>;
