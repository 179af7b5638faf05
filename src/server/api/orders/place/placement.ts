import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db';
import { parcelCategories, stores, users, zones } from '../../../db/schema';
import { normalizeEmail, normalizePhone } from '../../../auth';
import { storeStats } from '../../catalog/stores';
import type { ApiLocale } from '../../locale';
import { om } from '../messages';
import { readImages } from '../uploads';
import { checkCheckout, checkStore, checkZonePayment, deliveryZone, scheduleTime } from './policy';
import { contactOf } from './request';
import {
  forbid,
  type Contact,
  type ParcelCategoryRow,
  type PlaceRequest,
  type Placement,
  type StoreRow,
  type ZoneRow,
} from './shared';

/**
 * Step 2, the policy checks before the transaction, in order (the first that fails is the answer):
 * checkout rules, the attachments, a guest's new account, the schedule, the store, the zone and its
 * payment methods, the parcel category. The rules are the pure functions of ./policy.ts; this
 * reads what they judge.
 */
export async function checkPlacement(req: PlaceRequest): Promise<Placement> {
  const { input, locale, scope } = req;
  const { db } = scope;
  const checkout = checkCheckout(input, {
    isGuest: req.shopper.isGuest,
    moduleType: scope.module.module_type,
    settings: req.settings,
    locale,
  });
  // Attachments (images only, ≤ 3, ≤ 2 MB each).
  const images = await readImages(req.raw.order_attachment, 'order_attachment', locale);
  if (req.prescription && !images.length)
    throw forbid('order_attachment', om(locale, 'prescription_required'));
  const contact = contactOf(input, req.user);
  if (req.shopper.isGuest && input.create_new_user) await checkAccountFree(db, contact, locale);
  const scheduleAt = scheduleTime(input.schedule_at, req.now, locale);
  const store = checkout.isParcel ? null : await openStore(req, scheduleAt);
  const { zoneRow, zoneId } = await orderZone(req, store, checkout.isParcel);
  checkZonePayment(checkout.method, zoneRow, locale);
  const parcelCategory = checkout.isParcel
    ? await readParcelCategory(db, input.parcel_category_id!, scope.module.id, locale)
    : undefined;
  return { ...checkout, images, contact, scheduleAt, store, zoneId, zoneRow, parcelCategory };
}

/** create_new_user: the contact's phone (required) and email must belong to no account yet. */
export async function checkAccountFree(db: Db, contact: Contact, locale: ApiLocale): Promise<void> {
  const phone = normalizePhone(contact.contact_person_number);
  const email = contact.contact_person_email ? normalizeEmail(contact.contact_person_email) : null;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(phone ? eq(users.phone, phone) : undefined, email ? eq(users.email, email) : undefined),
    )
    .limit(1);
  if (taken || !phone) throw forbid('contact_person_number', om(locale, 'account_exists'));
}

/** The ordering store: active, of the module, and taking this order at its time (checkStore). */
async function openStore(req: PlaceRequest, scheduleAt: Date | null): Promise<StoreRow> {
  const { scope, input, locale } = req;
  const [store] = await scope.db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.id, input.store_id!),
        eq(stores.status, 1),
        eq(stores.module_id, scope.module.id),
      ),
    );
  if (!store) throw forbid('store_id', om(locale, 'store_not_found'));
  checkStore(store, {
    orderType: input.order_type,
    prescription: req.prescription,
    scheduleAt,
    now: req.now,
    schedules: storeStats(scope, store.id).schedules,
    settings: req.settings,
    locale,
  });
  return store;
}

/** The delivery address's zone (deliveryZone), or for a take-away the store's zone. */
async function orderZone(
  req: PlaceRequest,
  store: StoreRow | null,
  isParcel: boolean,
): Promise<{ zoneRow: ZoneRow | undefined; zoneId: number | null }> {
  const { scope, input } = req;
  if (input.order_type !== 'take_away') {
    const zoneRows = await scope.db.select().from(zones).where(eq(zones.status, 1));
    return deliveryZone(zoneRows, {
      point: { lat: input.latitude!, lng: input.longitude! },
      store,
      allZones: scope.module.all_zone_service === 1,
      isParcel,
      zoneHeader: Boolean(scope.zoneIds),
      locale: req.locale,
    });
  }
  if (!store) return { zoneRow: undefined, zoneId: null };
  const [zoneRow] = await scope.db.select().from(zones).where(eq(zones.id, store.zone_id));
  return { zoneRow, zoneId: store.zone_id };
}

/** A parcel's category: active and of the module. */
async function readParcelCategory(
  db: Db,
  id: number,
  moduleId: number,
  locale: ApiLocale,
): Promise<ParcelCategoryRow> {
  const [category] = await db
    .select()
    .from(parcelCategories)
    .where(
      and(
        eq(parcelCategories.id, id),
        eq(parcelCategories.module_id, moduleId),
        eq(parcelCategories.status, 1),
      ),
    );
  if (!category) throw forbid('parcel_category_id', om(locale, 'parcel_category'));
  return category;
}
