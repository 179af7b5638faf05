import { MODULE_ID } from '../data/core';
import { DAY, daysAgo, round2, tr, type SeedContext } from '../helpers';
import type { Row, SeedRows } from '../rows';
import type { L3, ModuleKey } from '../types';

type FlashSaleRows = Pick<SeedRows, 'flashSales' | 'flashSaleItems'>;

/** The flash sales (grocery and shop, running now) and how many items each puts on sale. */
const FLASH_SALES: { module: ModuleKey; count: number; title: L3 }[] = [
  {
    module: 'grocery',
    count: 16,
    title: ['Fresh Flash Sale', 'تخفيضات خاطفة طازجة', 'Vente flash fraîcheur'],
  },
  {
    module: 'shop',
    count: 12,
    title: ['Mega Flash Sale', 'تخفيضات خاطفة كبرى', 'Méga vente flash'],
  },
];

/** Random in-stock items of the module in zone 1, at most one per product template. */
function pickSaleItems(
  ctx: SeedContext,
  moduleKey: ModuleKey,
  count: number,
  items: SeedRows['items'],
  storeRow: Map<number, Row<'stores'>>,
): Set<number> {
  const candidates = items.filter(
    (it) =>
      it.module_id === MODULE_ID[moduleKey] &&
      (it.stock ?? 0) > 0 &&
      storeRow.get(it.store_id)?.zone_id === 1,
  );
  const chosen = new Set<number>();
  for (const it of ctx.rng.sample(candidates, candidates.length)) {
    if (chosen.size >= count) break;
    // one item per product template keeps the sale varied
    const templateKey = it.slug.replace(/-[a-z0-9-]+$/, '');
    if ([...chosen].some((cid) => items[cid - 1].slug.startsWith(templateKey))) continue;
    chosen.add(it.id!);
  }
  return chosen;
}

/** Flash sales running from yesterday to a week ahead, each item with its stock partly sold. */
export function buildFlashSales(
  ctx: SeedContext,
  items: SeedRows['items'],
  storeRow: Map<number, Row<'stores'>>,
): FlashSaleRows {
  const { now, rng } = ctx;
  const out: FlashSaleRows = { flashSales: [], flashSaleItems: [] };
  FLASH_SALES.forEach((f, i) => {
    const saleId = i + 1;
    out.flashSales.push({
      id: saleId,
      module_id: MODULE_ID[f.module],
      title: f.title[0],
      is_publish: 1,
      status: 1,
      admin_discount_percentage: 60,
      vendor_discount_percentage: 40,
      start_date: daysAgo(now, 1),
      end_date: new Date(now.getTime() + 7 * DAY),
      translations: tr({ title: f.title }),
      created_at: daysAgo(now, 2),
    });
    for (const itemId of pickSaleItems(ctx, f.module, f.count, items, storeRow)) {
      const it = items[itemId - 1];
      const stock = rng.int(20, 60);
      const sold = rng.int(2, stock - 4);
      const discount = rng.pick([10, 15, 20, 25, 30]);
      out.flashSaleItems.push({
        id: out.flashSaleItems.length + 1,
        flash_sale_id: saleId,
        item_id: itemId,
        stock,
        sold,
        available_stock: stock - sold,
        discount_type: 'percent',
        discount,
        discount_amount: round2((it.price * discount) / 100),
        price: it.price,
        status: 1,
      });
    }
  });
  return out;
}
