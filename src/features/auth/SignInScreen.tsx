import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import AppLink from '@/components/AppLink';
import { Button } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useApi } from '@/api/ApiProvider';
import type { LoginInput } from '@/api/modules/auth';
import { identifierOf, type LoginMethod } from '@/domain/validation/phone';
import { signInSchema } from '@/domain/validation/schemas';
import { useAppSelector } from '@/store/hooks';
import styles from './auth.module.css';
import { AuthCard } from './AuthCard';
import { ErrorAlert, FormNote } from './ErrorAlert';
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
        // guest_id lets the server merge the guest cart into the account (API-CORE-6).
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
        <FormNote severity="success" role="status">
          {t('Your account has been created. Please sign in.')}
        </FormNote>
      ) : null}
      <ErrorAlert messages={serverError} />
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit} className={styles.stack}>
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
        <div className={styles.forgotRow}>
          <AppLink href="/auth/forgot-password" className={styles.smallLink}>
            {t('Forgot password?')}
          </AppLink>
        </div>
        <Button type="submit" variant="contained" size="large" busy={formik.isSubmitting}>
          {t('Sign In')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t("Don't have an account?")}{' '}
        <AppLink href={withFrom('/auth/sign-up', from)} className={ui.link}>
          {t('Sign Up')}
        </AppLink>
      </p>
    </AuthCard>
  );
}
