import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback } from 'react';
import toast from '@/lib/toast';
import { queryKeys } from '@/api/queryKeys';
import { requestWelcome } from '@/domain/home/welcome';
import { safeReturnPath } from '@/domain/navigation';
import { useAppDispatch } from '@/store/hooks';
import { signedIn } from '@/store/slices/session';

/**
 * What every way of signing in ends with: keep only the token, load the new member's profile,
 * confirm, and go back to where the customer came from. A new account also gets the welcome modal
 * on its next module home.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { t } = useTranslation(['account', 'common']);

  return useCallback(
    async (token: string, message: string, { newAccount = false } = {}) => {
      if (newAccount) requestWelcome(window.localStorage);
      // Drop any profile cached for an earlier session before the new token is used.
      queryClient.removeQueries({ queryKey: queryKeys.all.profile });
      dispatch(signedIn(token));
      void queryClient.invalidateQueries({ queryKey: queryKeys.all.profile });
      toast.success(t(message), { id: 'signed-in' });
      await router.replace(safeReturnPath(router.query.from));
    },
    [dispatch, queryClient, router, t],
  );
}
