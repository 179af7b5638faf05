import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { pointTransfer, type LoyaltyConfig, type PointTransferError } from '@/domain/loyalty/rules';
import type { Db } from '../../db';
import { loyaltyPointTransactions } from '../../db/schema';
import { ApiError } from '../errors';
import type { ApiLocale } from '../locale';
import { currentUser, requireAuth } from '../middleware/guards';
import { readPage } from '../pagination';
import { Settings } from '../settings';
import type { ApiEnv } from '../types';
import { str, validate } from '../validation';
import { ledgerHistory } from '../wallet/history';
import { lockMember, postPointEntry, postWalletEntry } from '../wallet/ledger';
import { wm, type WalletMessageKey } from '../wallet/messages';
import { refreshMemberOrders } from '../wallet/refresh';

/**
 * Loyalty points (API-WALLET; auth:api, mounted at /customer/loyalty-point): the points' history
 * and their transfer to the wallet. Points are earned on delivery (../wallet/rewards.ts). 403
 * `loyalty_point` while loyalty points are off.
 */
export const loyaltyRoutes = new Hono<ApiEnv>();

loyaltyRoutes.use('*', requireAuth);

const LOYALTY_SETTINGS = [
  'loyalty_point_status',
  'loyalty_point_exchange_rate',
  'loyalty_point_minimum_point',
];

async function loyaltyConfig(db: Db, locale: ApiLocale): Promise<LoyaltyConfig> {
  const settings = await Settings.load(db, { only: LOYALTY_SETTINGS });
  if (!settings.bool('loyalty_point_status', false))
    throw ApiError.of(403, 'loyalty_point', wm(locale, 'loyalty_off'));
  return {
    exchangeRate: settings.num('loyalty_point_exchange_rate', 0),
    minimumPoint: settings.int('loyalty_point_minimum_point', 0),
  };
}

/** GET transactions?limit&offset (both required): `{total_size, limit, offset, data}`, newest first. */
loyaltyRoutes.get('/transactions', async (c) => {
  const user = currentUser(c);
  const { locale } = c.var.ctx;
  const db = await c.var.deps.getDb();
  await loyaltyConfig(db, locale);
  const page = readPage(c.var.input, { required: true, maxLimit: 100 });
  await refreshMemberOrders(db, user.id, locale);
  const where = eq(loyaltyPointTransactions.user_id, user.id);
  return c.json(await ledgerHistory(db, loyaltyPointTransactions, where, page));
});

const REFUSALS: Record<PointTransferError, WalletMessageKey> = {
  invalid: 'point_whole',
  below_minimum: 'point_below_minimum',
  insufficient: 'point_insufficient',
  no_value: 'point_no_value',
};

/**
 * POST point-transfer {point (integer ≥ 1)}: `{message}`. In one transaction, with the member's
 * row locked (so two transfers of the same points cannot both pass): the points leave
 * (`point_to_wallet`) and point ÷ loyalty_point_exchange_rate enters the wallet (`loyalty_point`).
 * 403 `point` for a fraction of a point, below loyalty_point_minimum_point or above the balance
 * (pointTransfer, src/domain/loyalty/rules.ts).
 */
loyaltyRoutes.post('/point-transfer', async (c) => {
  const user = currentUser(c);
  const { locale } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const config = await loyaltyConfig(db, locale);
  // Present; read as a number (pointsOf) and judged (a whole number, ≥ 1 …) by pointTransfer alone,
  // the rule the conversion form previews with (API-LOYALTY-1): both refuse the same texts.
  const { point } = validate(z.object({ point: str() }), c.var.input);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const balance = (await lockMember(tx, user.id))?.points ?? 0;
    const transfer = pointTransfer(point, balance, config);
    if (!transfer.ok)
      throw ApiError.of(
        403,
        'point',
        wm(locale, REFUSALS[transfer.error], { min: config.minimumPoint }),
      );
    const walletTransactionId = randomUUID();
    await postWalletEntry(tx, {
      userId: user.id,
      type: 'loyalty_point',
      credit: transfer.amount,
      reference: String(transfer.points),
      transactionId: walletTransactionId,
    });
    await postPointEntry(tx, {
      userId: user.id,
      type: 'point_to_wallet',
      debit: transfer.points,
      reference: walletTransactionId,
    });
  });
  return c.json({ message: wm(locale, 'point_transferred') });
});
