import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useConfig } from '@/hooks/useConfig';
import { useAppStore } from '@/store/hooks';

// Dialogs load on demand: the store page's first load stays lean.
const InsertLocationDialog = dynamic(() => import('@/features/location/InsertLocationDialog'), {
  ssr: false,
});
const LoginOrGuestDialog = dynamic(
  () => import('@/features/cart/LoginOrGuestDialog').then((module) => module.LoginOrGuestDialog),
  { ssr: false },
);

/**
 * 'Order with prescription' on a pharmacy's page (issue 4 §8): shown when the store takes
 * prescriptions and the marketplace has them on. It asks for a delivery location like adding to
 * the cart does, then follows the Proceed To Checkout rule to `/checkout?page=prescription`.
 */
export function PrescriptionOrderEntry({ store }: { store: Store }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
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
    <Box
      sx={{
        mt: 2.5,
        p: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexGrow: 1, minWidth: 0 }}>
        <NoteAddOutlined aria-hidden color="primary" sx={{ fontSize: 32, flexShrink: 0 }} />
        <Typography>
          {t('Have a prescription? Send a photo and the pharmacy prepares your order.')}
        </Typography>
      </Box>
      <Button
        variant="contained"
        onClick={() => go()}
        startIcon={<NoteAddOutlined />}
        sx={{ flexShrink: 0 }}
      >
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
    </Box>
  );
}
