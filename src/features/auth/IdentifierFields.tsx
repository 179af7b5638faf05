import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { FormikProps } from 'formik';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { IdentifierValues, LoginMethod } from '@/domain/validation/phone';
import { textFieldProps } from './formFields';
import { PhoneField } from './PhoneField';

/** The phone-or-email toggle and the matching input, shared by sign-in and forgot password. */
export function IdentifierFields<Values extends IdentifierValues>({
  formik,
  pickerEnabled,
  groupLabel,
  usernameAutocomplete,
}: {
  formik: FormikProps<Values>;
  pickerEnabled: boolean;
  groupLabel: string;
  /** Sign-in marks the identifier as the username for password managers. */
  usernameAutocomplete?: boolean;
}) {
  const { t } = useTranslation(['account', 'common']);
  const translate = (key: string) => t(key);
  const method = formik.values.method;
  return (
    <>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={method}
        aria-label={groupLabel}
        onChange={(_event, next: LoginMethod | null) => {
          if (next) void formik.setFieldValue('method', next);
        }}
      >
        <ToggleButton value="phone">{t('Phone')}</ToggleButton>
        <ToggleButton value="email">{t('Email')}</ToggleButton>
      </ToggleButtonGroup>
      {method === 'phone' ? (
        <PhoneField
          {...textFieldProps(formik, 'phone', translate)}
          label={t('Phone number')}
          required
          country={formik.values.country}
          pickerEnabled={pickerEnabled}
          onCountryChange={(iso) => void formik.setFieldValue('country', iso)}
          autoComplete={usernameAutocomplete ? 'username' : 'tel-national'}
        />
      ) : (
        <TextField
          {...textFieldProps(formik, 'email', translate)}
          label={t('Email')}
          type="email"
          required
          fullWidth
          autoComplete={usernameAutocomplete ? 'username' : 'email'}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      )}
    </>
  );
}
