import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback } from 'react';
import toast from '@/lib/toast';
import { queryKeys } from '@/api/queryKeys';
import { afterLogoutTarget } from '@/domain/navigation';
import { useAppDispatch } from '@/store/hooks';
import { cartCleared } from '@/store/slices/cart';
import { signedOut } from '@/store/slices/session';
import { wishlistCleared } from '@/store/slices/wishlist';

export const LOGOUT_DELAY_MS = 500;

/**
 * Logout (R-SHELL-5): after the confirm dialog, wait 500 ms, clear the token, show a
 * success toast, clear cart and wishlist, then go to /home (or stay on /).
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          dispatch(signedOut());
          toast.success(t('You have logged out successfully'), { id: 'logout' });
          dispatch(cartCleared());
          dispatch(wishlistCleared());
          queryClient.removeQueries({ queryKey: queryKeys.all.profile });
          const target = afterLogoutTarget(router.pathname);
          if (target !== router.pathname) void router.push(target);
          resolve();
        }, LOGOUT_DELAY_MS);
      }),
    [dispatch, queryClient, router, t],
  );
}
