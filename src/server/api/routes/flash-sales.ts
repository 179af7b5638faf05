import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { translate } from '../../db/i18n';
import { flashSaleItems, flashSales, items } from '../../db/schema';
import { formatItemHits, queryItems } from '../catalog/items';
import { catalogPage, idField, query } from '../catalog/params';
import { resolveScope, type Scope } from '../catalog/scope';
import { ApiError } from '../errors';
import { iso } from '../format/common';
import { paginated } from '../pagination';
import type { ApiEnv } from '../types';

/** Flash sales (API-CONTENT-4). A missing zoneId answers the error body with HTTP 200 here. */
export const flashSaleRoutes = new Hono<ApiEnv>();

type SaleRow = typeof flashSales.$inferSelect;
type SaleItemRow = typeof flashSaleItems.$inferSelect;

/** The module's published sale running now (the most recently started), or undefined. */
async function runningSale(scope: Scope, id?: number): Promise<SaleRow | undefined> {
  const at = scope.now.instant;
  const [row] = await scope.db
    .select()
    .from(flashSales)
    .where(
      and(
        eq(flashSales.module_id, scope.module!.id),
        eq(flashSales.status, 1),
        eq(flashSales.is_publish, 1),
        lte(flashSales.start_date, at),
        gte(flashSales.end_date, at),
        id === undefined ? undefined : eq(flashSales.id, id),
      ),
    )
    .orderBy(desc(flashSales.start_date), desc(flashSales.id))
    .limit(1);
  return row;
}

function formatSale(sale: SaleRow, scope: Scope) {
  return {
    id: sale.id,
    module_id: sale.module_id,
    title: translate(sale.translations, scope.locale, 'title', sale.title),
    is_publish: sale.is_publish,
    status: sale.status,
    admin_discount_percentage: sale.admin_discount_percentage,
    vendor_discount_percentage: sale.vendor_discount_percentage,
    start_date: iso(sale.start_date),
    end_date: iso(sale.end_date),
    created_at: iso(sale.created_at),
    updated_at: iso(sale.updated_at),
  };
}

/**
 * FlashSaleItems of the sale whose item is visible in the scope, in sale order, each with its Item
 * (whose discount and stock come from the sale while it has stock).
 */
async function saleProducts(scope: Scope, saleId: number, page?: { limit: number; skip: number }) {
  const inSale = sql`${items.id} in (select fsi.item_id from ${flashSaleItems} fsi
    where fsi.flash_sale_id = ${saleId} and fsi.status = 1)`;
  const { hits, total } = await queryItems(scope, {
    where: [inSale],
    order: [asc(items.id)],
    limit: page?.limit,
    skip: page?.skip,
  });
  const lines: SaleItemRow[] = hits.length
    ? await scope.db
        .select()
        .from(flashSaleItems)
        .where(
          and(
            eq(flashSaleItems.flash_sale_id, saleId),
            eq(flashSaleItems.status, 1),
            inArray(
              flashSaleItems.item_id,
              hits.map((h) => h.item.id),
            ),
          ),
        )
    : [];
  const lineOf = new Map(lines.map((line) => [line.item_id, line]));
  const products = formatItemHits(scope, hits).flatMap((item) => {
    const line = lineOf.get(item.id);
    if (!line) return [];
    return [
      {
        id: line.id,
        flash_sale_id: line.flash_sale_id,
        item_id: line.item_id,
        stock: line.stock,
        sold: line.sold,
        available_stock: line.available_stock,
        discount_type: line.discount_type,
        discount: line.discount,
        discount_amount: line.discount_amount,
        price: line.price,
        status: line.status,
        created_at: iso(line.created_at),
        updated_at: iso(line.updated_at),
        item,
      },
    ];
  });
  return { products, total };
}

/** GET /flash-sales: the running sale with its `active_products`, or `{}`. */
flashSaleRoutes.get('/', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required200' });
  const sale = await runningSale(scope);
  if (!sale) return c.json({});
  const { products } = await saleProducts(scope, sale.id);
  return c.json({ ...formatSale(sale, scope), active_products: products });
});

/** GET /flash-sales/items?flash_sale_id&limit&offset: the sale's products, paginated; 403 when not running. */
flashSaleRoutes.get('/items', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required200' });
  const { flash_sale_id } = query(c.var.input, { flash_sale_id: idField() });
  const page = catalogPage(c.var.input, 10);
  const sale = await runningSale(scope, flash_sale_id);
  if (!sale) throw ApiError.of(403, 'flash_sale', 'Flash sale is not running.');
  const { products, total } = await saleProducts(scope, sale.id, page);
  return c.json({
    ...paginated('products', products, total, page),
    flash_sale: formatSale(sale, scope),
  });
});
