import { object, string } from 'yup';
import type { SavedAddress } from '@/domain/location/stored';
import { EMAIL, PERSON_NAME, PHONE, stripPhoneSeparators } from '@/domain/validation/fields';
import { isPlausiblePhoneInput, isValidE164 } from '@/domain/validation/phone';

export { phoneParts } from './phoneParts';

/**
 * Addresses and contact at checkout (R-CHECKOUT-2 to R-CHECKOUT-7). Pure.
 */

export type AddressType = 'home' | 'office' | 'other';
export const ADDRESS_TYPES: readonly AddressType[] = ['home', 'office', 'other'];

/** The three required messages of the address form (R-CHECKOUT-5). */
export const ADDRESS_MESSAGES = {
  address: 'Address is required',
  name: PERSON_NAME.messages.contactRequired,
  phone: 'Phone Number is required',
} as const;

/**
 * The contact messages a guest also meets (R-GUEST-2, API-ORDERS-1: a guest's order needs
 * contact_person_email; R-CHECKOUT-6: the guest form labels name and email as required).
 */
export const CONTACT_MESSAGES = {
  phoneInvalid: PHONE.messages.invalid,
  email: EMAIL.messages.required,
  emailInvalid: EMAIL.messages.contactInvalid,
  emailTooLong: EMAIL.messages.tooLong,
  nameTooLong: PERSON_NAME.messages.tooLong,
} as const;

export interface AddressFormValues {
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  road: string;
  house: string;
  floor: string;
  /** The optional label of an "other" address; it replaces the type on submit. */
  address_label: string;
}

/** The address form of a guest: the contact a guest's order needs comes with the address. */
export interface GuestAddressFormValues extends AddressFormValues {
  contact_person_email: string;
}

/** The number box holds a plausible number (its own "+code" or a national number); empty passes. */
const plausiblePhone = (value: string | undefined) => !value || isPlausiblePhoneInput(value);

const phoneRule = () =>
  string()
    .trim()
    .required(ADDRESS_MESSAGES.phone)
    .test('phone', CONTACT_MESSAGES.phoneInvalid, plausiblePhone);

/** The API's e-mail pattern and length (src/domain/validation/fields.ts). */
const emailRule = () =>
  string()
    .trim()
    .required(CONTACT_MESSAGES.email)
    .matches(EMAIL.pattern, { message: CONTACT_MESSAGES.emailInvalid, excludeEmptyString: true })
    .max(EMAIL.max, CONTACT_MESSAGES.emailTooLong);

const contactNameRule = () =>
  string()
    .trim()
    .required(ADDRESS_MESSAGES.name)
    .max(PERSON_NAME.max, CONTACT_MESSAGES.nameTooLong);

export const addressFormSchema = object({
  address: string().trim().required(ADDRESS_MESSAGES.address),
  contact_person_name: contactNameRule(),
  contact_person_number: phoneRule(),
});

/** A guest's address form adds the e-mail their order needs (API-ORDERS-1). */
export const guestAddressFormSchema = addressFormSchema.shape({
  contact_person_email: emailRule(),
});

/** The form's fields in the order they appear: the first invalid one takes the focus. */
export const ADDRESS_FIELD_ORDER = [
  'address_label',
  'address',
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
  'road',
  'house',
  'floor',
] as const;

/** A saved address's type as one of the three choices (anything else is "other"). */
export function addressTypeOf(value: string | null | undefined): AddressType {
  const type = (value ?? '').trim().toLowerCase();
  return type === 'home' || type === 'office' ? type : 'other';
}

/** The payload of customer/address/add and update (API-CUSTOMER-2). */
export interface AddressPayload {
  address: string;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  latitude: string;
  longitude: string;
  additional_information: string;
  house: string;
  floor: string;
  road: string;
}

/** For type other, a non-empty label replaces the type on submit (R-CHECKOUT-4). */
export function addressPayload(
  values: AddressFormValues,
  type: AddressType,
  point: { lat: number; lng: number },
): AddressPayload {
  const label = values.address_label.trim();
  return {
    address: values.address.trim(),
    address_type: type === 'other' && label ? label : type,
    contact_person_name: values.contact_person_name.trim(),
    contact_person_number: values.contact_person_number.trim(),
    latitude: String(point.lat),
    longitude: String(point.lng),
    additional_information: '',
    house: values.house.trim(),
    floor: values.floor.trim(),
    road: values.road.trim(),
  };
}

/**
 * Edit or add (R-CHECKOUT-4): a member who already has an address of that type edits it;
 * otherwise a new one is added. "other" always adds unless a saved address is being edited.
 */
export function addressToEdit(
  addresses: readonly SavedAddress[],
  type: AddressType,
): SavedAddress | null {
  if (type === 'other') return null;
  return addresses.find((address) => addressTypeOf(address.address_type) === type) ?? null;
}

/** Contact defaults of a new address: the profile's first + last name and phone. */
export function addressDefaults(
  profile: { f_name?: string | null; l_name?: string | null; phone?: string | null } | null,
  existing: SavedAddress | null,
  currentAddress: string | null,
): AddressFormValues {
  const typeValue = existing?.address_type ?? '';
  return {
    address: existing?.address ?? currentAddress ?? '',
    contact_person_name:
      existing?.contact_person_name ??
      [profile?.f_name, profile?.l_name].filter(Boolean).join(' ').trim(),
    contact_person_number: existing?.contact_person_number ?? profile?.phone ?? '',
    road: existing?.road ?? '',
    house: existing?.house ?? '',
    floor: existing?.floor ?? '',
    address_label:
      existing && addressTypeOf(typeValue) === 'other' && typeValue !== 'other' ? typeValue : '',
  };
}

/** A guest's address form starts from what this device keeps, then the chosen address. */
export function guestAddressDefaults(
  guest: GuestInfo | null,
  currentAddress: string | null,
): GuestAddressFormValues {
  return {
    address: currentAddress || guest?.address || '',
    contact_person_name: guest?.contact_person_name ?? '',
    contact_person_number: guest?.contact_person_number ?? '',
    contact_person_email: guest?.contact_person_email ?? '',
    road: guest?.road ?? '',
    house: guest?.house ?? '',
    floor: guest?.floor ?? '',
    address_label: '',
  };
}

/** Only addresses in the store's zone (R-CHECKOUT-3); without a zone id, all of them. */
export function addressesInZone(
  addresses: readonly SavedAddress[],
  storeZoneId: number | null | undefined,
): SavedAddress[] {
  if (!storeZoneId) return [...addresses];
  return addresses.filter((address) => {
    const zones = address.zone_ids?.length
      ? address.zone_ids
      : address.zone_id
        ? [address.zone_id]
        : [];
    return zones.map(Number).includes(Number(storeZoneId));
  });
}

/** The address a checkout delivers to. */
export interface CheckoutAddress {
  /** The saved address id, or null for the current location / a guest address. */
  id: number | null;
  address: string;
  address_type: string;
  latitude: number;
  longitude: number;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  /** A guest's e-mail, which their order needs (R-GUEST-2: guests only). */
  contact_person_email?: string | null;
  zone_ids: number[];
}

export function checkoutAddressFromSaved(address: SavedAddress): CheckoutAddress | null {
  const lat = Number(address.latitude);
  const lng = Number(address.longitude);
  const text = address.address?.trim();
  if (!text || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    id: address.id,
    address: text,
    address_type: address.address_type ?? 'other',
    latitude: lat,
    longitude: lng,
    road: address.road,
    house: address.house,
    floor: address.floor,
    contact_person_name: address.contact_person_name,
    contact_person_number: address.contact_person_number,
    zone_ids: (address.zone_ids?.length
      ? address.zone_ids
      : address.zone_id
        ? [address.zone_id]
        : []
    ).map(Number),
  };
}

/**
 * The saved-address list: the current location first, then the fetched addresses (R-CHECKOUT-3),
 * with the current one left out when a fetched address is the same place.
 */
export function savedAddressList(
  current: CheckoutAddress | null,
  fetched: readonly SavedAddress[],
): CheckoutAddress[] {
  const list = fetched
    .map(checkoutAddressFromSaved)
    .filter((entry): entry is CheckoutAddress => entry !== null);
  if (!current) return list;
  const duplicate = list.some(
    (entry) =>
      entry.address === current.address &&
      Math.abs(entry.latitude - current.latitude) < 1e-6 &&
      Math.abs(entry.longitude - current.longitude) < 1e-6,
  );
  return duplicate ? list : [current, ...list];
}

/** Guest contact and address (R-CHECKOUT-6); never a password. */
export interface GuestInfo {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  house?: string;
  floor?: string;
  road?: string;
  address?: string;
}

/** Only the known fields of a stored guest info, as strings; null when it is not usable. */
export function readGuestInfo(value: unknown): GuestInfo | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const info: GuestInfo = {
    contact_person_name: text('contact_person_name'),
    contact_person_number: text('contact_person_number'),
    contact_person_email: text('contact_person_email'),
    house: text('house'),
    floor: text('floor'),
    road: text('road'),
    address: text('address'),
  };
  return info.contact_person_name || info.contact_person_number ? info : null;
}

export const guestContactSchema = object({
  contact_person_name: contactNameRule(),
  contact_person_number: phoneRule(),
  contact_person_email: emailRule(),
});

/** The contact form's fields in the order they appear. */
export const GUEST_CONTACT_FIELD_ORDER = [
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
] as const;

/**
 * Whether a guest's stored contact is what their order needs (R-GUEST-2, API-ORDERS-1): a name, a
 * full international phone ("+212…", as the forms store it) and a valid e-mail. A number kept
 * without its country code (older versions saved it so) must be entered again.
 */
export function isGuestContactComplete(
  contact: Partial<
    Pick<GuestInfo, 'contact_person_name' | 'contact_person_number' | 'contact_person_email'>
  > | null,
): boolean {
  if (!contact) return false;
  const number = stripPhoneSeparators(contact.contact_person_number ?? '');
  return (
    Boolean(contact.contact_person_name?.trim()) &&
    isValidE164(number) &&
    emailRule().isValidSync(contact.contact_person_email ?? '')
  );
}

/** The guest card's address line: Road, House, Floor (R-CHECKOUT-7), the filled parts. */
export function guestAddressLine(info: Pick<GuestInfo, 'road' | 'house' | 'floor'>): string {
  return [info.road, info.house, info.floor]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** A guest's phone shows with a plus prefix (R-CHECKOUT-7). */
export function plusPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  if (!value) return '';
  return value.startsWith('+') ? value : `+${value}`;
}
