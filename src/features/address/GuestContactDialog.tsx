import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import {
  GUEST_CONTACT_FIELD_ORDER,
  guestContactSchema,
  phoneParts,
  type GuestInfo,
} from '@/domain/checkout/address';
import { defaultCountryIso, dialCountry, normalizePhone } from '@/domain/validation/phone';
import { textFieldProps } from '@/features/auth/formFields';
import { PhoneField } from '@/features/auth/PhoneField';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useConfig } from '@/hooks/useConfig';
import { withMuiScope } from '@/theme/MuiScope';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

type ContactValues = Pick<
  GuestInfo,
  'contact_person_name' | 'contact_person_number' | 'contact_person_email'
>;

/**
 * The guest contact dialog (R-CHECKOUT-6): Contact Person Name, the phone (country
 * from the configuration, the picker enabled only when country_picker_status is 1, no auto-format)
 * and Contact Person Email, with Reset and Save. Saving stores the info on this device, the phone
 * with its country code. A refused save moves the focus to the first invalid field.
 */
function GuestContactDialog({
  open,
  onClose,
  info,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  info: GuestInfo | null;
  onSave: (contact: ContactValues) => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const config = useConfig();
  const titleId = useId();
  const pickerEnabled = Number(config?.country_picker_status) === 1;
  // The stored "+212600…" shows as its national part under its country.
  const [stored] = useState(() =>
    phoneParts(info?.contact_person_number, defaultCountryIso(config?.country), pickerEnabled),
  );
  const [country, setCountry] = useState(stored.country);
  const empty: ContactValues = {
    contact_person_name: '',
    contact_person_number: '',
    contact_person_email: '',
  };

  const formik = useFormik<ContactValues>({
    initialValues: info
      ? {
          contact_person_name: info.contact_person_name,
          contact_person_number: stored.national,
          contact_person_email: info.contact_person_email,
        }
      : empty,
    validationSchema: guestContactSchema,
    onSubmit: (values) => {
      onSave({
        contact_person_name: values.contact_person_name.trim(),
        contact_person_number: normalizePhone(
          dialCountry(country).dial,
          values.contact_person_number,
        ),
        contact_person_email: values.contact_person_email.trim(),
      });
      onClose();
    },
  });
  useFocusFirstInvalid(formik, GUEST_CONTACT_FIELD_ORDER);
  const phone = textFieldProps(formik, 'contact_person_number', t);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogHeader id={titleId} title={t('Contact Info')} />
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2}>
            <TextField
              {...textFieldProps(formik, 'contact_person_name', t)}
              label={t('Contact Person Name')}
              required
              autoComplete="name"
            />
            <PhoneField
              {...phone}
              helperText={phone.helperText}
              label={t('Phone')}
              required
              country={country}
              onCountryChange={setCountry}
              pickerEnabled={pickerEnabled}
              autoComplete="off"
            />
            <TextField
              {...textFieldProps(formik, 'contact_person_email', t)}
              label={t('Contact Person Email')}
              required
              type="email"
              autoComplete="email"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => formik.resetForm({ values: empty })}
          >
            {t('Reset')}
          </Button>
          <Button type="submit" variant="contained">
            {t('Save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Loaded with next/dynamic once opened; MUI in its own scope (docs/hydration.md, rule 7). */
export default withMuiScope(GuestContactDialog);
