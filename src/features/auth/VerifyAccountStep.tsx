import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import type { LoginInput } from '@/api/modules/auth';
import { useAppSelector } from '@/store/hooks';
import { OtpStep, RESEND_SECONDS } from './OtpStep';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useCountdown } from './useCountdown';
import type { VerificationTarget } from './verification';

/**
 * The OTP step after sign-up (or a sign-in of a not yet verified account). Credentials stay in
 * memory only: they let Resend ask for a new code and finish the sign-in after verification.
 */
export function VerifyAccountStep({
  target,
  credentials,
  onBack,
}: {
  target: VerificationTarget;
  credentials: Omit<LoginInput, 'guest_id'>;
  onBack: () => void;
}) {
  const api = useApi();
  const router = useRouter();
  const guestId = useAppSelector((state) => state.session.guestId);
  const complete = useCompleteSignIn();
  const { remaining, restart } = useCountdown(RESEND_SECONDS);

  const verify = async (code: string) => {
    const verified = await api.auth.verifyPhone({
      otp: code,
      verification_type: target.type,
      ...(target.type === 'phone' ? { phone: target.value } : { email: target.value }),
      login_type: 'manual',
      guest_id: guestId,
    });
    if (verified.token)
      return complete(verified.token, 'Your account has been verified', { newAccount: true });
    // "Already verified" answers without a token: sign in with what the customer just typed.
    const login = await api.auth.login({ ...credentials, guest_id: guestId });
    if (login.token)
      return complete(login.token, 'Your account has been verified', { newAccount: true });
    await router.push('/auth/sign-in?from=sign-up');
  };

  // A manual login of an unverified account sends a fresh code (API-AUTH-1).
  const resend = async () => {
    const response = await api.auth.login({ ...credentials, guest_id: guestId });
    if (response.token) {
      await complete(response.token, 'Signed in successfully');
      return;
    }
    restart();
  };

  return (
    <OtpStep
      target={target}
      resendIn={remaining}
      onVerify={verify}
      onResend={resend}
      onBack={onBack}
    />
  );
}
