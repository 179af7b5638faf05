import { eq } from 'drizzle-orm';
import { pointsEarned } from '@/domain/loyalty/rules';
import type { Db } from '../../db';
import { orders, users } from '../../db/schema';
import { appendCustomerEvent } from '../events/store';
import { isApiLocale, type ApiLocale } from '../locale';
import { amountText } from '../payment/page';
import { Settings } from '../settings';
import { creditOrderCashback } from './cashback';
import { onceTransactionId, postPointEntry, postWalletEntry } from './ledger';
import { wm } from './messages';

/**
 * What a member earns when an order of theirs is delivered (called by the order simulation, once:
 * only the process whose update delivered the order calls it, and each credit is once-only in the
 * ledger besides): loyalty points, cash back, and their referrer's reward for their first
 * delivered order.
 */

type DeliveredOrder = typeof orders.$inferSelect;

const REWARD_SETTINGS = [
  'loyalty_point_status',
  'loyalty_point_item_purchase_point',
  'ref_earning_status',
  'ref_earning_exchange_rate',
];

/** `loyalty_point_item_purchase_point` % of the order amount, as points. */
export async function creditOrderPoints(
  db: Db,
  order: Pick<DeliveredOrder, 'id' | 'user_id' | 'order_amount'>,
  settings: Settings,
): Promise<number> {
  if (!settings.bool('loyalty_point_status', false)) return 0;
  const points = pointsEarned(
    order.order_amount,
    settings.num('loyalty_point_item_purchase_point', 0),
  );
  if (!points) return 0;
  const balance = await db.transaction((tx) =>
    postPointEntry(tx as unknown as Db, {
      userId: order.user_id,
      type: 'order_place',
      credit: points,
      reference: String(order.id),
      transactionId: onceTransactionId('loyalty_order', order.id),
    }),
  );
  return balance === null ? 0 : points;
}

/**
 * The referrer's reward (`ref_earning_exchange_rate`) when the member they referred has a first
 * order delivered: a `referrer` wallet entry, once per referred member, and a `referral_code`
 * push message in the referrer's language.
 */
export async function creditReferrer(
  db: Db,
  order: Pick<DeliveredOrder, 'id' | 'user_id'>,
  settings: Settings,
): Promise<number> {
  const reward = settings.num('ref_earning_exchange_rate', 0);
  if (!settings.bool('ref_earning_status', false) || !(reward > 0)) return 0;
  const [referee] = await db
    .select({ ref_by: users.ref_by, f_name: users.f_name, l_name: users.l_name })
    .from(users)
    .where(eq(users.id, order.user_id));
  if (!referee?.ref_by) return 0;
  const referrerId = referee.ref_by;
  const balance = await db.transaction((tx) =>
    postWalletEntry(tx as unknown as Db, {
      userId: referrerId,
      type: 'referrer',
      credit: reward,
      reference: String(order.id),
      transactionId: onceTransactionId('referrer', order.user_id),
    }),
  );
  if (balance === null) return 0;
  const [referrer] = await db
    .select({ locale: users.current_language_key })
    .from(users)
    .where(eq(users.id, referrerId));
  const locale: ApiLocale = referrer && isApiLocale(referrer.locale) ? referrer.locale : 'en';
  const name = [referee.f_name, referee.l_name].filter(Boolean).join(' ');
  await appendCustomerEvent(db, { userId: referrerId }, 'referral_code', {
    title: wm(locale, 'referral_title'),
    body: wm(locale, 'referral_body', { name, amount: await amountText(db, reward) }),
    image: null,
  });
  return reward;
}

/**
 * Every reward of a delivered member order. One that fails is logged and does not undo the
 * delivery or the other rewards (each is its own transaction).
 */
export async function creditDeliveryRewards(db: Db, order: DeliveredOrder): Promise<void> {
  if (order.is_guest) return;
  const settings = await Settings.load(db, { only: REWARD_SETTINGS });
  const rewards: [string, () => Promise<number>][] = [
    ['loyalty points', () => creditOrderPoints(db, order, settings)],
    ['cash back', () => creditOrderCashback(db, order)],
    ['referral', () => creditReferrer(db, order, settings)],
  ];
  for (const [name, credit] of rewards) {
    try {
      await credit();
    } catch (error) {
      console.error(`[api] ${name} of order ${order.id} failed:`, error);
    }
  }
}
