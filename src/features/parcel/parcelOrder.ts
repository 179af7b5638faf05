import type { ParcelOrderBody } from '@/api/modules/parcel';
import { receiverDetailsJson, type ChargePayer, type ParcelPayment } from '@/domain/orders/parcel';
import { dialCountry, normalizePhone } from '@/domain/validation/phone';
import type { ParcelDraft } from './draft';

/** A parcel order placed before the gateway: what its confirmation shows. */
export interface PlacedParcel {
  orderId: number;
  phone: string;
}

/** A config number that may come as a string; null when it is not a number. */
export function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** The order kept in the session while the customer is at the payment gateway. */
export function parsePending(raw: string | null | undefined): PlacedParcel | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PlacedParcel>;
    return typeof value.orderId === 'number'
      ? { orderId: value.orderId, phone: value.phone ?? '' }
      : null;
  } catch {
    return null;
  }
}

/** A party's phone with its country code. */
export function partyPhone(party: { country: string; phone: string }): string {
  return normalizePhone(dialCountry(party.country).dial, party.phone);
}

/**
 * The `order/place` body of a parcel order (`order_type=parcel`): the sender is the order's
 * address and contact, the receiver goes as `receiver_details`; empty optional texts are left out.
 */
export function parcelOrderBody(
  draft: ParcelDraft,
  input: {
    payment: ParcelPayment;
    payer: ChargePayer;
    km: number;
    note: string;
    guestId: string | null;
  },
): ParcelOrderBody {
  const { sender } = draft;
  return {
    order_type: 'parcel',
    payment_method: input.payment,
    parcel_category_id: draft.category.id,
    receiver_details: receiverDetailsJson(draft.receiver, partyPhone(draft.receiver)),
    charge_payer: input.payer,
    distance: input.km,
    address: sender.address.trim(),
    latitude: String(sender.lat),
    longitude: String(sender.lng),
    address_type: 'other',
    road: sender.road.trim() || undefined,
    house: sender.house.trim() || undefined,
    floor: sender.floor.trim() || undefined,
    contact_person_name: sender.name.trim(),
    contact_person_number: partyPhone(sender),
    contact_person_email: sender.email.trim() || undefined,
    guest_id: input.guestId ?? undefined,
    order_note: input.note.trim() || undefined,
  };
}
