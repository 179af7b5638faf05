import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import toast from '@/lib/toast';
import { OTP_LENGTH, otpSchema } from '@/domain/validation/schemas';
import { usesBuiltInApi } from '@/lib/publicEnv';
import { ErrorAlert } from './ErrorAlert';
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
    <Box component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit}>
      <ErrorAlert messages={serverError} />
      <Typography sx={{ mb: 2 }}>
        {t(
          target.type === 'phone'
            ? 'Enter the 6-digit code we sent to your phone'
            : 'Enter the 6-digit code we sent to your email',
        )}{' '}
        <bdi dir="ltr">{target.value}</bdi>
      </Typography>
      {usesBuiltInApi() ? (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {t('Demo shop: use the code 123456')}
        </Alert>
      ) : null}
      <Stack spacing={2}>
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
          fullWidth
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              dir: 'ltr',
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
          {submitLabel ?? t('Verify')}
        </Button>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          {onBack ? (
            <Button onClick={() => onBack(formik.values.code)} disabled={formik.isSubmitting}>
              {t('Back')}
            </Button>
          ) : (
            <span />
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {resendIn > 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('Resend code in {{seconds}} s', { seconds: resendIn })}
              </Typography>
            ) : null}
            <Button
              onClick={() => void resend()}
              disabled={resendIn > 0 || formik.isSubmitting}
              loading={resending}
            >
              {t('Resend code')}
            </Button>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
