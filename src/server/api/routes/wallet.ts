import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ADD_FUND, WALLET_FILTER_TYPES, WALLET_FILTERS } from '@/domain/wallet/rules';
import { roundMoney } from '@/domain/order';
import { translate } from '../../db/i18n';
import { walletFundRequests, walletTransactions } from '../../db/schema';
import { ApiError } from '../errors';
import { iso } from '../format/common';
import { currentUser, requireAuth } from '../middleware/guards';
import { readPage } from '../pagination';
import { catalogNow } from '../catalog/clock';
import { paymentLink } from '../payment/link';
import { gatewayKeys, safeCallback } from '../payment/page';
import { Settings } from '../settings';
import type { ApiContext, ApiEnv } from '../types';
import { num, str, validate } from '../validation';
import { runningBonuses } from '../wallet/fund-gateway';
import { wm } from '../wallet/messages';
import { ledgerHistory } from '../wallet/history';
import { refreshMemberOrders } from '../wallet/refresh';

/**
 * The member's wallet (API-WALLET; auth:api, mounted at /customer/wallet): the ledger's history,
 * the running top-up bonuses, and a top-up through the demo payment gateway. 403 `wallet` while
 * the wallet is off (customer_wallet_status 0).
 */
export const walletRoutes = new Hono<ApiEnv>();

walletRoutes.use('*', requireAuth);

const WALLET_SETTINGS = [
  'customer_wallet_status',
  'add_fund_status',
  'digital_payment',
  'active_payment_method_list',
];

async function walletContext(c: ApiContext) {
  const user = currentUser(c);
  const db = await c.var.deps.getDb();
  const settings = await Settings.load(db, { only: WALLET_SETTINGS });
  if (!settings.bool('customer_wallet_status', false))
    throw ApiError.of(403, 'wallet', wm(c.var.ctx.locale, 'wallet_off'));
  return { user, db, settings, locale: c.var.ctx.locale };
}

/**
 * GET transactions?limit&offset&type (limit and offset required): `{total_size, limit, offset,
 * data}`, newest first; `type` (order | loyalty_point | add_fund | referrer | CashBack; "all" or
 * none for every entry) filters by what the entries are for.
 */
walletRoutes.get('/transactions', async (c) => {
  const { user, db, locale } = await walletContext(c);
  const page = readPage(c.var.input, { required: true, maxLimit: 100 });
  const { type } = validate(z.object({ type: z.enum([...WALLET_FILTERS, 'all']).optional() }), {
    type: c.var.input.type === '' ? undefined : c.var.input.type,
  });
  await refreshMemberOrders(db, user.id, locale);
  const where = and(
    eq(walletTransactions.user_id, user.id),
    type && type !== 'all'
      ? inArray(walletTransactions.transaction_type, [...WALLET_FILTER_TYPES[type]])
      : undefined,
  );
  return c.json(await ledgerHistory(db, walletTransactions, where, page));
});

/** GET bonuses: the running top-up bonuses (status on, today within their dates). */
walletRoutes.get('/bonuses', async (c) => {
  const { db, locale } = await walletContext(c);
  const rows = await runningBonuses(db);
  return c.json(
    rows.map((row) => ({
      id: row.id,
      title: translate(row.translations, locale, 'title', row.title),
      description: translate(row.translations, locale, 'description', row.description ?? ''),
      bonus_type: row.bonus_type,
      bonus_amount: row.bonus_amount,
      minimum_add_amount: row.minimum_add_amount,
      maximum_bonus_amount: row.maximum_bonus_amount,
      start_date: row.start_date,
      end_date: row.end_date,
      status: row.status,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
  );
});

const addFundSchema = z.object({
  amount: num().pipe(z.number().min(ADD_FUND.min).max(ADD_FUND.max)),
  payment_method: str().pipe(z.string().min(1).max(50)),
  payment_platform: z.enum(['web', 'app']).optional(),
  callback: str().pipe(z.string().max(2000)).optional(),
});

/**
 * POST add-fund {amount (1 to ADD_FUND.max), payment_method (a gateway key), payment_platform,
 * callback (on this site)}: `{redirect_link}`, the demo gateway's page for the top-up
 * (../wallet/fund-gateway.ts), with the member's signed, expiring token (../payment/link.ts).
 * 403 while adding funds or digital payment is off.
 */
walletRoutes.post('/add-fund', async (c) => {
  const { user, db, settings, locale } = await walletContext(c);
  if (!settings.bool('add_fund_status', false))
    throw ApiError.of(403, 'add_fund', wm(locale, 'add_fund_off'));
  if (!settings.bool('digital_payment', false))
    throw ApiError.of(403, 'payment_method', wm(locale, 'digital_payment_off'));
  const input = validate(addFundSchema, c.var.input);
  if (!gatewayKeys(settings).includes(input.payment_method))
    throw ApiError.of(403, 'payment_method', wm(locale, 'gateway_unknown'));
  const { origin } = c.var.ctx;
  const callback = input.callback ? safeCallback(input.callback, origin) : null;
  if (input.callback && !callback)
    throw ApiError.of(403, 'callback', wm(locale, 'callback_foreign'));
  const platform = input.payment_platform ?? 'web';
  const [fund] = await db
    .insert(walletFundRequests)
    .values({
      user_id: user.id,
      amount: roundMoney(input.amount),
      payment_method: input.payment_method,
      payment_platform: platform,
      callback: callback?.toString() ?? null,
    })
    .returning({ id: walletFundRequests.id });
  const link = await paymentLink(
    db,
    origin,
    { kind: 'fund', id: fund.id, customerId: user.id },
    catalogNow(),
    {
      payment_method: input.payment_method,
      payment_platform: platform,
      ...(callback ? { callback: callback.toString() } : {}),
    },
  );
  return c.json({ redirect_link: link });
});
