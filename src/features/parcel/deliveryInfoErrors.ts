import {
  PARCEL_MESSAGES,
  parcelContactErrors,
  type ParcelContact,
  type ParcelContactErrors,
} from '@/domain/orders/parcel';
import { EMAIL } from '@/domain/validation/fields';

export type DeliveryInfoErrors = {
  sender: ParcelContactErrors & { email?: string };
  receiver: ParcelContactErrors;
};

/**
 * The delivery-info form's problems: each party's contact and location, a guest sender's e-mail
 * (a guest order needs one; the API's e-mail rule), and a receiver at the sender's own place.
 */
export function deliveryInfoErrors(
  sender: ParcelContact & { email: string },
  receiver: ParcelContact,
  guest: boolean,
): DeliveryInfoErrors {
  const found: DeliveryInfoErrors = {
    sender: parcelContactErrors(sender),
    receiver: parcelContactErrors(receiver),
  };
  if (guest) {
    const email = sender.email.trim();
    if (!email) found.sender.email = EMAIL.messages.required;
    else if (!EMAIL.pattern.test(email)) found.sender.email = EMAIL.messages.invalid;
  }
  if (
    !found.receiver.location &&
    sender.lat !== null &&
    sender.lat === receiver.lat &&
    sender.lng === receiver.lng
  ) {
    found.receiver.location = PARCEL_MESSAGES.samePlace;
  }
  return found;
}

/** The id of the first invalid field, sender first (a location problem is the address field's). */
export function firstInvalidFieldId(errors: DeliveryInfoErrors): string | null {
  for (const party of ['sender', 'receiver'] as const) {
    const first = Object.keys(errors[party])[0];
    if (first) return `${party}-${first === 'location' ? 'address' : first}`;
  }
  return null;
}
