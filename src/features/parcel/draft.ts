import { useSyncExternalStore } from 'react';
import type { ParcelCategory } from '@/api/modules/parcel';
import type { ParcelContact } from '@/domain/orders/parcel';

/** What /parcel-delivery-info hands to /parcel-checkout. */
export interface ParcelDraft {
  moduleId: number;
  category: ParcelCategory;
  sender: ParcelContact & { country: string; email: string };
  receiver: ParcelContact & { country: string };
}

const KEY = 'parcel-order-draft';
export const PENDING_PAYMENT_KEY = 'parcel-pending-payment';

const noSubscription = () => () => undefined;

function readRaw(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A session-storage value as text: null on the server and during hydration, then the stored
 * text (strings compare by value, so the snapshot is stable).
 */
export function useSessionText(key: string): string | null | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => readRaw(key),
    () => undefined,
  );
}

export function parseParcelDraft(raw: string | null | undefined): ParcelDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<ParcelDraft>;
    if (!draft.category?.id || !draft.sender || !draft.receiver || !draft.moduleId) return null;
    return draft as ParcelDraft;
  } catch {
    return null;
  }
}

export const PARCEL_DRAFT_KEY = KEY;

/**
 * The draft lives in session storage: it survives a reload of the checkout but not the tab, and
 * is never persisted with the rest of the state (it holds names and phone numbers).
 */
export function saveParcelDraft(draft: ParcelDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the checkout then sends the customer back to fill the form again.
  }
}

export function clearParcelDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
