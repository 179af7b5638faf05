import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from '@/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { Item } from '@/api/catalogTypes';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import {
  buildAddPayload,
  buildUpdatePayload,
  cartLineFromEntry,
  cartLinesFromEntries,
  increaseDecision,
  isFromAnotherStore,
  lineChoice,
  lineQuantityPayload,
  type CartEntry,
} from '@/domain/cart/lines';
import {
  blockMessage,
  hasChanges,
  initialSelection,
  isCampaignItem,
  MESSAGES,
  validateFoodSelection,
  type Selection,
} from '@/domain/cart/selection';
import { moduleForItem } from '@/domain/location/modules';
import { hasStoredLocation } from '@/domain/location/stored';
import { ensureLocationMessages, LOCATION_NAMESPACES } from '@/features/location/i18n';
import { MODULE_SELECTED_MESSAGE } from '@/features/modules/useSelectModule';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { buyNowSelected, cartReplaced } from '@/store/slices/cart';
import { moduleSelected } from '@/store/slices/module';
import type { CartAction } from './actions';
import type { QueuedAction } from './CartActionsProvider';
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

export const CLEARED_AND_ADDED =
  'Your cart has been cleared successfully and selected item added to the cart';

/**
 * Runs the queued cart actions one at a time: the location check (Insert delivery location), the
 * other-store check (clear-cart confirmation), the server call whose answer replaces the local
 * cart, and the spec's messages. Also hosts the item popup.
 */
function CartActionsRunner({
  queue,
  finish,
}: {
  queue: QueuedAction[];
  finish: (id: number) => void;
}) {
  const ready = useCartMessages();
  const { t, i18n } = useTranslation(CART_NAMESPACES);
  const { t: tLocation } = useTranslation(LOCATION_NAMESPACES);
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [ask, setAsk] = useState<Ask>(null);
  const [locating, setLocating] = useState<((picked: boolean) => void) | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const running = useRef<number | null>(null);

  const say = useCallback(
    (message: { key: string; params?: Record<string, string | number> }) =>
      t(message.key, message.params),
    [t],
  );

  const confirm = (kind: 'clear' | 'remove') =>
    new Promise<boolean>((resolve) => setAsk({ kind, resolve }));

  const ensureLocation = () => {
    if (hasStoredLocation(store.getState().location)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => setLocating(() => resolve));
  };

  /**
   * The item's module becomes the chosen one (the cart is scoped by module): a shared link's first
   * visitor has none yet, and a visitor may have another. False when the location's zone does not
   * serve the item's module.
   */
  const ensureItemModule = async (item: Item) => {
    const state = store.getState();
    const selectedId = state.module.selected?.id;
    if (!item.module_id || selectedId === item.module_id) return true;
    const zoneModules = await queryClient.fetchQuery({
      queryKey: queryKeys.modules(router.locale ?? 'en', state.location.zoneIds),
      queryFn: () => api.config.modules(),
      staleTime: 5 * 60_000,
    });
    const decision = moduleForItem({ selectedId, itemModuleId: item.module_id, zoneModules });
    if (decision.kind === 'unavailable') {
      toast.error(t(MESSAGES.moduleUnavailable), { id: MESSAGES.moduleUnavailable });
      return false;
    }
    if (decision.kind === 'select') {
      dispatch(moduleSelected(decision.module));
      await ensureLocationMessages(i18n).catch(() => undefined);
      toast.success(tLocation(MODULE_SELECTED_MESSAGE), { id: MODULE_SELECTED_MESSAGE });
    }
    return true;
  };

  const context = () => {
    const state = store.getState();
    return {
      guestId: state.session.token ? null : state.session.guestId,
      moduleId: state.module.selected?.id ?? null,
      lines: state.cart.items,
    };
  };

  const replace = (entries: CartEntry[]) => {
    dispatch(cartReplaced(cartLinesFromEntries(entries), context().moduleId));
  };

  /** Refuses a food choice that breaks a group rule, with the rule's message. */
  const validChoice = (item: Item, selection: Selection) => {
    const problem = validateFoodSelection(item, selection);
    if (problem) toast.error(say(problem), { id: problem.key });
    return !problem;
  };

  const closePopup = () => setPopup((current) => (current ? { ...current, open: false } : null));

  async function perform(action: CartAction): Promise<boolean> {
    switch (action.type) {
      case 'popup': {
        setPopup((current) => ({
          item: action.item,
          cartItemId: action.cartItemId,
          session: (current?.session ?? 0) + 1,
          open: true,
        }));
        return true;
      }
      case 'add': {
        const selection = action.selection ?? initialSelection(action.item);
        if (!validChoice(action.item, selection)) return false;
        if (!(await ensureLocation())) return false;
        if (!(await ensureItemModule(action.item))) return false;
        const { guestId, lines } = context();
        const payload = buildAddPayload(action.item, selection, guestId);
        if (isFromAnotherStore(lines, action.item)) {
          if (!(await confirm('clear'))) return false;
          await api.cart.clear(guestId);
          replace(await api.cart.add(payload));
          toast.success(t(CLEARED_AND_ADDED));
        } else {
          replace(await api.cart.add(payload));
          toast.success(t(MESSAGES.added));
        }
        if (action.closePopup) closePopup();
        return true;
      }
      case 'update': {
        const { guestId, lines } = context();
        const line = lines.find((entry) => entry.cartItemId === action.cartItemId);
        if (!line) return false;
        if (!validChoice(action.item, action.selection)) return false;
        if (!hasChanges(action.item, action.selection, lineChoice(line))) {
          toast(t(MESSAGES.noChanges), { icon: '⚠️', id: MESSAGES.noChanges });
          return false;
        }
        replace(
          await api.cart.update(
            buildUpdatePayload(line.cartItemId, action.item, action.selection, guestId),
          ),
        );
        toast.success(t(MESSAGES.updated));
        closePopup();
        return true;
      }
      case 'quantity': {
        const { guestId, lines } = context();
        const line = lines.find((entry) => entry.cartItemId === action.cartItemId);
        if (!line) return false;
        if (action.delta > 0) {
          const decision = increaseDecision(line);
          if (decision.error) {
            const message = say(blockMessage(decision.error));
            toast.error(message, { id: message });
          }
          if (!decision.update) return false;
        } else if (line.quantity <= 1) {
          return perform({ type: 'remove', cartItemId: line.cartItemId });
        }
        replace(
          await api.cart.update(lineQuantityPayload(line, line.quantity + action.delta, guestId)),
        );
        return true;
      }
      case 'remove': {
        if (!(await confirm('remove'))) return false;
        const { guestId } = context();
        replace(await api.cart.removeItem(action.cartItemId, guestId));
        toast.success(t(action.fromCart ? MESSAGES.removedFromCart : MESSAGES.removed));
        return true;
      }
      case 'buyNow': {
        // Campaign Order Now asks a guest to log in before anything else (spec document 1 §4).
        const campaign = isCampaignItem(action.item);
        if (campaign && !store.getState().session.token) {
          toast.error(t('You are not logged in'), { id: 'login-required' });
          closePopup();
          void router.push({ pathname: '/auth/sign-in', query: { from: router.asPath } });
          return false;
        }
        if (!validChoice(action.item, action.selection)) return false;
        if (!(await ensureLocation())) return false;
        if (!(await ensureItemModule(action.item))) return false;
        const payload = buildAddPayload(action.item, action.selection, context().guestId);
        const line = cartLineFromEntry({
          id: 0,
          item_id: action.item.id,
          price: payload.price,
          quantity: payload.quantity,
          variation: payload.variation,
          add_on_ids: payload.add_on_ids,
          add_on_qtys: payload.add_on_qtys,
          item_type: campaign ? 'App\\Models\\ItemCampaign' : 'App\\Models\\Item',
          module_id: action.item.module_id,
          item: action.item,
        });
        if (!line) return false;
        const kind = campaign ? 'campaign' : 'buy_now';
        dispatch(buyNowSelected({ kind, item: action.item, payload, line }));
        closePopup();
        await router.push(`/checkout?page=${kind}`);
        return true;
      }
    }
  }

  const performRef = useRef(perform);
  performRef.current = perform;

  const head = queue[0];
  useEffect(() => {
    if (!head || running.current === head.id) return;
    running.current = head.id;
    performRef
      .current(head.action)
      // Server errors were already shown by the API client's shared toasts.
      .catch(() => false)
      .then((done) => {
        head.resolve(done);
        running.current = null;
        finish(head.id);
      });
  }, [head, finish]);

  const answer = (yes: boolean) => {
    ask?.resolve(yes);
    setAsk(null);
  };

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
        <InsertLocationDialog
          open
          onPicked={() => {
            locating(true);
            setLocating(null);
          }}
          onClose={() => {
            locating(false);
            setLocating(null);
          }}
        />
      ) : null}
    </>
  );
}

export default withMuiScope(CartActionsRunner);
