import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ADD } from '@/components/icons/material/Add';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import type { CheckoutAddress } from '@/domain/checkout/address';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { AddressSummary } from './AddressCard';
import { withMuiScope } from '@/theme/MuiScope';

const same = (a: CheckoutAddress | null, b: CheckoutAddress) =>
  Boolean(a) && a?.id === b.id && a?.address === b.address;

export interface SavedAddressesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current location followed by the saved addresses, already filtered by the store zone. */
  addresses: readonly CheckoutAddress[];
  loading?: boolean;
  selected: CheckoutAddress | null;
  onSelect: (address: CheckoutAddress) => void;
  onAdd: () => void;
  /** Navbar mode: only the list (a pick commits at once), no Cancel/Select or add button. */
  navbar?: boolean;
}

/**
 * The Saved Addresses dialog (R-CHECKOUT-3): the list (at most 40vh, scrolling),
 * an add-address button, Cancel (closes unchanged) and Select (commits and closes). Empty: 'Oops'.
 */
function SavedAddressesDialog({
  open,
  onClose,
  addresses,
  loading = false,
  selected,
  onSelect,
  onAdd,
  navbar = false,
}: SavedAddressesDialogProps) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const titleId = useId();
  const [choice, setChoice] = useState<CheckoutAddress | null>(selected);

  const pick = (address: CheckoutAddress) => {
    if (navbar) {
      onSelect(address);
      onClose();
    } else setChoice(address);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogHeader id={titleId} title={t('Saved Addresses')} />
      <DialogContent>
        {loading ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <Spinner label={t('Loading')} primary />
          </Box>
        ) : addresses.length === 0 ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
            <Typography variant="h6" component="p">
              {t('Oops')}
            </Typography>
            <Typography color="textSecondary">
              {t('You don’t have any saved address yet. please save address to continue')}
            </Typography>
            {navbar ? null : (
              <Button
                variant="contained"
                startIcon={<PathIcon d={ADD} size={20} />}
                onClick={onAdd}
              >
                {t('Add Address')}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack
            role="radiogroup"
            aria-labelledby={titleId}
            spacing={1}
            sx={{ maxHeight: '40vh', overflowY: 'auto', p: 0.5 }}
          >
            {addresses.map((address, index) => {
              const checked = same(navbar ? selected : choice, address);
              return (
                <Box
                  key={`${address.id ?? 'current'}-${index}`}
                  component="label"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    p: 1.25,
                    border: 1,
                    borderRadius: 2,
                    borderColor: checked ? 'primary.main' : 'divider',
                    bgcolor: checked ? 'action.selected' : 'transparent',
                    cursor: 'pointer',
                  }}
                >
                  <Radio
                    checked={checked}
                    onChange={() => pick(address)}
                    value={String(index)}
                    name="saved-address"
                    slotProps={{
                      input: { 'aria-label': `${address.address_type}: ${address.address}` },
                    }}
                  />
                  <AddressSummary
                    type={address.id === null ? t('Current location') : address.address_type}
                    address={address.address}
                  />
                </Box>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      {navbar ? null : (
        <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between', gap: 1 }}>
          <Button startIcon={<PathIcon d={ADD} size={20} />} onClick={onAdd}>
            {t('Add Address')}
          </Button>
          <Stack direction="row" spacing={1}>
            <Button onClick={onClose} color="inherit" variant="outlined">
              {t('Cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={!choice}
              onClick={() => {
                if (choice) onSelect(choice);
                onClose();
              }}
            >
              {t('Select')}
            </Button>
          </Stack>
        </DialogActions>
      )}
    </Dialog>
  );
}

/** Loaded with next/dynamic once opened; MUI in its own scope (docs/hydration.md, rule 7). */
export default withMuiScope(SavedAddressesDialog);
