import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Store } from '@/api/catalogTypes';
import {
  prescriptionEntry,
  takesPrescriptionOrders,
  type PrescriptionEntry,
} from '@/domain/checkout/prescription';
import { hasStoredLocation } from '@/domain/location/stored';
import { CART_NAMESPACES } from '@/features/cart/i18n';
import { useConfig } from '@/hooks/useConfig';
import { useAppStore } from '@/store/hooks';
import { SvgFrame } from '@/components/icons/Icon';
import { Button } from '@/components/ui/Button';
import styles from './store.module.css';
import { NOTE_ADD_OUTLINED } from '@/components/icons/material/NoteAddOutlined';

function NoteAddIcon({ size }: { size: number }) {
  return (
    <SvgFrame size={size}>
      <path d={NOTE_ADD_OUTLINED} fill="currentColor" />
    </SvgFrame>
  );
}

// Dialogs load on demand: the store page's first load stays lean.
const InsertLocationDialog = dynamic(() => import('@/features/location/InsertLocationDialog'), {
  ssr: false,
});
const LoginOrGuestDialog = dynamic(
  () => import('@/features/cart/LoginOrGuestDialog').then((module) => module.LoginOrGuestDialog),
  { ssr: false },
);

/**
 * 'Order with prescription' on a pharmacy's page (R-STORE-3): shown when the store takes
 * prescriptions and the marketplace has them on. It asks for a delivery location like adding to
 * the cart does, then follows the Proceed To Checkout rule to `/checkout?page=prescription`.
 */
export function PrescriptionOrderEntry({ store }: { store: Store }) {
  const { t } = useTranslation(CART_NAMESPACES);
  const config = useConfig();
  const router = useRouter();
  const appStore = useAppStore();
  const [dialog, setDialog] = useState<'location' | 'login-or-guest' | null>(null);
  const [guestRoute, setGuestRoute] = useState<Extract<
    PrescriptionEntry,
    { kind: 'login-or-guest' }
  > | null>(null);

  if (!takesPrescriptionOrders(store, config)) return null;

  const go = (hasLocation?: boolean) => {
    const state = appStore.getState();
    const entry = prescriptionEntry({
      storeId: store.id,
      hasLocation: hasLocation ?? hasStoredLocation(state.location),
      signedIn: Boolean(state.session.token),
      guestCheckoutStatus: config?.guest_checkout_status,
    });
    if (entry.kind === 'location') setDialog('location');
    else if (entry.kind === 'login-or-guest') {
      setGuestRoute(entry);
      setDialog('login-or-guest');
    } else void router.push(entry.href);
  };

  return (
    <div className={styles.prescriptionEntry}>
      <div className={styles.prescriptionPitch}>
        <span className={styles.prescriptionPitchIcon}>
          <NoteAddIcon size={32} />
        </span>
        <p className={styles.prescriptionPitchText}>
          {t('Have a prescription? Send a photo and the pharmacy prepares your order.')}
        </p>
      </div>
      <Button variant="contained" startIcon={<NoteAddIcon size={20} />} onClick={() => go()}>
        {t('Order with prescription')}
      </Button>
      {dialog === 'location' ? (
        <InsertLocationDialog
          open
          onClose={() => setDialog(null)}
          onPicked={() => {
            setDialog(null);
            go(true);
          }}
        />
      ) : null}
      {guestRoute ? (
        <LoginOrGuestDialog
          open={dialog === 'login-or-guest'}
          onClose={() => setDialog(null)}
          onGuest={() => {
            setDialog(null);
            void router.push(guestRoute.href);
          }}
          onLogin={() => {
            setDialog(null);
            void router.push(guestRoute.signInHref);
          }}
          onSignUp={() => {
            setDialog(null);
            void router.push('/auth/sign-up');
          }}
        />
      ) : null}
    </div>
  );
}
