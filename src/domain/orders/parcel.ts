/**
 * Parcel ordering (R-ORDER-7 '/parcel-delivery-info'; API-CONTENT-7 parcel
 * categories and API-ORDERS-1 parcel fields): sender and receiver details, who pays (sender or receiver), and the fee
 * from the distance and the category's per-km and minimum charges (falling back to the
 * configuration's parcel charges). The server recomputes the fee; this is the display.
 */
import { parcelCharge } from '@/domain/order/delivery';
import {
  priceOrder,
  type MarketplacePricingTerms,
  type OrderPricing,
} from '@/domain/order/pricing';
import { isPlausiblePhoneInput } from '@/domain/validation/phone';

export type ChargePayer = 'sender' | 'receiver';

export const CHARGE_PAYERS: readonly ChargePayer[] = ['sender', 'receiver'];

export interface ParcelRates {
  parcel_per_km_shipping_charge?: number | string | null;
  parcel_minimum_shipping_charge?: number | string | null;
}

function rate(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** The per-km and minimum charges: the category's own when set, else the configuration's. */
export function parcelRates(
  category: ParcelRates | null | undefined,
  config: ParcelRates | null | undefined,
): { perKm: number; minimum: number } {
  return {
    perKm:
      rate(category?.parcel_per_km_shipping_charge) ??
      rate(config?.parcel_per_km_shipping_charge) ??
      0,
    minimum:
      rate(category?.parcel_minimum_shipping_charge) ??
      rate(config?.parcel_minimum_shipping_charge) ??
      0,
  };
}

/**
 * Fee = max(distance × per-km charge, minimum charge), rounded to cents: the API's parcelCharge
 * (src/domain/order/delivery.ts) with the rates read as the storefront gets them.
 */
export function parcelFee(
  distanceKm: number,
  category: ParcelRates | null | undefined,
  config: ParcelRates | null | undefined,
): number {
  const { perKm, minimum } = parcelRates(category, config);
  return parcelCharge(
    distanceKm,
    { parcel_per_km_shipping_charge: perKm, parcel_minimum_shipping_charge: minimum },
    {},
  );
}

/**
 * A parcel order's price as the API charges it (priceOrder, API-ORDERS-3): the fee plus what
 * every order pays on top, the service fee when it is on.
 */
export function parcelPrice(
  fee: number,
  marketplace: MarketplacePricingTerms | null | undefined,
): OrderPricing {
  return priceOrder({
    orderType: 'parcel',
    lines: [],
    store: null,
    marketplace: marketplace ?? {},
    delivery: { distanceKm: null, rate: null, vehicleExtraCharge: null, zone: null },
    parcelCharge: fee,
  });
}

/** Kilometres from the distance API's metres (API-CONFIG-3: distanceMeters). */
export function kmFromMeters(meters: unknown): number | null {
  const value = typeof meters === 'string' ? Number(meters) : meters;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.round((value / 1000) * 1000) / 1000;
}

const EARTH_RADIUS_KM = 6371;

/** Straight-line distance in km, used while the distance API has not answered (or failed). */
export function haversineKm(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)) * 1000) / 1000;
}

export type ParcelPayment = 'cash_on_delivery' | 'wallet' | 'digital_payment';

/**
 * The payment methods of a parcel order: a receiver pays cash on delivery; a sender may use cash
 * (when enabled), the wallet (members, when enabled) or digital payment (when enabled).
 */
export function parcelPaymentMethods(
  payer: ChargePayer,
  options: {
    cashOnDelivery: boolean;
    digitalPayment: boolean;
    wallet: boolean;
    signedIn: boolean;
  },
): ParcelPayment[] {
  if (payer === 'receiver') return options.cashOnDelivery ? ['cash_on_delivery'] : [];
  const methods: ParcelPayment[] = [];
  if (options.cashOnDelivery) methods.push('cash_on_delivery');
  if (options.wallet && options.signedIn) methods.push('wallet');
  if (options.digitalPayment) methods.push('digital_payment');
  return methods;
}

export interface ParcelContact {
  name: string;
  phone: string;
  address: string;
  lat: number | null;
  lng: number | null;
  /** The zone ids string of the point ("[1]"), when it lies in a served zone. */
  zoneIds: string | null;
  road: string;
  house: string;
  floor: string;
}

export const EMPTY_PARCEL_CONTACT: ParcelContact = {
  name: '',
  phone: '',
  address: '',
  lat: null,
  lng: null,
  zoneIds: null,
  road: '',
  house: '',
  floor: '',
};

/** The address form messages (R-CHECKOUT-5), plus the parcel-specific ones. */
export const PARCEL_MESSAGES = {
  address: 'Address is required',
  name: 'Name is required',
  phone: 'Phone Number is required',
  phoneInvalid: 'Enter a valid phone number',
  location: 'Pick the location on the map',
  zone: 'Service not available in this area',
  samePlace: 'The sender and the receiver addresses must differ',
} as const;

export type ParcelContactErrors = Partial<
  Record<'name' | 'phone' | 'address' | 'location', string>
>;

/** Sender and receiver both need a name, a phone and an address placed on the map in a zone. */
export function parcelContactErrors(contact: ParcelContact): ParcelContactErrors {
  const errors: ParcelContactErrors = {};
  if (!contact.name.trim()) errors.name = PARCEL_MESSAGES.name;
  const phone = contact.phone.trim();
  if (!phone) errors.phone = PARCEL_MESSAGES.phone;
  else if (!isPlausiblePhoneInput(phone)) errors.phone = PARCEL_MESSAGES.phoneInvalid;
  if (!contact.address.trim()) errors.address = PARCEL_MESSAGES.address;
  if (contact.lat === null || contact.lng === null) errors.location = PARCEL_MESSAGES.location;
  else if (!contact.zoneIds) errors.location = PARCEL_MESSAGES.zone;
  return errors;
}

/** The first zone id of a zone ids string such as "[2,1]". */
export function firstZoneId(zoneIds: string | null): number | null {
  if (!zoneIds) return null;
  try {
    const parsed: unknown = JSON.parse(zoneIds);
    const first = Array.isArray(parsed) ? parsed[0] : parsed;
    const id = Number(first);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** `receiver_details` as the API's JSON string (API-ORDERS-1). */
export function receiverDetailsJson(receiver: ParcelContact, phone: string): string {
  return JSON.stringify({
    contact_person_name: receiver.name.trim(),
    contact_person_number: phone,
    address: receiver.address.trim(),
    address_type: 'other',
    latitude: String(receiver.lat ?? ''),
    longitude: String(receiver.lng ?? ''),
    zone_id: firstZoneId(receiver.zoneIds),
    floor: receiver.floor.trim(),
    road: receiver.road.trim(),
    house: receiver.house.trim(),
  });
}
