import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { BUSINESS_OUTLINED } from '@/components/icons/material/BusinessOutlined';
import { HOME_OUTLINED } from '@/components/icons/material/HomeOutlined';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { MY_LOCATION } from '@/components/icons/material/MyLocation';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import type { LatLng } from '@/api/types';
import {
  ADDRESS_FIELD_ORDER,
  addressTypeOf,
  ADDRESS_TYPES,
  type AddressType,
  type CheckoutAddress,
  type GuestAddressFormValues,
  type GuestInfo,
} from '@/domain/checkout/address';
import { defaultLocation } from '@/domain/geo';
import { formatCoordinates, PICKER_ZOOM } from '@/domain/location/picker';
import type { SavedAddress } from '@/domain/location/stored';
import { textFieldProps } from '@/features/auth/formFields';
import { PhoneField } from '@/features/auth/PhoneField';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useLocationMessages } from '@/features/location/i18n';
import LocationPermissionDialog from '@/features/location/LocationPermissionDialog';
import PlaceSearchField from '@/features/location/PlaceSearchField';
import { useConfig } from '@/hooks/useConfig';
import { publicEnv } from '@/lib/publicEnv';
import { withMuiScope } from '@/theme/MuiScope';
import { LazyPickerMap } from '@/features/location/LazyPickerMap';
import { usePointLookup, type PointLookup } from '@/features/location/usePointLookup';
import { useAddressForm } from './useAddressForm';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/** R-CHECKOUT-4: the map is 236 px high. */
export const ADDRESS_MAP_HEIGHT = 236;

const TYPE_ICONS: Record<AddressType, string> = {
  home: HOME_OUTLINED,
  office: BUSINESS_OUTLINED,
  other: PLACE_OUTLINED,
};
const TYPE_LABELS: Record<AddressType, string> = { home: 'Home', office: 'Office', other: 'Other' };

export interface AddressFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address being edited; otherwise the type decides between edit and add. */
  editing?: SavedAddress | null;
  /** The member's saved addresses (edit-or-add by type). */
  saved?: readonly SavedAddress[];
  /** Where the map starts (the selected address or the stored location). */
  start?: (LatLng & { address?: string | null }) | null;
  /** A guest's contact and address kept on this device: the form starts from them. */
  guest?: GuestInfo | null;
  /**
   * Called with the address after a successful save (members) or a local save (guests). A guest's
   * address carries the whole contact their order needs: name, phone and e-mail.
   */
  onSaved: (address: CheckoutAddress) => void;
}

/** The 236 px map (or the no-map panel) with the button that centres it on the device. */
function AddressMap({ lookup }: { lookup: PointLookup }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  const { point } = lookup;
  return (
    <Box
      sx={{
        position: 'relative',
        height: ADDRESS_MAP_HEIGHT,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {mapsKey ? (
        <Box role="region" aria-label={t('Map')} sx={{ height: '100%' }}>
          <LazyPickerMap
            apiKey={mapsKey}
            center={point}
            zoom={PICKER_ZOOM.initial}
            onMove={(center) => lookup.moveTo(center, null)}
          />
        </Box>
      ) : (
        <Stack
          spacing={1}
          sx={{
            height: '100%',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            p: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Box sx={{ color: 'text.secondary', lineHeight: 0 }}>
            <PathIcon d={MAP_OUTLINED} size={40} />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 360 }}>
            {t('The map is not available. Search for a place or use your current location.')}
          </Typography>
          <Typography variant="body2">
            <bdi dir="ltr">{formatCoordinates(point)}</bdi>
          </Typography>
        </Stack>
      )}
      <IconButton
        onClick={() => void lookup.locate()}
        aria-label={t('Use Current Location')}
        aria-busy={lookup.locating || undefined}
        sx={{
          position: 'absolute',
          bottom: 10,
          insetInlineEnd: 10,
          bgcolor: 'background.paper',
          boxShadow: 2,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        {lookup.locating ? <Spinner size={22} primary /> : <PathIcon d={MY_LOCATION} />}
      </IconButton>
    </Box>
  );
}

/** The contact (a guest's with the e-mail) and the road, house and floor. */
function ContactFields({
  field,
  asGuest,
  country,
  onCountryChange,
  pickerEnabled,
}: {
  field: (name: keyof GuestAddressFormValues) => ReturnType<typeof textFieldProps>;
  asGuest: boolean;
  country: string;
  onCountryChange: (country: string) => void;
  pickerEnabled: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const number = field('contact_person_number');
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          {...field('contact_person_name')}
          label={t('Contact Person Name')}
          required
          fullWidth
          autoComplete="name"
        />
      </Grid>
      <Grid size={12}>
        <PhoneField
          {...number}
          helperText={number.helperText}
          label={t('Contact Person Number')}
          required
          country={country}
          onCountryChange={onCountryChange}
          pickerEnabled={pickerEnabled}
          autoComplete="tel-national"
        />
      </Grid>
      {asGuest ? (
        <Grid size={12}>
          <TextField
            {...field('contact_person_email')}
            label={t('Contact Person Email')}
            required
            fullWidth
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField {...field('road')} label={t('Road')} fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField {...field('house')} label={t('House')} fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField {...field('floor')} label={t('Floor')} fullWidth />
      </Grid>
    </Grid>
  );
}

/**
 * The add or edit address dialog (R-CHECKOUT-4, R-CHECKOUT-5): a 236 px map
 * with a button centring it on the device, Label As home / office / other (with an optional label
 * for other) and the form. Members save on the server (editing the address of the chosen type when
 * one exists); a guest's address is only kept on this device by the caller. The phone is typed as a
 * national number under the configured country (the country select is enabled only when
 * country_picker_status is 1) and saved with its country code; a guest also gives the e-mail their
 * order needs (API-ORDERS-1). A refused save moves the focus to the first invalid field.
 */
function AddressFormDialog({
  open,
  onClose,
  editing = null,
  saved = [],
  start,
  guest = null,
  onSaved,
}: AddressFormDialogProps) {
  useLocationMessages();
  const { t } = useTranslation(ORDER_NAMESPACES);
  const config = useConfig();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const labelGroupId = useId();

  const [type, setType] = useState<AddressType>(() =>
    editing ? addressTypeOf(editing.address_type) : 'home',
  );
  // The address field starts from the form's values: only the points the customer moves to are
  // looked up, and their address then fills the field.
  const lookup = usePointLookup({
    open,
    initialPoint: () => {
      const lat = Number(editing?.latitude ?? start?.lat);
      const lng = Number(editing?.longitude ?? start?.lng);
      return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : defaultLocation(config);
    },
    lookUpStart: false,
    zone: false,
    placeText: 'place',
  });
  const { point, device } = lookup;

  const { formik, country, setCountry, asGuest, pickerEnabled } = useAddressForm({
    editing,
    saved,
    start,
    guest,
    type,
    point,
    onSaved,
    onClose,
  });

  // Each move's address, once known, becomes the field's text (the customer can still edit it).
  const lookedUp = lookup.address;
  const { setFieldValue } = formik;
  useEffect(() => {
    if (lookedUp) void setFieldValue('address', lookedUp);
    // Once per move and answer, not when Formik hands a new setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookedUp, lookup.moves]);

  useFocusFirstInvalid(formik, ADDRESS_FIELD_ORDER);
  const field = (name: keyof GuestAddressFormValues) => textFieldProps(formik, name, t);

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby={titleId}
        fullScreen={phone}
        maxWidth="sm"
        fullWidth
      >
        <DialogHeader
          id={titleId}
          title={editing || (asGuest && guest?.address) ? t('Edit Address') : t('Add New Address')}
          onClose={onClose}
        />
        <Box component="form" noValidate onSubmit={formik.handleSubmit}>
          <DialogContent sx={{ pt: '4px !important' }}>
            <Stack spacing={2}>
              <PlaceSearchField label={t('Search location')} onPick={lookup.pick} size="small" />
              <AddressMap lookup={lookup} />

              <Box>
                <Typography id={labelGroupId} variant="subtitle2" sx={{ mb: 1 }}>
                  {t('Label As')}
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  value={type}
                  onChange={(_, value: AddressType | null) => value && setType(value)}
                  aria-labelledby={labelGroupId}
                  size="small"
                  color="primary"
                >
                  {ADDRESS_TYPES.map((value) => {
                    return (
                      <ToggleButton key={value} value={value} sx={{ gap: 0.75, px: 2 }}>
                        <PathIcon d={TYPE_ICONS[value]} size={20} />
                        {t(TYPE_LABELS[value])}
                      </ToggleButton>
                    );
                  })}
                </ToggleButtonGroup>
              </Box>
              {type === 'other' ? (
                <TextField
                  {...field('address_label')}
                  label={t('Label (optional)')}
                  placeholder={t('e.g. Gym')}
                  size="small"
                />
              ) : null}

              <TextField
                {...field('address')}
                label={t('Address')}
                required
                multiline
                minRows={2}
              />
              <ContactFields
                field={field}
                asGuest={asGuest}
                country={country}
                onCountryChange={setCountry}
                pickerEnabled={pickerEnabled}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit" variant="outlined">
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="contained" busy={formik.isSubmitting}>
              {t('Save Address')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {device.permissionOpen ? (
        <LocationPermissionDialog open onClose={device.closePermission} />
      ) : null}
    </>
  );
}

/** Loaded with next/dynamic once opened; MUI in its own scope (docs/hydration.md, rule 7). */
export default withMuiScope(AddressFormDialog);
