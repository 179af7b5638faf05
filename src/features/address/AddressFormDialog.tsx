import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CloseIcon from '@mui/icons-material/Close';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MyLocation from '@mui/icons-material/MyLocation';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { ApiError } from '@/api/errors';
import type { LatLng, PlacePrediction } from '@/api/types';
import {
  addressDefaults,
  ADDRESS_FIELD_ORDER,
  addressFormSchema,
  addressPayload,
  addressToEdit,
  addressTypeOf,
  ADDRESS_TYPES,
  guestAddressDefaults,
  guestAddressFormSchema,
  phoneParts,
  type AddressType,
  type CheckoutAddress,
  type GuestAddressFormValues,
  type GuestInfo,
} from '@/domain/checkout/address';
import { defaultLocation } from '@/domain/geo';
import { formatCoordinates, PICKER_ZOOM, roundedPoint } from '@/domain/location/picker';
import type { SavedAddress } from '@/domain/location/stored';
import { defaultCountryIso, dialCountry, normalizePhone } from '@/domain/validation/phone';
import { textFieldProps } from '@/features/auth/formFields';
import { PhoneField } from '@/features/auth/PhoneField';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useDeviceLocation } from '@/features/location/deviceLocation';
import { useLocationMessages } from '@/features/location/i18n';
import LocationPermissionDialog from '@/features/location/LocationPermissionDialog';
import PlaceSearchField from '@/features/location/PlaceSearchField';
import { locationKeys } from '@/features/location/queryKeys';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { publicEnv } from '@/lib/publicEnv';
import { useAppSelector } from '@/store/hooks';
import { withMuiScope } from '@/theme/MuiScope';
import { LazyPickerMap } from '@/features/location/LazyPickerMap';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/** Spec document 1 §2 item 5 and §9: the map is 236 px high. */
export const ADDRESS_MAP_HEIGHT = 236;

const TYPE_ICONS: Record<AddressType, typeof HomeOutlined> = {
  home: HomeOutlined,
  office: BusinessOutlined,
  other: PlaceOutlined,
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

/**
 * The add or edit address dialog (spec document 1 §2 item 5, §4 'Address save', §5): a 236 px map
 * with a button centring it on the device, Label As home / office / other (with an optional label
 * for other) and the form. Members save on the server (editing the address of the chosen type when
 * one exists); a guest's address is only kept on this device by the caller. The phone is typed as a
 * national number under the configured country (the country select is enabled only when
 * country_picker_status is 1) and saved with its country code; a guest also gives the e-mail their
 * order needs (contract §10.1). A refused save moves the focus to the first invalid field.
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
  const api = useApi();
  const queryClient = useQueryClient();
  const config = useConfig();
  const profile = useProfile();
  const token = useAppSelector((state) => state.session.token);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const device = useDeviceLocation();
  const titleId = useId();
  const labelGroupId = useId();
  const mapsKey = publicEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;

  const [type, setType] = useState<AddressType>(() =>
    editing ? addressTypeOf(editing.address_type) : 'home',
  );
  const [point, setPoint] = useState<LatLng>(() => {
    const lat = Number(editing?.latitude ?? start?.lat);
    const lng = Number(editing?.longitude ?? start?.lng);
    return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : defaultLocation(config);
  });
  const [locating, setLocating] = useState(false);
  const asGuest = !token;
  const pickerEnabled = Number(config?.country_picker_status) === 1;

  // The phone starts as its national part under its country (the configured one by default).
  const [initial] = useState<{ values: GuestAddressFormValues; country: string }>(() => {
    const values = asGuest
      ? guestAddressDefaults(guest, start?.address ?? null)
      : {
          ...addressDefaults(profile.data ?? null, editing, start?.address ?? null),
          contact_person_email: '',
        };
    const parts = phoneParts(
      values.contact_person_number,
      defaultCountryIso(config?.country),
      pickerEnabled,
    );
    return {
      values: { ...values, contact_person_number: parts.national },
      country: parts.country,
    };
  });
  const [country, setCountry] = useState(initial.country);

  const formik = useFormik<GuestAddressFormValues>({
    initialValues: initial.values,
    validationSchema: asGuest ? guestAddressFormSchema : addressFormSchema,
    validateOnBlur: true,
    onSubmit: async (values) => {
      const payload = addressPayload(
        {
          ...values,
          contact_person_number: normalizePhone(
            dialCountry(country).dial,
            values.contact_person_number,
          ),
        },
        type,
        point,
      );
      const result: CheckoutAddress = {
        id: editing?.id ?? null,
        address: payload.address,
        address_type: payload.address_type,
        latitude: point.lat,
        longitude: point.lng,
        road: payload.road,
        house: payload.house,
        floor: payload.floor,
        contact_person_name: payload.contact_person_name,
        contact_person_number: payload.contact_person_number,
        contact_person_email: asGuest ? values.contact_person_email.trim() : null,
        zone_ids: [],
      };
      if (asGuest) {
        onSaved(result);
        onClose();
        return;
      }
      const target = editing ?? addressToEdit(saved, type);
      try {
        if (target) {
          const answer = await api.address.update(target.id, payload);
          toast.success(answer.message, { id: 'address-saved' });
          result.id = target.id;
        } else {
          const answer = await api.address.add(payload);
          toast.success(answer.message, { id: 'address-saved' });
          result.zone_ids = answer.zone_ids ?? [];
        }
        await queryClient.invalidateQueries({ queryKey: locationKeys.addresses(token) });
        if (result.id === null) {
          // add answers without the new id: it is the newest saved address with this text and type.
          const list = await queryClient.fetchQuery({
            queryKey: locationKeys.addresses(token),
            queryFn: () => api.address.list(),
          });
          const created = list
            .filter(
              (entry) =>
                entry.address === result.address && entry.address_type === result.address_type,
            )
            .sort((a, b) => b.id - a.id)[0];
          if (created) result.id = created.id;
        }
        onSaved(result);
        onClose();
      } catch (error) {
        const message =
          error instanceof ApiError ? error.message : t('Something went wrong. Please try again.');
        toast.error(message, { id: 'address-error' });
      }
    },
  });

  // A moved map, a searched place or the device position becomes the address (its text is looked up).
  const moveTo = async (next: LatLng, description: string | null) => {
    const rounded = roundedPoint(next);
    setPoint(rounded);
    if (description) {
      void formik.setFieldValue('address', description);
      return;
    }
    try {
      const text = await api.location.geocode(rounded);
      if (text) void formik.setFieldValue('address', text);
    } catch {
      // The client showed the server's message; the customer can type the address.
    }
  };

  const onPick = async (prediction: PlacePrediction) => {
    try {
      const details = await api.location.placeDetails(prediction.placeId);
      if (details) await moveTo(details, details.address ?? prediction.text);
    } catch {
      // Shown by the client.
    }
  };

  const centreOnMe = async () => {
    if (locating) return;
    setLocating(true);
    const position = await device.locate();
    if (position) await moveTo(position, null);
    setLocating(false);
  };

  useFocusFirstInvalid(formik, ADDRESS_FIELD_ORDER);
  const field = (name: keyof GuestAddressFormValues) => textFieldProps(formik, name, t);
  const number = field('contact_person_number');

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
        <DialogTitle id={titleId} sx={{ paddingInlineEnd: '56px' }}>
          {editing || (asGuest && guest?.address) ? t('Edit Address') : t('Add New Address')}
        </DialogTitle>
        <IconButton
          aria-label={t('Close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}
        >
          <CloseIcon />
        </IconButton>
        <Box component="form" noValidate onSubmit={formik.handleSubmit}>
          <DialogContent sx={{ pt: '4px !important' }}>
            <Stack spacing={2}>
              <PlaceSearchField label={t('Search location')} onPick={onPick} size="small" />
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
                      onMove={(center) => void moveTo(center, null)}
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
                    <MapOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
                    <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 360 }}>
                      {t(
                        'The map is not available. Search for a place or use your current location.',
                      )}
                    </Typography>
                    <Typography variant="body2">
                      <bdi dir="ltr">{formatCoordinates(point)}</bdi>
                    </Typography>
                  </Stack>
                )}
                <IconButton
                  onClick={centreOnMe}
                  aria-label={t('Use Current Location')}
                  aria-busy={locating || undefined}
                  sx={{
                    position: 'absolute',
                    bottom: 10,
                    insetInlineEnd: 10,
                    bgcolor: 'background.paper',
                    boxShadow: 2,
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  {locating ? <CircularProgress size={22} aria-hidden /> : <MyLocation />}
                </IconButton>
              </Box>

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
                    const Icon = TYPE_ICONS[value];
                    return (
                      <ToggleButton key={value} value={value} sx={{ gap: 0.75, px: 2 }}>
                        <Icon fontSize="small" aria-hidden />
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
                    onCountryChange={setCountry}
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
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit" variant="outlined">
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formik.isSubmitting}>
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
