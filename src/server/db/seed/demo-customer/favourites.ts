import type { Db } from '../../index';
import * as s from '../../schema';
import type { At } from './clock';
import type { CatalogLookup } from './lookup';

/** Three wished items, two wished stores and three visited stores. */
export async function seedCustomerFavourites(
  db: Db,
  uid: number,
  { store, item }: CatalogLookup,
  at: At,
): Promise<void> {
  const napoli = store('casa-pizza-napoli');
  const tajine = store('dar-tajine');
  const maarif = store('marche-frais-maarif');
  await db.insert(s.wishlists).values([
    { user_id: uid, item_id: item('pizza-margherita-casa-pizza-napoli').id },
    { user_id: uid, item_id: item('tagine-lamb-prunes-dar-tajine').id },
    { user_id: uid, item_id: item('apples-red-marche-frais-maarif').id },
    { user_id: uid, store_id: napoli.id },
    { user_id: uid, store_id: tajine.id },
  ]);
  await db.insert(s.visits).values([
    { user_id: uid, store_id: napoli.id!, visit_count: 5, last_visited_at: at(3) },
    { user_id: uid, store_id: tajine.id!, visit_count: 2, last_visited_at: at(0, 40) },
    { user_id: uid, store_id: maarif.id!, visit_count: 1, last_visited_at: at(10) },
  ]);
}
