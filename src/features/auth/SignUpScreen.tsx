import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { LoginInput } from '@/api/modules/auth';
import { dialCountry, normalizePhone } from '@/domain/validation/phone';
import { signUpSchema } from '@/domain/validation/schemas';
import { useAppSelector } from '@/store/hooks';
import { AuthCard } from './AuthCard';
import { ErrorAlert } from './ErrorAlert';
import { errorMessages } from './errors';
import { textFieldProps } from './formFields';
import { withFrom } from './links';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { useAuthSettings } from './useAuthSettings';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useFocusInvalidField } from './useFocusInvalidField';
import { verificationStep, type VerificationTarget } from './verification';
import { VerifyAccountStep } from './VerifyAccountStep';

const FIELDS = [
  'f_name',
  'l_name',
  'phone',
  'email',
  'password',
  'confirm_password',
  'ref_code',
  'terms',
] as const;

interface SignUpValues {
  f_name: string;
  l_name: string;
  country: string;
  phone: string;
  email: string;
  password: string;
  confirm_password: string;
  ref_code: string;
  terms: boolean;
}

/** Create an account; with phone verification on, the OTP step follows. */
export function SignUpScreen() {
  const { t } = useTranslation(['account', 'common']);
  const translate = (key: string) => t(key);
  const api = useApi();
  const router = useRouter();
  const guestId = useAppSelector((state) => state.session.guestId);
  const settings = useAuthSettings();
  const complete = useCompleteSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const [verification, setVerification] = useState<{
    target: VerificationTarget;
    credentials: Omit<LoginInput, 'guest_id'>;
  } | null>(null);

  const formik = useFormik<SignUpValues>({
    initialValues: {
      f_name: '',
      l_name: '',
      country: settings.defaultCountry,
      phone: '',
      email: '',
      password: '',
      confirm_password: '',
      ref_code: '',
      terms: false,
    },
    validationSchema: signUpSchema,
    onSubmit: async (values) => {
      setServerError(null);
      const phone = normalizePhone(dialCountry(values.country).dial, values.phone);
      const email = values.email.trim();
      try {
        const response = await api.auth.signUp({
          f_name: values.f_name.trim(),
          l_name: values.l_name.trim(),
          phone,
          email: email || undefined,
          password: values.password,
          ref_code: settings.referral ? values.ref_code.trim() || undefined : undefined,
          guest_id: guestId,
        });
        if (response.token) {
          await complete(response.token, 'Registration successful', { newAccount: true });
          return;
        }
        const next = verificationStep(response, { fieldType: 'phone', value: phone }, email);
        if ('target' in next) {
          setVerification({
            target: next.target,
            credentials: { emailOrPhone: phone, fieldType: 'phone', password: values.password },
          });
        } else {
          // Created but not signed in (e.g. a backend that wants a separate login).
          await router.push('/auth/sign-in?from=sign-up');
        }
      } catch (error) {
        setServerError(errorMessages(error));
      }
    },
  });
  useFocusInvalidField(formik, formRef, FIELDS);

  if (verification) {
    return (
      <AuthCard
        title={t(verification.target.type === 'phone' ? 'Verify your phone' : 'Verify your email')}
      >
        <VerifyAccountStep
          target={verification.target}
          credentials={verification.credentials}
          onBack={() => setVerification(null)}
        />
      </AuthCard>
    );
  }

  const termsError =
    formik.submitCount > 0 || formik.touched.terms ? formik.errors.terms : undefined;
  const termsErrorId = 'field-terms-error';
  const policyLink = (href: string, label: string) => (
    <MuiLink component={NextLink} href={href} target="_blank" rel="noopener">
      {label}
    </MuiLink>
  );

  return (
    <AuthCard title={t('Sign Up')} subtitle={t('Create an account to order and track deliveries.')}>
      <ErrorAlert messages={serverError} />
      <Box component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...textFieldProps(formik, 'f_name', translate)}
                label={t('First name')}
                required
                fullWidth
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...textFieldProps(formik, 'l_name', translate)}
                label={t('Last name')}
                required
                fullWidth
                autoComplete="family-name"
              />
            </Grid>
          </Grid>
          <PhoneField
            {...textFieldProps(formik, 'phone', translate)}
            label={t('Phone number')}
            required
            country={formik.values.country}
            pickerEnabled={settings.countryPicker}
            onCountryChange={(iso) => void formik.setFieldValue('country', iso)}
          />
          <TextField
            {...textFieldProps(formik, 'email', translate)}
            label={t('Email (optional)')}
            type="email"
            fullWidth
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <PasswordField
            {...textFieldProps(formik, 'password', translate)}
            label={t('Password')}
            autoComplete="new-password"
            required
          />
          <PasswordField
            {...textFieldProps(formik, 'confirm_password', translate)}
            label={t('Confirm password')}
            autoComplete="new-password"
            required
          />
          {settings.referral ? (
            <TextField
              {...textFieldProps(formik, 'ref_code', translate)}
              label={t('Referral code (optional)')}
              fullWidth
              autoComplete="off"
            />
          ) : null}
          <FormControl error={Boolean(termsError)}>
            <FormControlLabel
              control={
                <Checkbox
                  name="terms"
                  checked={formik.values.terms}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  slotProps={{
                    input: {
                      'aria-invalid': Boolean(termsError),
                      'aria-describedby': termsError ? termsErrorId : undefined,
                    },
                  }}
                />
              }
              label={
                <>
                  {t('I agree to the')}{' '}
                  {policyLink('/terms-and-conditions', t('Terms and conditions'))} {t('and the')}{' '}
                  {policyLink('/privacy-policy', t('Privacy policy'))}
                </>
              }
            />
            {termsError ? <FormHelperText id={termsErrorId}>{t(termsError)}</FormHelperText> : null}
          </FormControl>
          <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
            {t('Sign Up')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('Already have an account?')}{' '}
        <MuiLink component={NextLink} href={withFrom('/auth/sign-in', router.query.from)}>
          {t('Sign In')}
        </MuiLink>
      </Typography>
    </AuthCard>
  );
}
