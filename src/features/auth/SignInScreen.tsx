import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { LoginInput } from '@/api/modules/auth';
import { identifierOf, type LoginMethod } from '@/domain/validation/phone';
import { signInSchema } from '@/domain/validation/schemas';
import { useAppSelector } from '@/store/hooks';
import { AuthCard } from './AuthCard';
import { ErrorAlert } from './ErrorAlert';
import { errorMessages } from './errors';
import { textFieldProps } from './formFields';
import { IdentifierFields } from './IdentifierFields';
import { withFrom } from './links';
import { PasswordField } from './PasswordField';
import { useAuthSettings } from './useAuthSettings';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useFocusInvalidField } from './useFocusInvalidField';
import { verificationStep, type VerificationTarget } from './verification';
import { VerifyAccountStep } from './VerifyAccountStep';

const FIELDS = ['phone', 'email', 'password'] as const;

interface SignInValues {
  method: LoginMethod;
  country: string;
  phone: string;
  email: string;
  password: string;
}

/** Sign in with phone (country code + number) or email, and a password. */
export function SignInScreen() {
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

  const formik = useFormik<SignInValues>({
    initialValues: {
      method: 'phone',
      country: settings.defaultCountry,
      phone: '',
      email: '',
      password: '',
    },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      setServerError(null);
      const identifier = identifierOf(values);
      const credentials = {
        emailOrPhone: identifier.value,
        fieldType: identifier.fieldType,
        password: values.password,
      };
      try {
        // guest_id lets the server merge the guest cart into the account (contract §1.7).
        const response = await api.auth.login({ ...credentials, guest_id: guestId });
        if (response.token) {
          await complete(response.token, 'Signed in successfully');
          return;
        }
        const next = verificationStep(response, identifier);
        if ('target' in next) setVerification({ target: next.target, credentials });
        else setServerError([t(next.message)]);
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

  const from = router.query.from;
  return (
    <AuthCard title={t('Sign In')} subtitle={t('Welcome back! Sign in to continue.')}>
      {from === 'sign-up' ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('Your account has been created. Please sign in.')}
        </Alert>
      ) : null}
      <ErrorAlert messages={serverError} />
      <Box component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit}>
        <Stack spacing={2}>
          <IdentifierFields
            formik={formik}
            pickerEnabled={settings.countryPicker}
            groupLabel={t('Sign in with')}
            usernameAutocomplete
          />
          <PasswordField
            {...textFieldProps(formik, 'password', translate)}
            label={t('Password')}
            autoComplete="current-password"
            required
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <MuiLink component={NextLink} href="/auth/forgot-password" variant="body2">
              {t('Forgot password?')}
            </MuiLink>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
            {t('Sign In')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t("Don't have an account?")}{' '}
        <MuiLink component={NextLink} href={withFrom('/auth/sign-up', from)}>
          {t('Sign Up')}
        </MuiLink>
      </Typography>
    </AuthCard>
  );
}
