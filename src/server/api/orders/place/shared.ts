import type { User } from '../../../db/schema';
import type { parcelCategories, zones } from '../../../db/schema';
import type { LocalNow } from '../../catalog/clock';
import type { Scope } from '../../catalog/scope';
import type { Shopper } from '../../customer/shopper';
import { ApiError } from '../../errors';
import type { StoreRow } from '../../format/store';
import type { ApiLocale } from '../../locale';
import type { Settings } from '../../settings';
import type { Input } from '../../types';
import type { PlaceInput } from '../input';
import type { CheckedImage } from '../uploads';

/**
 * Types shared by the steps of order placement (src/server/api/orders/place.ts calls them in
 * order): what the request said, and what the checks before the transaction established.
 */

export type { StoreRow };
export type ZoneRow = typeof zones.$inferSelect;
export type ParcelCategoryRow = typeof parcelCategories.$inferSelect;
export type PaymentMethod = PlaceInput['payment_method'];

/** A catalogue scope whose module is known (placement requires the moduleId header). */
export type OrderScope = Scope & { module: NonNullable<Scope['module']> };

/** The order's contact (the body's, else the signed-in customer's). */
export interface Contact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
}

/** Step 1, the request as read: who orders, what they sent, and the settings it is judged by. */
export interface PlaceRequest {
  scope: OrderScope;
  shopper: Shopper;
  /** The signed-in customer (null for a guest). */
  user: User | null;
  /** The raw body (for the double-submit fingerprint and the attachments). */
  raw: Input;
  input: PlaceInput;
  prescription: boolean;
  /** The Idempotency-Key header, trimmed (undefined when absent). */
  headerKey: string | undefined;
  settings: Settings;
  now: LocalNow;
  locale: ApiLocale;
}

/** Step 2, what the policy checks established before the transaction starts. */
export interface Placement {
  isParcel: boolean;
  method: PaymentMethod;
  /** Part paid from the wallet, the rest with `method`. */
  partial: boolean;
  images: CheckedImage[];
  contact: Contact;
  /** The requested time, or null for now. */
  scheduleAt: Date | null;
  /** The ordering store (null for a parcel). */
  store: StoreRow | null;
  zoneId: number | null;
  /** The delivery zone (the store's zone for a take-away). */
  zoneRow: ZoneRow | undefined;
  parcelCategory: ParcelCategoryRow | undefined;
}

/** Placement refusals are 403s with the field (or rule) as the code. */
export const forbid = (code: string, message: string) => ApiError.of(403, code, message);

/** A schedule more than a minute ahead is a scheduled order (within it, the order is for now). */
export const SCHEDULE_SLACK_MS = 60_000;

export const isScheduledLater = (scheduleAt: Date | null, now: LocalNow): boolean =>
  scheduleAt !== null && scheduleAt.getTime() > now.instant.getTime() + SCHEDULE_SLACK_MS;

/** Food modules keep no stock; the others check and take it (restoreOrderStock gives it back). */
export const tracksStock = (moduleType: string): boolean => moduleType !== 'food';
