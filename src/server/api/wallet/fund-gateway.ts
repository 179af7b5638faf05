import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { bestBonus } from '@/domain/wallet/rules';
import type { Db } from '../../db';
import { walletBonuses, walletFundRequests } from '../../db/schema';
import { catalogNow, localNow } from '../catalog/clock';
import { gm, type GatewayMessageKey } from '../orders/gateway-messages';
import { openLink } from '../payment/link';
import {
  amountText,
  callbackLocation,
  errorPage,
  escapeHtml,
  idParam,
  page,
  pageLocale,
  safeCallback,
} from '../payment/page';
import type { ApiContext } from '../types';
import { onceTransactionId, postWalletEntry } from './ledger';

/**
 * The demo gateway's page for a wallet top-up (/payment-mobile?fund_id&customer_id&payment_method
 * &callback&token, the link POST customer/wallet/add-fund answers; the token is the owner's, signed
 * and expiring: ../payment/link.ts): Pay credits the amount and the best running bonus to the
 * wallet once; Fail and Cancel credit nothing. Then, like an order payment, it redirects to the
 * callback with `flag=success|fail|cancel&&token=<base64>`.
 */

export type FundRow = typeof walletFundRequests.$inferSelect;

const FLAGS: Record<string, 'success' | 'fail' | 'cancel'> = {
  paid: 'success',
  failed: 'fail',
  canceled: 'cancel',
};

/** The running top-up bonuses (status on, today within their dates), oldest first. */
export async function runningBonuses(db: Db, now: Date = catalogNow()) {
  const today = localNow(now).date;
  return db
    .select()
    .from(walletBonuses)
    .where(
      and(
        eq(walletBonuses.status, 1),
        lte(walletBonuses.start_date, today),
        gte(walletBonuses.end_date, today),
      ),
    )
    .orderBy(asc(walletBonuses.id));
}

/** The bonus a top-up of `amount` earns now. */
export async function bonusNow(db: Db, amount: number, now?: Date): Promise<number> {
  return bestBonus(await runningBonuses(db, now), amount)?.value ?? 0;
}

type LoadedFund =
  | { error: Response }
  | { fund: FundRow; callback: URL; db: Db; locale: ReturnType<typeof pageLocale> };

async function loadFund(c: ApiContext): Promise<LoadedFund> {
  const input = c.var.input;
  const locale = pageLocale(c);
  const fundId = idParam(input.fund_id);
  const customerId = idParam(input.customer_id);
  if (fundId === null || customerId === null)
    return { error: errorPage(locale, gm(locale, 'invalid_fund_ids'), 400) };
  const db = await c.var.deps.getDb();
  // Checked before the top-up is read: without its owner's link nobody learns whether it exists.
  const subject = { kind: 'fund', id: fundId, customerId } as const;
  const opened = await openLink(db, input.token, [subject], catalogNow(), locale);
  if ('error' in opened) return opened;
  const [fund] = await db
    .select()
    .from(walletFundRequests)
    .where(and(eq(walletFundRequests.id, fundId), eq(walletFundRequests.user_id, customerId)))
    .limit(1);
  if (!fund) return { error: errorPage(locale, gm(locale, 'fund_not_found'), 404) };
  // The callback was checked when the top-up was asked for; checked again in case the origin moved.
  const callback =
    safeCallback(fund.callback ?? '/', c.var.ctx.origin) ?? new URL('/', c.var.ctx.origin);
  return { fund, callback, db, locale };
}

/** GET: the top-up's page (or a note that it is already complete). */
export async function fundPage(c: ApiContext): Promise<Response> {
  const loaded = await loadFund(c);
  if ('error' in loaded) return loaded.error;
  const { fund, db, locale } = loaded;
  const text = (key: GatewayMessageKey) => escapeHtml(gm(locale, key));
  if (fund.status !== 'pending') {
    const heading = escapeHtml(gm(locale, 'fund_heading', { id: fund.id }));
    return page(locale, gm(locale, 'fund_title'), `<h1>${heading}</h1><p>${text('fund_done')}</p>`);
  }
  // No action: each form posts to this page's own URL, so its token goes along (the POST checks it).
  const button = (choice: string, label: GatewayMessageKey, cls: string) =>
    `<form method="post"><input type="hidden" name="choice" value="${choice}"><button type="submit" class="${cls}">${text(label)}</button></form>`;
  const bonus = await bonusNow(db, fund.amount);
  const bonusRow = bonus
    ? `<dt>${text('bonus')}</dt><dd><bdi>${escapeHtml(await amountText(db, bonus))}</bdi></dd>`
    : '';
  return page(
    locale,
    gm(locale, 'fund_title'),
    `<h1>${text('fund_title')}</h1><p>${text('explanation')}</p>
<dl><dt>${text('amount')}</dt><dd><bdi>${escapeHtml(await amountText(db, fund.amount))}</bdi></dd>${bonusRow}<dt>${text('method')}</dt><dd><bdi>${escapeHtml(fund.payment_method)}</bdi></dd></dl>
<div class="row">${button('success', 'pay', 'pay')}${button('fail', 'fail', 'fail')}${button('cancel', 'cancel', 'cancel')}</div>`,
  );
}

/**
 * Ends a pending top-up as `choice` says, once (a conditional update: a double submit or another
 * process finds it no longer pending). Paid: the amount and the bonus running now are credited in
 * the same transaction, as one `add_fund` ledger row. Returns the top-up as it ended.
 */
export async function finishFund(
  db: Db,
  fund: FundRow,
  choice: 'success' | 'fail' | 'cancel',
): Promise<FundRow> {
  const now = catalogNow();
  const status = choice === 'success' ? 'paid' : choice === 'fail' ? 'failed' : 'canceled';
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const bonus = status === 'paid' ? await bonusNow(tx, fund.amount, now) : 0;
    const reference = `DEMO-FUND-${fund.id}-${now.getTime().toString(36).toUpperCase()}`;
    const [ended] = await tx
      .update(walletFundRequests)
      .set({
        status,
        bonus,
        transaction_reference: status === 'paid' ? reference : null,
        updated_at: now,
      })
      .where(and(eq(walletFundRequests.id, fund.id), eq(walletFundRequests.status, 'pending')))
      .returning();
    if (!ended) {
      const [current] = await tx
        .select()
        .from(walletFundRequests)
        .where(eq(walletFundRequests.id, fund.id));
      return current ?? fund;
    }
    if (status === 'paid')
      await postWalletEntry(tx, {
        userId: fund.user_id,
        type: 'add_fund',
        credit: fund.amount,
        adminBonus: bonus,
        reference: fund.payment_method,
        transactionId: onceTransactionId('add_fund', fund.id),
      });
    return ended;
  });
}

/** POST: with the owner's link (loadFund), ends the top-up and sends the customer back. */
export async function submitFund(c: ApiContext): Promise<Response> {
  const loaded = await loadFund(c);
  if ('error' in loaded) return loaded.error;
  const { fund, callback, db, locale } = loaded;
  const { choice } = c.var.input;
  if (choice !== 'success' && choice !== 'fail' && choice !== 'cancel')
    return errorPage(locale, gm(locale, 'unknown_choice'), 400);
  const ended = fund.status === 'pending' ? await finishFund(db, fund, choice) : fund;
  const flag = FLAGS[ended.status] ?? choice;
  const tokenText = `fund_id=${ended.id}&transaction_reference=${flag === 'success' ? (ended.transaction_reference ?? '') : ''}`;
  return c.redirect(callbackLocation(callback, flag, tokenText), 303);
}
