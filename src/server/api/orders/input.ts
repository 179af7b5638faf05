import { z } from 'zod';
import { idField } from '../catalog/params';
import { ApiError, type ErrorItem } from '../errors';
import { PERSON_NAME, PHONE, AMOUNT, TEXT_LIMITS } from '@/domain/validation/fields';
import {
  amount,
  bool,
  emailAddress,
  int,
  latitude,
  longitude,
  newPassword,
  num,
  str,
  validate,
} from '../validation';
import type { Input } from '../types';

/** Form bodies carry JSON sub-structures as strings (API-CORE-1). */
export const jsonish = <S extends z.ZodTypeAny>(schema: S) =>
  z.preprocess((value) => {
    if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

const text = (max: number) => str().pipe(z.string().max(max));

const receiverSchema = z.object({
  contact_person_name: text(PERSON_NAME.max),
  contact_person_number: text(PHONE.maxInput),
  address: text(500),
  address_type: text(50).optional(),
  latitude: latitude(),
  longitude: longitude(),
  zone_id: int().optional(),
  floor: text(100).optional().nullable(),
  road: text(100).optional().nullable(),
  house: text(100).optional().nullable(),
});

const buyNowLine = z.object({
  item_id: idField(),
  item_type: z.string().max(50).optional(),
  model: z.enum(['Item', 'ItemCampaign']).optional(),
  quantity: int().pipe(z.number().min(1).max(10_000)),
  variation: jsonish(z.array(z.unknown()).max(50)).optional(),
  add_on_ids: jsonish(z.array(idField()).max(100)).optional(),
  add_on_qtys: jsonish(z.array(int().pipe(z.number().min(1).max(1000))).max(100)).optional(),
});
export type BuyNowLine = z.infer<typeof buyNowLine>;

export const placeSchema = z.object({
  payment_method: z.enum(['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment']),
  order_type: z.enum(['delivery', 'take_away', 'parcel']),
  store_id: idField().optional(),
  distance: num().pipe(z.number().min(0).max(20_000)).optional(),
  address: text(500).optional(),
  latitude: latitude().optional(),
  longitude: longitude().optional(),
  address_type: text(50).optional(),
  road: text(100).optional(),
  house: text(100).optional(),
  floor: text(100).optional(),
  contact_person_name: text(PERSON_NAME.max).optional(),
  contact_person_number: text(PHONE.maxInput).optional(),
  contact_person_email: emailAddress().optional(),
  create_new_user: bool().optional(),
  password: newPassword().optional(),
  schedule_at: str()
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/))
    .optional(),
  coupon_code: text(TEXT_LIMITS.couponCode).optional(),
  dm_tips: amount(AMOUNT.tipMax).optional(),
  order_note: text(TEXT_LIMITS.orderNote).optional(),
  delivery_instruction: text(1000).optional(),
  unavailable_item_note: text(1000).optional(),
  cutlery: bool().optional(),
  bring_change_amount: amount(AMOUNT.changeMax).optional(),
  extra_packaging_amount: amount(AMOUNT.packagingMax).optional(),
  partial_payment: bool().optional(),
  is_buy_now: bool().optional(),
  cart: jsonish(z.array(buyNowLine).min(1).max(50)).optional(),
  cart_id: idField().optional(),
  parcel_category_id: idField().optional(),
  receiver_details: jsonish(receiverSchema).optional(),
  charge_payer: z.enum(['sender', 'receiver']).optional(),
  order_attachment: z.unknown().optional(),
  guest_id: z.unknown().optional(),
});
export type PlaceInput = z.infer<typeof placeSchema>;

const required = (field: string): ErrorItem => ({
  code: field,
  message: `The ${field.replace(/_/g, ' ')} field is required.`,
});

/** The conditional requirements of order/place (API-ORDERS-1), reported together as one 403. */
export function readPlaceInput(
  raw: Input,
  opts: { guest: boolean; prescription: boolean },
): PlaceInput {
  const input = validate(placeSchema, raw);
  const missing: ErrorItem[] = [];
  const need = (cond: boolean, field: keyof PlaceInput) => {
    if (cond && input[field] === undefined) missing.push(required(field));
  };
  const delivering = input.order_type !== 'take_away';
  need(input.order_type !== 'parcel', 'store_id');
  need(delivering, 'distance');
  need(delivering, 'address');
  need(delivering, 'latitude');
  need(delivering, 'longitude');
  need(opts.guest, 'contact_person_name');
  need(opts.guest, 'contact_person_number');
  need(opts.guest, 'contact_person_email');
  need(opts.guest && Boolean(input.create_new_user), 'password');
  need(input.order_type === 'parcel', 'parcel_category_id');
  need(input.order_type === 'parcel', 'receiver_details');
  need(input.order_type === 'parcel', 'charge_payer');
  need(Boolean(input.is_buy_now) && input.cart_id === undefined, 'cart');
  if (opts.prescription && input.order_type === 'parcel')
    missing.push({ code: 'order_type', message: 'The selected order type is invalid.' });
  if (missing.length) throw new ApiError(403, { errors: missing });
  return input;
}
