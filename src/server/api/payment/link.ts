import type { Db } from '../../db';
import type { ApiLocale } from '../locale';
import { gm, type GatewayMessageKey } from '../orders/gateway-messages';
import { errorPage, sameSignature, sign } from './page';

/**
 * The demo gateway's payment links (API-ORDERS-4, API-WALLET-1). Order and top-up ids are
 * sequential and guest ids travel in URLs, so the page and its form take nothing on ids alone: order
 * placement and add-fund hand the owner a link whose `token` is `<expiry, unix seconds>.<HMAC>` over
 * what it pays, for whom and until when. A stranger cannot make one, and a leaked one dies soon.
 */

/** How long a payment link stays valid: long enough to pay, short enough that a leaked one dies. */
export const PAYMENT_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * What a link pays: an order or a wallet top-up, and its owner's id (a member's, or a guest's: guest
 * ids are random above 2^48, member ids small, so the id alone names the owner).
 */
export interface LinkSubject {
  kind: 'order' | 'fund';
  id: number;
  customerId: number;
  /**
   * The owner is a guest: signed too, so that the page reads the order of that owner only
   * (ownerOf, ../orders/read.ts). A top-up's owner is always a member.
   */
  guest?: boolean;
}

export type LinkCheck = 'ok' | 'missing' | 'invalid' | 'expired';

// The `link:` prefix keeps these apart from any other text the same key signs; a member's text has
// no owner mark, as before guests were told apart, so links handed out earlier still open.
const signedText = (subject: LinkSubject, expires: number) =>
  `link:${subject.kind}:${subject.id}:${subject.guest ? 'guest:' : ''}${subject.customerId}:${expires}`;

const TOKEN = /^(\d{1,12})\.([a-f0-9]{64})$/;

/** A token for `subject`, valid for PAYMENT_LINK_TTL_MS from `now`. */
export async function signLink(db: Db, subject: LinkSubject, now: Date): Promise<string> {
  const expires = Math.floor((now.getTime() + PAYMENT_LINK_TTL_MS) / 1000);
  return `${expires}.${await sign(db, signedText(subject, expires))}`;
}

/**
 * Whether `token` opens `subject` at `now`. The signature is checked before the expiry, so a token
 * whose expiry was edited reads as invalid, not as expired.
 */
export async function checkLink(
  db: Db,
  token: unknown,
  subject: LinkSubject,
  now: Date,
): Promise<LinkCheck> {
  if (token === undefined || token === null || token === '') return 'missing';
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  if (!sameSignature(match[2], await sign(db, signedText(subject, expires)))) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : 'ok';
}

const REFUSALS: Record<LinkSubject['kind'], Record<Exclude<LinkCheck, 'ok'>, GatewayMessageKey>> = {
  order: { missing: 'link_missing', invalid: 'link_invalid', expired: 'link_expired' },
  fund: {
    missing: 'fund_link_missing',
    invalid: 'fund_link_invalid',
    expired: 'fund_link_expired',
  },
};

/**
 * Which of `subjects` (the same link for each kind of owner it may have) `token` opens at `now`:
 * `{subject}`, or `{error}`, the gateway's page saying why none does: no token, an expired one
 * signed for one of them, else an invalid one.
 */
export async function openLink(
  db: Db,
  token: unknown,
  subjects: readonly [LinkSubject, ...LinkSubject[]],
  now: Date,
  locale: ApiLocale,
): Promise<{ subject: LinkSubject } | { error: Response }> {
  let first: LinkCheck | null = null;
  for (const subject of subjects) {
    const check = await checkLink(db, token, subject, now);
    if (check === 'ok') return { subject };
    // Missing for one is missing for all; a token signed for this owner but expired says so.
    if (check === 'expired' || first === null) first = check;
    if (check !== 'invalid') break;
  }
  const refusal = REFUSALS[subjects[0].kind][first ?? 'invalid'];
  return { error: errorPage(locale, gm(locale, refusal), 403) };
}

/**
 * The gateway page's URL for `subject` on `origin`: its ids, then `params` (a top-up's method,
 * platform and callback), then the token. An order's caller adds its own method and callback.
 */
export async function paymentLink(
  db: Db,
  origin: string,
  subject: LinkSubject,
  now: Date,
  params: Record<string, string> = {},
): Promise<string> {
  const query = new URLSearchParams({
    [subject.kind === 'order' ? 'order_id' : 'fund_id']: String(subject.id),
    customer_id: String(subject.customerId),
    ...params,
    token: await signLink(db, subject, now),
  });
  return `${origin}/payment-mobile?${query.toString()}`;
}
