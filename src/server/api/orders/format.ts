import { ASSET_FOLDERS } from '../../db/seed/assets';
import type { deliveryMen, orderDetails, orderPayments, parcelCategories } from '../../db/schema';
import { localNow } from '../catalog/clock';
import { translate } from '../../db/i18n';
import type { ApiLocale } from '../locale';
import { assetUrl } from '../urls';
import { iso } from '../format/common';
import type { OrderRow } from './simulation';
import { attachmentUrl } from './uploads';

export type OrderDetailRow = typeof orderDetails.$inferSelect;
export type DeliveryManRow = typeof deliveryMen.$inferSelect;
export type ParcelCategoryRow = typeof parcelCategories.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** "Y-m-d H:i:s" at the marketplace's local time (API-CORE-5), or null. */
export function orderTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  const local = localNow(value);
  return `${local.date} ${local.time}`;
}

const STATUS_TIMES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
] as const;

export function formatDeliveryMan(
  dm: DeliveryManRow,
  origin: string,
  position: { lat: number; lng: number } | null,
) {
  return {
    id: dm.id,
    f_name: dm.f_name,
    l_name: dm.l_name,
    phone: dm.phone,
    email: dm.email,
    image: dm.image,
    image_full_url: assetUrl(origin, ASSET_FOLDERS.delivery_man, dm.image),
    zone_id: dm.zone_id,
    vehicle_id: dm.vehicle_id,
    avg_rating: Math.round(Number(dm.avg_rating) * 100) / 100,
    rating_count: dm.rating_count,
    lat: position ? String(position.lat) : dm.lat,
    lng: position ? String(position.lng) : dm.lng,
    location: dm.location,
    status: dm.status,
    active: dm.active,
    created_at: iso(dm.created_at),
    updated_at: iso(dm.updated_at),
  };
}

export function formatParcelCategory(row: ParcelCategoryRow, locale: ApiLocale, origin: string) {
  return {
    id: row.id,
    image: row.image,
    image_full_url: assetUrl(origin, ASSET_FOLDERS.parcel_category, row.image),
    name: translate(row.translations, locale, 'name', row.name),
    description: translate(row.translations, locale, 'description', row.description),
    status: row.status,
    module_id: row.module_id,
    parcel_per_km_shipping_charge: row.parcel_per_km_shipping_charge,
    parcel_minimum_shipping_charge: row.parcel_minimum_shipping_charge,
  };
}

export interface OrderRelations {
  moduleType: string | null;
  store?: unknown;
  deliveryMan?: ReturnType<typeof formatDeliveryMan> | null;
  parcelCategory?: ReturnType<typeof formatParcelCategory> | null;
  detailsCount: number;
  payments?: OrderPaymentRow[];
  /** Track only. */
  extra?: Record<string, unknown>;
}

/** Order JSON (API-ORDERS-6): list, running-orders and track. */
export function formatOrder(order: OrderRow, rel: OrderRelations, origin: string) {
  const times = Object.fromEntries(STATUS_TIMES.map((key) => [key, orderTime(order[key])]));
  return {
    id: order.id,
    user_id: order.user_id,
    is_guest: order.is_guest,
    order_amount: order.order_amount,
    coupon_discount_amount: order.coupon_discount_amount,
    coupon_discount_title: order.coupon_discount_title,
    coupon_code: order.coupon_code,
    coupon_created_by: order.coupon_created_by,
    store_discount_amount: order.store_discount_amount,
    flash_admin_discount_amount: order.flash_admin_discount_amount,
    flash_store_discount_amount: order.flash_store_discount_amount,
    ref_bonus_amount: order.ref_bonus_amount,
    total_tax_amount: order.total_tax_amount,
    tax_status: order.tax_status,
    tax_percentage: order.tax_percentage,
    tax_type: order.tax_type,
    delivery_charge: order.delivery_charge,
    original_delivery_charge: order.original_delivery_charge,
    additional_charge: order.additional_charge,
    extra_packaging_amount: order.extra_packaging_amount,
    dm_tips: order.dm_tips,
    partially_paid_amount: order.partially_paid_amount,
    bring_change_amount: order.bring_change_amount,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    transaction_reference: order.transaction_reference,
    order_status: order.order_status,
    ...times,
    canceled_by: order.canceled_by,
    cancellation_reason: order.cancellation_reason,
    cancellation_note: order.cancellation_note,
    order_type: order.order_type,
    store_id: order.store_id,
    zone_id: order.zone_id,
    module_id: order.module_id,
    module_type: rel.moduleType,
    delivery_man_id: order.delivery_man_id,
    schedule_at: orderTime(order.schedule_at),
    scheduled: order.scheduled,
    delivery_time: order.delivery_time,
    processing_time: order.processing_time,
    distance: order.distance,
    dm_vehicle_id: order.dm_vehicle_id,
    otp: order.otp,
    order_note: order.order_note,
    delivery_instruction: order.delivery_instruction,
    unavailable_item_note: order.unavailable_item_note,
    cutlery: order.cutlery,
    prescription_order: order.prescription_order,
    free_delivery_by: order.free_delivery_by,
    discount_on_product_by: order.discount_on_product_by,
    edited: order.edited,
    checked: order.checked,
    callback: order.callback,
    delivery_address: order.delivery_address,
    receiver_details: order.receiver_details,
    charge_payer: order.charge_payer,
    parcel_category_id: order.parcel_category_id,
    parcel_category: rel.parcelCategory ?? null,
    order_attachment: JSON.stringify(order.order_attachment),
    order_attachment_full_url: order.order_attachment.map((file) => attachmentUrl(origin, file)),
    order_proof_full_url: order.order_proof.map((file) => attachmentUrl(origin, file)),
    store: rel.store ?? null,
    delivery_man: rel.deliveryMan ? [rel.deliveryMan] : null,
    refund: null,
    details_count: rel.detailsCount,
    refund_cancellation_note: null,
    refund_customer_note: null,
    created_at: orderTime(order.created_at),
    updated_at: orderTime(order.updated_at),
    ...(rel.payments
      ? {
          payments: rel.payments.map((p) => ({
            id: p.id,
            order_id: p.order_id,
            transaction_ref: p.transaction_ref,
            amount: p.amount,
            payment_status: p.payment_status,
            payment_method: p.payment_method,
            created_at: iso(p.created_at),
            updated_at: iso(p.updated_at),
          })),
        }
      : {}),
    ...(rel.extra ?? {}),
  };
}

/** OrderDetail JSON (API-ORDERS-6). */
export function formatOrderDetail(detail: OrderDetailRow, origin: string) {
  const item = detail.item_details as { image?: string | null; images?: unknown[] };
  const images = Array.isArray(item.images) ? item.images : [];
  return {
    id: detail.id,
    order_id: detail.order_id,
    item_id: detail.item_id,
    item_campaign_id: detail.item_campaign_id,
    price: detail.price,
    quantity: detail.quantity,
    item_details: detail.item_details,
    variation: detail.variation,
    variant: detail.variant,
    add_ons: detail.add_ons,
    total_add_on_price: detail.total_add_on_price,
    discount_on_item: detail.discount_on_item,
    discount_type: detail.discount_type,
    discount_percentage: detail.discount_percentage,
    discount_on_product_by: detail.discount_on_product_by,
    addon_discount: detail.addon_discount,
    tax_amount: detail.tax_amount,
    tax_status: detail.tax_status,
    category_id: detail.category_id,
    created_at: iso(detail.created_at),
    updated_at: iso(detail.updated_at),
    image_full_url: assetUrl(origin, ASSET_FOLDERS.item, item.image ?? null),
    images_full_url: images
      .map((img) =>
        typeof img === 'string'
          ? img
          : img && typeof img === 'object' && 'img' in img
            ? String((img as { img: unknown }).img)
            : null,
      )
      .filter((file): file is string => Boolean(file))
      .map((file) => assetUrl(origin, ASSET_FOLDERS.item, file)),
  };
}
