import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { OTP_LENGTH, otpSchema } from '@/domain/validation/schemas';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { usesBuiltInApi } from '@/lib/publicEnv';
import toast from '@/lib/toast';
import styles from './auth.module.css';
import { ErrorAlert, FormNote } from './ErrorAlert';
import { errorMessages } from './errors';
import { textFieldProps } from './formFields';
import { useFocusInvalidField } from './useFocusInvalidField';
import type { VerificationTarget } from './verification';

export const RESEND_SECONDS = 60;
const FIELDS = ['code'] as const;

interface Props {
  target: VerificationTarget;
  initialCode?: string;
  /** Seconds until Resend is allowed; the parent owns the countdown so it survives Back. */
  resendIn: number;
  /** Rejects with the error to show. */
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack?: (code: string) => void;
  submitLabel?: string;
}

/** Enter a 6-digit code, with Resend after a 60 s countdown and the demo code hint. */
export function OtpStep({
  target,
  initialCode = '',
  resendIn,
  onVerify,
  onResend,
  onBack,
  submitLabel,
}: Props) {
  const { t } = useTranslation(['account', 'common']);
  const translate = (key: string) => t(key);
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const [resending, setResending] = useState(false);

  const formik = useFormik({
    initialValues: { code: initialCode },
    validationSchema: otpSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await onVerify(values.code.trim());
      } catch (error) {
        setServerError(errorMessages(error));
      }
    },
  });
  useFocusInvalidField(formik, formRef, FIELDS);

  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      await onResend();
      toast.success(t('A new code has been sent'), { id: 'otp-resent' });
    } catch (error) {
      setServerError(errorMessages(error));
    } finally {
      setResending(false);
    }
  };

  const codeField = textFieldProps(formik, 'code', translate);
  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
      <ErrorAlert messages={serverError} />
      <p className={styles.text}>
        {t(
          target.type === 'phone'
            ? 'Enter the 6-digit code we sent to your phone'
            : 'Enter the 6-digit code we sent to your email',
        )}{' '}
        <bdi dir="ltr">{target.value}</bdi>
      </p>
      {usesBuiltInApi() ? (
        <FormNote severity="info" role="note">
          {t('Demo shop: use the code 123456')}
        </FormNote>
      ) : null}
      <div className={styles.stack}>
        {/* No maxLength: it would cut a pasted "123 456" before the spaces are stripped. */}
        <TextField
          {...codeField}
          onChange={(event) =>
            void formik.setFieldValue(
              'code',
              event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH),
            )
          }
          label={t('Verification code')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          inputProps={{ pattern: '[0-9]*', dir: 'ltr' }}
        />
        <Button type="submit" variant="contained" size="large" busy={formik.isSubmitting}>
          {submitLabel ?? t('Verify')}
        </Button>
        <div className={styles.otpActions}>
          {onBack ? (
            <Button onClick={() => onBack(formik.values.code)} disabled={formik.isSubmitting}>
              {t('Back')}
            </Button>
          ) : (
            <span />
          )}
          <div className={styles.resend}>
            {resendIn > 0 ? (
              <span className={styles.countdown}>
                {t('Resend code in {{seconds}} s', { seconds: resendIn })}
              </span>
            ) : null}
            <Button
              onClick={() => void resend()}
              disabled={resendIn > 0 || formik.isSubmitting}
              busy={resending}
            >
              {t('Resend code')}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
