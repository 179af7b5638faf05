import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db';
import { localized } from '../src/server/db/i18n';
import { items, stores, categories, storeSchedules } from '../src/server/db/schema';
(async () => {
  const h = await openDatabase({ dataDir: 'memory://' });
  const db = h.db;
  console.log(await db.select({ id: items.id, name: localized(items.name, items.translations, 'ar'), fr: localized(items.name, items.translations, 'fr'), p: items.price, fv: items.food_variations }).from(items).limit(2));
  console.log(await db.select({ n: sql<number>`count(*)::int`, s: stores.slug }).from(items).innerJoin(stores, eq(items.store_id, stores.id)).groupBy(stores.slug));
  console.log(await db.select().from(stores).where(eq(stores.id, 2)));
  console.log(await db.select().from(storeSchedules).where(eq(storeSchedules.store_id, 2)).limit(3));
  console.log((await db.select().from(categories).limit(3)));
  console.log(await db.execute(sql`select id, slug, variations, choice_options, stock from items where module_id=4 limit 2`));
  await h.close();
})().catch((e) => { console.error(e); process.exit(1); });
