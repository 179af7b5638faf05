import type { FormikProps } from 'formik';
import { useRouter } from 'next/router';
import AppLink from '@/components/AppLink';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Choice';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './auth.module.css';
import { AuthCard } from './AuthCard';
import { ErrorAlert } from './ErrorAlert';
import { textFieldProps } from './formFields';
import { withFrom } from './links';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import type { SignUpValues } from './signUpForm';
import { useSignUpForm } from './useSignUpForm';
import { VerifyAccountStep } from './VerifyAccountStep';

/** Create an account; with phone verification on, the OTP step follows. */
export function SignUpScreen() {
  const { t } = useTranslation(['account', 'common']);
  const translate = (key: string) => t(key);
  const router = useRouter();
  const { formik, formRef, settings, serverError, verification, cancelVerification } =
    useSignUpForm();

  if (verification) {
    return (
      <AuthCard
        title={t(verification.target.type === 'phone' ? 'Verify your phone' : 'Verify your email')}
      >
        <VerifyAccountStep
          target={verification.target}
          credentials={verification.credentials}
          onBack={cancelVerification}
        />
      </AuthCard>
    );
  }

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
        <TermsField formik={formik} />
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

/** The terms checkbox, its label linking the two policies, and its error under it. */
function TermsField({ formik }: { formik: FormikProps<SignUpValues> }) {
  const { t } = useTranslation(['account', 'common']);
  const termsError =
    formik.submitCount > 0 || formik.touched.terms ? formik.errors.terms : undefined;
  const termsErrorId = 'field-terms-error';
  const policyLink = (href: string, label: string) => (
    <AppLink href={href} target="_blank" rel="noopener" className={ui.link}>
      {label}
    </AppLink>
  );
  return (
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
            {t('I agree to the')} {policyLink('/terms-and-conditions', t('Terms and conditions'))}{' '}
            {t('and the')} {policyLink('/privacy-policy', t('Privacy policy'))}
          </>
        }
      />
      {termsError ? (
        <p id={termsErrorId} className={styles.termsError}>
          {t(termsError)}
        </p>
      ) : null}
    </div>
  );
}
