import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import AppLink from '@/components/AppLink';
import { Button } from '@/components/ui/Button';
import { Stepper } from '@/components/ui/Stepper';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { identifierOf, type IdentifierValues } from '@/domain/validation/phone';
import { forgotIdentifySchema, resetPasswordSchema } from '@/domain/validation/schemas';
import styles from './auth.module.css';
import { AuthCard } from './AuthCard';
import { ErrorAlert } from './ErrorAlert';
import { errorMessages } from './errors';
import { textFieldProps } from './formFields';
import { IdentifierFields } from './IdentifierFields';
import { OtpStep, RESEND_SECONDS } from './OtpStep';
import { PasswordField } from './PasswordField';
import { useAuthSettings } from './useAuthSettings';
import { useCountdown } from './useCountdown';
import { useFocusInvalidField } from './useFocusInvalidField';

const STEPS = ['Phone or email', 'Verification code', 'New password'] as const;
const IDENTIFY_FIELDS = ['phone', 'email'] as const;
const RESET_FIELDS = ['password', 'confirm_password'] as const;

interface PasswordValues {
  password: string;
  confirm_password: string;
}

/** The body every forgot-password call carries: the method and the phone or email. */
function recipient(values: IdentifierValues) {
  const { fieldType, value } = identifierOf(values);
  return fieldType === 'phone'
    ? { verification_method: 'phone' as const, phone: value }
    : { verification_method: 'email' as const, email: value };
}

function sameRecipient(a: IdentifierValues, b: IdentifierValues): boolean {
  return JSON.stringify(recipient(a)) === JSON.stringify(recipient(b));
}

function IdentifyStep({
  initialValues,
  pickerEnabled,
  onSend,
}: {
  initialValues: IdentifierValues;
  pickerEnabled: boolean;
  onSend: (values: IdentifierValues) => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'common']);
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const formik = useFormik<IdentifierValues>({
    initialValues,
    validationSchema: forgotIdentifySchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await onSend(values);
      } catch (error) {
        setServerError(errorMessages(error));
      }
    },
  });
  useFocusInvalidField(formik, formRef, IDENTIFY_FIELDS);
  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
      <ErrorAlert messages={serverError} />
      <p className={styles.text}>
        {t('Enter your phone number or email and we will send you a code to reset your password.')}
      </p>
      <div className={styles.stack}>
        <IdentifierFields
          formik={formik}
          pickerEnabled={pickerEnabled}
          groupLabel={t('Send the code by')}
        />
        <Button type="submit" variant="contained" size="large" busy={formik.isSubmitting}>
          {t('Send code')}
        </Button>
      </div>
    </form>
  );
}

function NewPasswordStep({
  initialValues,
  onBack,
  onReset,
}: {
  initialValues: PasswordValues;
  onBack: (values: PasswordValues) => void;
  onReset: (values: PasswordValues) => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'common']);
  const translate = (key: string) => t(key);
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const formik = useFormik<PasswordValues>({
    initialValues,
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await onReset(values);
      } catch (error) {
        setServerError(errorMessages(error));
      }
    },
  });
  useFocusInvalidField(formik, formRef, RESET_FIELDS);
  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
      <ErrorAlert messages={serverError} />
      <div className={styles.stack}>
        <PasswordField
          {...textFieldProps(formik, 'password', translate)}
          label={t('New password')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          {...textFieldProps(formik, 'confirm_password', translate)}
          label={t('Confirm password')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" busy={formik.isSubmitting}>
          {t('Reset password')}
        </Button>
        <div>
          <Button onClick={() => onBack(formik.values)} disabled={formik.isSubmitting}>
            {t('Back')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Forgot password in three steps: send a code to a phone or email, check the code, set a new
 * password. Each step keeps what was typed when the customer goes back.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const router = useRouter();
  const settings = useAuthSettings();
  const [step, setStep] = useState(0);
  const [identify, setIdentify] = useState<IdentifierValues>({
    method: 'phone',
    country: settings.defaultCountry,
    phone: '',
    email: '',
  });
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState<PasswordValues>({
    password: '',
    confirm_password: '',
  });
  const { remaining, restart } = useCountdown(RESEND_SECONDS, { startNow: false });

  // Move focus to the new step's heading so screen readers announce the change (not on first load).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const send = async (values: IdentifierValues) => {
    // The same recipient within the resend window already has a valid code.
    if (remaining > 0 && sameRecipient(values, identify)) {
      setIdentify(values);
      setStep(1);
      return;
    }
    const response = await api.auth.forgotPassword(recipient(values));
    if (response.message) toast.success(response.message, { id: 'reset-code-sent' });
    setIdentify(values);
    setCode('');
    restart();
    setStep(1);
  };

  const resend = async () => {
    await api.auth.forgotPassword(recipient(identify));
    restart();
  };

  const verify = async (entered: string) => {
    await api.auth.verifyResetToken({ reset_token: entered, ...recipient(identify) });
    setCode(entered);
    setStep(2);
  };

  const reset = async (values: PasswordValues) => {
    const response = await api.auth.resetPassword({
      reset_token: code,
      password: values.password,
      confirm_password: values.confirm_password,
      ...recipient(identify),
    });
    toast.success(response.message || t('Your password has been changed'), {
      id: 'password-reset',
    });
    await router.push('/auth/sign-in');
  };

  const target = identifierOf(identify);
  return (
    <AuthCard title={t('Forgot password')}>
      <Stepper
        steps={STEPS.map((label) => ({ label: t(label) }))}
        activeStep={step}
        label={t('Forgot password')}
        completedLabel={t('Completed')}
        className={styles.stepper}
      />
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t('Step {{current}} of {{total}}: {{label}}', {
          current: step + 1,
          total: STEPS.length,
          label: t(STEPS[step]),
        })}
      </h2>
      {step === 0 ? (
        <IdentifyStep
          initialValues={identify}
          pickerEnabled={settings.countryPicker}
          onSend={send}
        />
      ) : null}
      {step === 1 ? (
        <OtpStep
          target={{ type: target.fieldType, value: target.value }}
          initialCode={code}
          resendIn={remaining}
          onVerify={verify}
          onResend={resend}
          onBack={(entered) => {
            setCode(entered);
            setStep(0);
          }}
          submitLabel={t('Continue')}
        />
      ) : null}
      {step === 2 ? (
        <NewPasswordStep
          initialValues={passwords}
          onBack={(values) => {
            setPasswords(values);
            setStep(1);
          }}
          onReset={reset}
        />
      ) : null}
      <p className={styles.footer}>
        <AppLink href="/auth/sign-in" className={ui.link}>
          {t('Back to sign in')}
        </AppLink>
      </p>
    </AuthCard>
  );
}
