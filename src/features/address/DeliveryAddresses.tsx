import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  guestAddressLine,
  plusPhone,
  type CheckoutAddress,
  type GuestInfo,
} from '@/domain/checkout/address';
import type { SavedAddress } from '@/domain/location/stored';
import { PathIcon } from '@/components/icons/Icon';
import { ADD } from '@/components/icons/material/Add';
import { EDIT_OUTLINED } from '@/components/icons/material/EditOutlined';
import { PERSON_OUTLINED } from '@/components/icons/material/PersonOutlined';
import { Button, IconButton } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { AddressSummary } from './AddressCard';
import styles from './address.module.css';
import {
  describedByIds,
  formStart,
  guestInfoFromAddress,
  offeredAddresses,
} from './deliveryAddressesModel';

// The dialogs are MUI, each in its own scope, and load only when first opened (rule 7).
const AddressFormDialog = dynamic(() => import('./AddressFormDialog'), { ssr: false });
const SavedAddressesDialog = dynamic(() => import('./SavedAddressesDialog'), { ssr: false });
const GuestContactDialog = dynamic(() => import('./GuestContactDialog'), { ssr: false });

type Open = null | 'form' | 'saved' | 'contact';

export interface DeliveryAddressesProps {
  orderType: 'delivery' | 'take_away';
  signedIn: boolean;
  /** The store's zone: only addresses in it are offered. */
  storeZoneId: number | null;
  /** The stored location, offered first. */
  current: CheckoutAddress | null;
  saved: readonly SavedAddress[];
  savedLoading: boolean;
  selected: CheckoutAddress | null;
  onSelect: (address: CheckoutAddress) => void;
  guest: GuestInfo | null;
  onGuestSave: (info: Partial<GuestInfo>) => void;
  /**
   * Problems found by Place Order, shown here once, in place of the card's hints: the guest's
   * contact is missing or incomplete; no delivery address.
   */
  problems?: { contact?: boolean; address?: boolean };
  /** The id the card's main action (the pencil, or Add Address) gets: the checkout focuses it. */
  actionId?: string;
  /** More descriptions of that action (the outside-zone notice). */
  describedBy?: string;
}

/**
 * Address and contact at checkout (R-CHECKOUT-2). Members: the Delivery
 * Addresses section (heading, add-address button, the selected address card, View Saved Address),
 * hidden for take_away. Guests: the contact card ('No Contact Info Added' until filled) whose edit
 * button opens the address form for delivery (which asks for the whole contact a guest's order
 * needs) and the contact dialog for take_away. A problem Place Order found shows here once, as the
 * card's hint in the error colour, and describes the card's main action, which takes the focus.
 */
export function DeliveryAddresses({
  orderType,
  signedIn,
  storeZoneId,
  current,
  saved,
  savedLoading,
  selected,
  onSelect,
  guest,
  onGuestSave,
  problems = {},
  actionId,
  describedBy,
}: DeliveryAddressesProps) {
  const ids: SectionIds = { heading: useId(), contactHint: useId(), addressHint: useId() };
  const { open, session, show, close } = useDialogs();
  const list = useMemo(
    () => offeredAddresses(current, saved, storeZoneId),
    [current, saved, storeZoneId],
  );
  const delivery = orderType === 'delivery';

  const formDialog = (
    <AddressFormDialog
      key={`form-${session}`}
      open={open === 'form'}
      onClose={close}
      saved={saved}
      guest={guest}
      start={formStart(selected, current)}
      onSaved={(address) => {
        onSelect(address);
        if (!signedIn) onGuestSave(guestInfoFromAddress(address));
      }}
    />
  );

  if (!signedIn) {
    return (
      <GuestContactSection
        ids={ids}
        delivery={delivery}
        guest={guest}
        selected={selected}
        problems={problems}
        actionId={actionId}
        describedBy={describedBy}
        onShow={show}
        dialogs={
          <>
            {open === 'form' ? formDialog : null}
            {open === 'contact' ? (
              <GuestContactDialog
                key={`contact-${session}`}
                open
                onClose={close}
                info={guest}
                onSave={(contact) => onGuestSave(contact)}
              />
            ) : null}
          </>
        }
      />
    );
  }

  // Members: the whole section is hidden for take_away (R-CHECKOUT-2).
  if (!delivery) return null;
  return (
    <MemberAddressSection
      ids={ids}
      selected={selected}
      problems={problems}
      actionId={actionId}
      describedBy={describedBy}
      onShow={show}
      dialogs={
        <>
          {open === 'form' ? formDialog : null}
          {open === 'saved' ? (
            <SavedAddressesDialog
              key={`saved-${session}`}
              open
              onClose={close}
              addresses={list}
              loading={savedLoading}
              selected={selected}
              onSelect={onSelect}
              onAdd={() => show('form')}
            />
          ) : null}
        </>
      }
    />
  );
}

/** Which dialog is open; each opening is a new session, so a dialog starts from fresh state. */
function useDialogs() {
  const [open, setOpen] = useState<Open>(null);
  const [session, setSession] = useState(0);
  const show = (which: Open) => {
    setSession((value) => value + 1);
    setOpen(which);
  };
  const close = () => setOpen(null);
  return { open, session, show, close };
}

interface SectionIds {
  heading: string;
  contactHint: string;
  addressHint: string;
}

interface SectionProps {
  ids: SectionIds;
  selected: CheckoutAddress | null;
  problems: NonNullable<DeliveryAddressesProps['problems']>;
  actionId?: string;
  describedBy?: string;
  onShow: (which: Open) => void;
  /** The open dialog, rendered at the end of the section. */
  dialogs: ReactNode;
}

const hintClass = (problem: boolean | undefined) =>
  `${ui.body2} ${problem ? ui.errorText : ui.secondary}`;

/** A guest's contact card, with the delivery address under it for delivery. */
function GuestContactSection({
  ids,
  delivery,
  guest,
  selected,
  problems,
  actionId,
  describedBy,
  onShow,
  dialogs,
}: SectionProps & { delivery: boolean; guest: GuestInfo | null }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const hasContact = Boolean(guest?.contact_person_name || guest?.contact_person_number);
  const line = guest ? guestAddressLine(guest) : '';
  const contactHint = !hasContact || problems.contact;
  const addressHint = delivery && !selected;
  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.headingSpaced}>
        {delivery ? t('Delivery Addresses') : t('Contact Info')}
      </h2>
      <div
        className={`${styles.card} ${problems.contact || problems.address ? styles.cardInvalid : ''}`}
      >
        <div className={styles.contactRow}>
          <span className={styles.personIcon}>
            <PathIcon d={PERSON_OUTLINED} />
          </span>
          <div className={styles.contactText}>
            {hasContact && guest ? (
              <>
                <p className={`${ui.body1} ${styles.strong}`}>{guest.contact_person_name}</p>
                <p className={`${ui.body2} ${ui.secondary}`}>
                  <bdi dir="ltr">{plusPhone(guest.contact_person_number)}</bdi>
                </p>
                {guest.contact_person_email ? (
                  <p className={`${ui.body2} ${ui.secondary} ${styles.wrap}`}>
                    <bdi dir="ltr">{guest.contact_person_email}</bdi>
                  </p>
                ) : null}
              </>
            ) : (
              <p className={`${ui.body1} ${styles.strong}`}>{t('No Contact Info Added')}</p>
            )}
            {contactHint ? (
              <p id={ids.contactHint} className={hintClass(problems.contact)}>
                {t('Please enter your contact info')}
              </p>
            ) : null}
            {delivery && selected ? (
              <p className={`${ui.body2} ${styles.line} ${styles.wrap}`}>
                {[line, selected.address].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            {addressHint ? (
              <p
                id={ids.addressHint}
                className={`${ui.body2} ${styles.line} ${problems.address ? ui.errorText : styles.warning}`}
              >
                {t('Please add your delivery address')}
              </p>
            ) : null}
          </div>
          <IconButton
            id={actionId}
            aria-label={delivery ? t('Edit address') : t('Edit contact info')}
            aria-describedby={describedByIds([
              problems.contact && contactHint && ids.contactHint,
              problems.address && addressHint && ids.addressHint,
              describedBy,
            ])}
            onClick={() => onShow(delivery ? 'form' : 'contact')}
          >
            <PathIcon d={EDIT_OUTLINED} />
          </IconButton>
        </div>
        {delivery && hasContact ? (
          <Button size="small" className={styles.below} onClick={() => onShow('contact')}>
            {t('Edit contact info')}
          </Button>
        ) : null}
      </div>
      {dialogs}
    </section>
  );
}

/** A member's Delivery Addresses section: the selected address and the saved ones. */
function MemberAddressSection({
  ids,
  selected,
  problems,
  actionId,
  describedBy,
  onShow,
  dialogs,
}: SectionProps) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <section aria-labelledby={ids.heading}>
      <div className={styles.headingRow}>
        <h2 id={ids.heading} className={styles.heading}>
          {t('Delivery Addresses')}
        </h2>
        <Button
          id={actionId}
          size="small"
          variant="outlined"
          startIcon={<PathIcon d={ADD} size={18} />}
          aria-describedby={describedByIds([
            problems.address && !selected && ids.addressHint,
            describedBy,
          ])}
          onClick={() => onShow('form')}
        >
          {t('Add Address')}
        </Button>
      </div>
      <div className={`${styles.card} ${problems.address ? styles.cardInvalid : ''}`}>
        {selected ? (
          <AddressSummary
            type={selected.id === null ? t('Current location') : selected.address_type}
            address={selected.address}
          />
        ) : (
          <p
            id={ids.addressHint}
            className={`${ui.body1} ${problems.address ? ui.errorText : ui.secondary}`}
          >
            {t('Please add your delivery address')}
          </p>
        )}
        <Button size="small" className={styles.below} onClick={() => onShow('saved')}>
          {t('View Saved Address')}
        </Button>
      </div>
      {dialogs}
    </section>
  );
}
