import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/ApiProvider';
import type { Item } from '@/api/catalogTypes';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { hasStoredLocation } from '@/domain/location/stored';
import { LOCATION_NAMESPACES } from '@/features/location/i18n';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import type { CartAction } from './actions';
import type { QueuedAction } from './CartActionsProvider';
import { performCartAction } from './cartSteps';
import { CART_NAMESPACES, useCartMessages } from './i18n';
import { withMuiScope } from '@/theme/MuiScope';

const InsertLocationDialog = dynamic(() => import('@/features/location/InsertLocationDialog'), {
  ssr: false,
});
const ItemDetailDialog = dynamic(() => import('@/features/item/ItemDetailDialog'), {
  ssr: false,
});

type Ask = { kind: 'clear' | 'remove'; resolve: (yes: boolean) => void } | null;
type Popup = { item: Item; cartItemId?: number; session: number; open: boolean } | null;

/**
 * Runs the queued cart actions one at a time (the steps are in `cartSteps.ts`) and hosts what
 * they open: the clear-cart and remove confirmations, Insert delivery location and the item popup.
 */
function CartActionsRunner({
  queue,
  finish,
}: {
  queue: QueuedAction[];
  finish: (id: number) => void;
}) {
  const ready = useCartMessages();
  const { t } = useTranslation(CART_NAMESPACES);
  const store = useAppStore();
  const dialogs = useRunnerDialogs();
  const perform = useCartPerform(dialogs);
  useActionQueue(queue, finish, perform);
  const { ask, answer, locating, picked, popup, closePopup } = dialogs;

  const popupLine = popup?.cartItemId
    ? store.getState().cart.items.find((line) => line.cartItemId === popup.cartItemId)
    : undefined;

  return (
    <>
      {popup ? (
        <ItemDetailDialog
          key={popup.session}
          open={popup.open}
          item={popup.item}
          cartItemId={popupLine?.cartItemId}
          onClose={closePopup}
        />
      ) : null}
      <ConfirmDialog
        open={ready && ask?.kind === 'clear'}
        title={t('Clear cart')}
        text={t('You have item from another store in cart, continuing removes earlier items')}
        confirmLabel={t('Clear Cart')}
        cancelLabel={t('Cancel')}
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
      <ConfirmDialog
        open={ready && ask?.kind === 'remove'}
        title={t('Remove item')}
        text={t('Are you sure you want to remove this item from the cart?')}
        confirmLabel={t('Remove')}
        cancelLabel={t('Cancel')}
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
      {locating ? (
        <InsertLocationDialog open onPicked={() => picked(true)} onClose={() => picked(false)} />
      ) : null}
    </>
  );
}

/**
 * The runner's dialogs as promises: a confirmation resolves with the answer, the location dialog
 * with whether a location was picked; and the item popup, a new session each time it opens.
 */
function useRunnerDialogs() {
  const store = useAppStore();
  const [ask, setAsk] = useState<Ask>(null);
  const [locating, setLocating] = useState<((picked: boolean) => void) | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  return {
    ask,
    locating,
    popup,
    confirm: (kind: 'clear' | 'remove') =>
      new Promise<boolean>((resolve) => setAsk({ kind, resolve })),
    answer: (yes: boolean) => {
      ask?.resolve(yes);
      setAsk(null);
    },
    ensureLocation: () => {
      if (hasStoredLocation(store.getState().location)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => setLocating(() => resolve));
    },
    picked: (yes: boolean) => {
      locating?.(yes);
      setLocating(null);
    },
    openPopup: (item: Item, cartItemId?: number) =>
      setPopup((current) => ({
        item,
        cartItemId,
        session: (current?.session ?? 0) + 1,
        open: true,
      })),
    closePopup: () => setPopup((current) => (current ? { ...current, open: false } : null)),
  };
}

/** `performCartAction` bound to this render's API, store, router, texts and dialogs. */
function useCartPerform(dialogs: ReturnType<typeof useRunnerDialogs>) {
  const { t, i18n } = useTranslation(CART_NAMESPACES);
  const { t: tLocation } = useTranslation(LOCATION_NAMESPACES);
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { confirm, ensureLocation, openPopup, closePopup } = dialogs;
  return (action: CartAction) =>
    performCartAction(
      {
        api,
        store,
        dispatch,
        router,
        queryClient,
        i18n,
        t,
        tLocation,
        confirm,
        ensureLocation,
        openPopup,
        closePopup,
      },
      action,
    );
}

/** Starts the head of the queue once, and takes it off when its action has settled. */
function useActionQueue(
  queue: QueuedAction[],
  finish: (id: number) => void,
  perform: (action: CartAction) => Promise<boolean>,
) {
  const running = useRef<number | null>(null);
  // The latest render's perform, which sees the latest state, without restarting the effect.
  const performLatest = useEffectEvent(perform);

  const head = queue[0];
  useEffect(() => {
    if (!head || running.current === head.id) return;
    running.current = head.id;
    performLatest(head.action)
      // Server errors were already shown by the API client's shared toasts.
      .catch(() => false)
      .then((done) => {
        head.resolve(done);
        running.current = null;
        finish(head.id);
      });
  }, [head, finish]);
}

export default withMuiScope(CartActionsRunner);
