import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { LoginInput } from '@/api/modules/auth';
import { signUpSchema } from '@/domain/validation/schemas';
import { useAppSelector } from '@/store/hooks';
import { errorMessages } from './errors';
import { emptySignUpValues, SIGN_UP_FIELDS, signUpInput, type SignUpValues } from './signUpForm';
import { useAuthSettings } from './useAuthSettings';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useFocusInvalidField } from './useFocusInvalidField';
import { verificationStep, type VerificationTarget } from './verification';

interface PendingVerification {
  target: VerificationTarget;
  credentials: Omit<LoginInput, 'guest_id'>;
}

/**
 * The sign-up form: validation, the request, then a signed-in session, the verification step, or
 * the sign-in page when the backend wants a separate login.
 */
export function useSignUpForm() {
  const api = useApi();
  const router = useRouter();
  const guestId = useAppSelector((state) => state.session.guestId);
  const settings = useAuthSettings();
  const complete = useCompleteSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const [verification, setVerification] = useState<PendingVerification | null>(null);

  const formik = useFormik<SignUpValues>({
    // A shared referral link (/auth/sign-up?ref_code=…) fills the code in (R-REFERRAL-1).
    initialValues: emptySignUpValues(
      settings.defaultCountry,
      typeof router.query.ref_code === 'string' ? router.query.ref_code.slice(0, 32) : '',
    ),
    validationSchema: signUpSchema,
    onSubmit: async (values) => {
      setServerError(null);
      const input = signUpInput(values, settings.referral, guestId);
      const { phone } = input;
      try {
        const response = await api.auth.signUp(input);
        if (response.token) {
          await complete(response.token, 'Registration successful', { newAccount: true });
          return;
        }
        const next = verificationStep(
          response,
          { fieldType: 'phone', value: phone },
          values.email.trim(),
        );
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
  useFocusInvalidField(formik, formRef, SIGN_UP_FIELDS);

  return {
    formik,
    formRef,
    settings,
    serverError,
    verification,
    cancelVerification: () => setVerification(null),
  };
}
