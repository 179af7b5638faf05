import { useEffect } from 'react';
import { useApi } from '@/api/ApiProvider';
import { cartLinesFromEntries } from '@/domain/cart/lines';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cartCleared, cartReplaced } from '@/store/slices/cart';
import { wishlistCleared, wishlistLoaded } from '@/store/slices/wishlist';

type Persisted = { _persist?: { rehydrated?: boolean } };

/**
 * Keeps the local cart and wishlist in step with the server: the cart list is fetched (with the
 * guest id for guests) once the stored state is back, on every module change and after sign-in
 * (the server merged the guest cart then); the wishlist is fetched for members.
 */
export function CartSync() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector((state) => (state as Persisted)._persist?.rehydrated ?? false);
  const token = useAppSelector((state) => state.session.token);
  const guestId = useAppSelector((state) => state.session.guestId);
  const moduleId = useAppSelector((state) => state.module.selected?.id ?? null);
  const parcel = useAppSelector((state) => state.module.selected?.module_type === 'parcel');

  useEffect(() => {
    if (!rehydrated) return;
    if ((!token && !guestId) || moduleId === null || parcel) {
      dispatch(cartCleared());
      return;
    }
    let active = true;
    api.cart
      .list(token ? null : guestId)
      .then((entries) => {
        if (active) dispatch(cartReplaced(cartLinesFromEntries(entries), moduleId));
      })
      .catch((error: unknown) => console.warn('Could not load the cart:', error));
    return () => {
      active = false;
    };
  }, [api, dispatch, rehydrated, token, guestId, moduleId, parcel]);

  useEffect(() => {
    if (!rehydrated) return;
    if (!token) {
      dispatch(wishlistCleared());
      return;
    }
    let active = true;
    api.wishlist
      .list()
      .then((body) => {
        if (!active) return;
        dispatch(
          wishlistLoaded({
            itemIds: body.item.map((item) => item.id),
            storeIds: body.store.map((store) => store.id),
          }),
        );
      })
      .catch((error: unknown) => console.warn('Could not load the wishlist:', error));
    return () => {
      active = false;
    };
  }, [api, dispatch, rehydrated, token, moduleId]);

  return null;
}
