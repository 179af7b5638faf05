import type { FormikProps } from 'formik';
import { SegmentedControl } from '@/components/ui/Choice';
import { TextField } from '@/components/ui/TextField';
import type { IdentifierValues, LoginMethod } from '@/domain/validation/phone';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { textFieldProps } from './formFields';
import { PhoneField } from './PhoneField';

/** The phone-or-email choice and the matching input, shared by sign-in and forgot password. */
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
      <SegmentedControl<LoginMethod>
        legend={groupLabel}
        name="method"
        value={method}
        fullWidth
        segments={[
          { value: 'phone', label: t('Phone') },
          { value: 'email', label: t('Email') },
        ]}
        onChange={(next) => void formik.setFieldValue('method', next)}
      />
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
          autoComplete={usernameAutocomplete ? 'username' : 'email'}
          inputProps={{ dir: 'ltr' }}
        />
      )}
    </>
  );
}
