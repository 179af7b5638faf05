import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { PathIcon } from '@/components/icons/Icon';
import { DELETE_OUTLINED } from '@/components/icons/material/DeleteOutlined';
import { Button } from '@/components/ui/Button';
import { errorMessages, GENERIC_ERROR } from '@/features/auth/errors';
import { useAppDispatch } from '@/store/hooks';
import { cartCleared } from '@/store/slices/cart';
import { signedOut } from '@/store/slices/session';
import { wishlistCleared } from '@/store/slices/wishlist';

// An MUI dialog: its code loads when the customer first asks to delete (docs/hydration.md, rule 7).
const ConfirmDialog = dynamic(() => import('@/components/ConfirmDialog'), { ssr: false });

/**
 * Delete account (R-ACCOUNT-3): after confirming, the account is removed, the toast
 * 'Account has been deleted' shows, the token goes and the customer lands on /. A refusal (e.g.
 * running orders) shows the first error message.
 */
export function DeleteAccount() {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // True from the first open on: the dialog then stays mounted so it can close gently.
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.customer.removeAccount();
      toast.success(t('Account has been deleted'), { id: 'account-deleted' });
      dispatch(signedOut());
      // The deleted account's cart and wishlist must not linger for the next visitor.
      dispatch(cartCleared());
      dispatch(wishlistCleared());
      queryClient.removeQueries({ queryKey: queryKeys.all.profile });
      setOpen(false);
      await router.push('/');
    } catch (error) {
      const [first] = errorMessages(error);
      toast.error(first === GENERIC_ERROR ? t(GENERIC_ERROR) : first, {
        id: 'account-delete-error',
      });
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<PathIcon d={DELETE_OUTLINED} size={20} />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('Delete account')}
      </Button>
      {opened ? (
        <ConfirmDialog
          open={open}
          title={t('Delete account')}
          text={t(
            'Are you sure you want to delete your account? Your order history, wallet and loyalty points will be lost.',
          )}
          confirmLabel={t('Delete')}
          cancelLabel={t('Cancel')}
          busy={busy}
          onClose={() => {
            if (!busy) setOpen(false);
          }}
          onConfirm={() => void remove()}
        />
      ) : null}
    </>
  );
}
