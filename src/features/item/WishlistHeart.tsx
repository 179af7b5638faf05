import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { HeartIcon } from '@/components/catalog/CardIcons';
import controls from '@/components/catalog/cardControls.module.css';
import { classNames } from '@/lib/classNames';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistStoreAdded,
  wishlistStoreRemoved,
} from '@/store/slices/wishlist';
import { CART_NAMESPACES } from '@/features/cart/i18n';

export const NOT_LOGGED_IN = 'You are not logged in';

/**
 * The wishlist heart of an item or a store (R-WISH-2): filled when the id is in the wishlist; adding and removing need a login
 * ('You are not logged in') and show the server's message. A plain button (see
 * cardControls.module.css): cards repeat it.
 */
export function WishlistHeart({
  kind,
  id,
  name,
  size = 'medium',
  look,
  className,
}: {
  kind: 'item' | 'store';
  id: number;
  /** The item or store name, for the button's label. */
  name: string;
  size?: 'small' | 'medium';
  /** A shadow (over images) or a border (on plain backgrounds). */
  look?: 'raised' | 'bordered';
  /** Placement from the parent, e.g. `controls.topEnd`. */
  className?: string;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  const api = useApi();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const active = useAppSelector((state) =>
    (kind === 'item' ? state.wishlist.itemIds : state.wishlist.storeIds).includes(id),
  );
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!token) {
      toast.error(t(NOT_LOGGED_IN), { id: NOT_LOGGED_IN });
      return;
    }
    setBusy(true);
    try {
      if (active) {
        const answer = await api.wishlist.remove(kind, id);
        dispatch(kind === 'item' ? wishlistItemRemoved(id) : wishlistStoreRemoved(id));
        if (answer?.message) toast.success(answer.message, { id: answer.message });
      } else {
        const answer = await api.wishlist.add(kind, id);
        dispatch(kind === 'item' ? wishlistItemAdded(id) : wishlistStoreAdded(id));
        if (answer?.message) toast.success(answer.message, { id: answer.message });
      }
    } catch {
      // The API client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={classNames(
        controls.button,
        size === 'medium' && controls.medium,
        look && controls[look],
        active && controls.danger,
        className,
      )}
      aria-pressed={active}
      aria-label={
        active
          ? t('Remove {{name}} from wishlist', { name })
          : t('Add {{name}} to wishlist', { name })
      }
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
    >
      <HeartIcon filled={active} />
    </button>
  );
}
