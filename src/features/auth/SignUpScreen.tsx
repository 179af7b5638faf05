import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import AppLink from '@/components/AppLink';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Choice';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useApi } from '@/api/ApiProvider';
import type { LoginInput } from '@/api/modules/auth';
import { dialCountry, normalizePhone } from '@/domain/validation/phone';
import { signUpSchema } from '@/domain/validation/schemas';
import { useAppSelector } from '@/store/hooks';
import styles from './auth.module.css';
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
    <AppLink href={href} target="_blank" rel="noopener" className={ui.link}>
      {label}
    </AppLink>
  );

  return (
    <AuthCard title={t('Sign Up')} subtitle={t('Create an account to order and track deliveries.')}>
      <ErrorAlert messages={serverError} />
      <form ref={formRef} noValidate onSubmit={formik.handleSubmit} className={styles.stack}>
        <div className={styles.nameRow}>
          <TextField
            {...textFieldProps(formik, 'f_name', translate)}
            label={t('First name')}
            required
            autoComplete="given-name"
          />
          <TextField
            {...textFieldProps(formik, 'l_name', translate)}
            label={t('Last name')}
            required
            autoComplete="family-name"
          />
        </div>
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
          autoComplete="email"
          inputProps={{ dir: 'ltr' }}
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
            autoComplete="off"
          />
        ) : null}
        <div>
          <Checkbox
            name="terms"
            checked={formik.values.terms}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={Boolean(termsError)}
            aria-describedby={termsError ? termsErrorId : undefined}
            label={
              <>
                {t('I agree to the')}{' '}
                {policyLink('/terms-and-conditions', t('Terms and conditions'))} {t('and the')}{' '}
                {policyLink('/privacy-policy', t('Privacy policy'))}
              </>
            }
          />
          {termsError ? (
            <p id={termsErrorId} className={styles.termsError}>
              {t(termsError)}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="contained" size="large" busy={formik.isSubmitting}>
          {t('Sign Up')}
        </Button>
      </form>
      <p className={styles.footer}>
        {t('Already have an account?')}{' '}
        <AppLink href={withFrom('/auth/sign-in', router.query.from)} className={ui.link}>
          {t('Sign In')}
        </AppLink>
      </p>
    </AuthCard>
  );
}
