import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useMemo, useState } from 'react';
import {
  addressesInZone,
  guestAddressLine,
  plusPhone,
  savedAddressList,
  type CheckoutAddress,
  type GuestInfo,
} from '@/domain/checkout/address';
import type { SavedAddress } from '@/domain/location/stored';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { AddressSummary } from './AddressCard';

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
}

/**
 * Address and contact at checkout (spec document 1 §2 items 6-8, §4). Members: the Delivery
 * Addresses section (heading, add-address button, the selected address card, View Saved Address),
 * hidden for take_away. Guests: the contact card ('No Contact Info Added' until filled) whose edit
 * button opens the address form for delivery and the contact dialog for take_away.
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
}: DeliveryAddressesProps) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [session, setSession] = useState(0);
  const show = (which: Open) => {
    setSession((value) => value + 1);
    setOpen(which);
  };
  const close = () => setOpen(null);

  const list = useMemo(() => {
    const inZone = addressesInZone(saved, storeZoneId);
    const currentInZone =
      current && (!storeZoneId || current.zone_ids.includes(storeZoneId)) ? current : null;
    return savedAddressList(currentInZone, inZone);
  }, [current, saved, storeZoneId]);

  const delivery = orderType === 'delivery';

  const formDialog = (
    <AddressFormDialog
      key={`form-${session}`}
      open={open === 'form'}
      onClose={close}
      saved={saved}
      start={
        selected
          ? { lat: selected.latitude, lng: selected.longitude, address: selected.address }
          : current
            ? { lat: current.latitude, lng: current.longitude, address: current.address }
            : null
      }
      onSaved={(address) => {
        onSelect(address);
        if (!signedIn) {
          onGuestSave({
            address: address.address,
            road: address.road ?? '',
            house: address.house ?? '',
            floor: address.floor ?? '',
            contact_person_name: address.contact_person_name ?? '',
            contact_person_number: address.contact_person_number ?? '',
          });
          // The email comes from the contact dialog.
          if (!guest?.contact_person_email) show('contact');
        }
      }}
    />
  );

  if (!signedIn) {
    const hasContact = Boolean(guest?.contact_person_name || guest?.contact_person_number);
    const line = guest ? guestAddressLine(guest) : '';
    return (
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {delivery ? t('Delivery Addresses') : t('Contact Info')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <PersonOutline aria-hidden color="primary" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {hasContact && guest ? (
                <>
                  <Typography sx={{ fontWeight: 600 }}>{guest.contact_person_name}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    <bdi dir="ltr">{plusPhone(guest.contact_person_number)}</bdi>
                  </Typography>
                  {guest.contact_person_email ? (
                    <Typography variant="body2" color="textSecondary">
                      {guest.contact_person_email}
                    </Typography>
                  ) : null}
                </>
              ) : (
                <>
                  <Typography sx={{ fontWeight: 600 }}>{t('No Contact Info Added')}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t('Please enter your contact info')}
                  </Typography>
                </>
              )}
              {delivery ? (
                selected ? (
                  <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                    {[line, selected.address].filter(Boolean).join(' · ')}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="warning" sx={{ mt: 1 }}>
                    {t('Please add your delivery address')}
                  </Typography>
                )
              ) : null}
            </Box>
            <IconButton
              aria-label={delivery ? t('Edit address') : t('Edit contact info')}
              onClick={() => show(delivery ? 'form' : 'contact')}
            >
              <EditOutlined />
            </IconButton>
          </Stack>
          {delivery && hasContact ? (
            <Button size="small" sx={{ mt: 1 }} onClick={() => show('contact')}>
              {t('Edit contact info')}
            </Button>
          ) : null}
        </Paper>
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
      </Box>
    );
  }

  // Members: the whole section is hidden for take_away (spec document 1 §2 item 6).
  if (!delivery) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('Delivery Addresses')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => show('form')}
        >
          {t('Add Address')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
        {selected ? (
          <AddressSummary
            type={selected.id === null ? t('Current location') : selected.address_type}
            address={selected.address}
          />
        ) : (
          <Typography color="textSecondary">{t('Please add your delivery address')}</Typography>
        )}
        <Button size="small" sx={{ mt: 1 }} onClick={() => show('saved')}>
          {t('View Saved Address')}
        </Button>
      </Paper>
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
    </Box>
  );
}
