import type { QueryClient } from '@tanstack/react-query';
import type { NextRouter } from 'next/router';
import type { Item } from '@/api/catalogTypes';
import type { Api } from '@/api/client';
import { queryKeys } from '@/api/queryKeys';
import {
  buildAddPayload,
  buildUpdatePayload,
  cartLineFromEntry,
  cartLinesFromEntries,
  increaseDecision,
  isFromAnotherStore,
  lineChoice,
  lineQuantityPayload,
  type CartAddPayload,
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
import type { TFunction } from '@/lib/i18n/useTranslation';
import type { Translator } from '@/lib/i18n/translator';
import toast from '@/lib/toast';
import { ensureLocationMessages } from '@/features/location/i18n';
import { MODULE_SELECTED_MESSAGE } from '@/features/modules/useSelectModule';
import type { AppDispatch, AppStore, RootState } from '@/store';
import { buyNowSelected, cartReplaced } from '@/store/slices/cart';
import { moduleSelected } from '@/store/slices/module';
import type { CartAction } from './actions';

export const CLEARED_AND_ADDED =
  'Your cart has been cleared successfully and selected item added to the cart';

/** What the cart steps work with: the API, the store, the router and the runner's dialogs. */
export interface CartStepDeps {
  api: Api;
  store: AppStore;
  dispatch: AppDispatch;
  router: NextRouter;
  queryClient: QueryClient;
  i18n: Translator;
  /** The cart texts. */
  t: TFunction;
  /** The location texts (the module-selected message). */
  tLocation: TFunction;
  /** Asks to clear the cart (another store's items) or to remove a line. */
  confirm: (kind: 'clear' | 'remove') => Promise<boolean>;
  /** True once a delivery location is stored (asking for one when there is none). */
  ensureLocation: () => Promise<boolean>;
  openPopup: (item: Item, cartItemId?: number) => void;
  closePopup: () => void;
}

type ActionOf<Type extends CartAction['type']> = Extract<CartAction, { type: Type }>;

/** Who the cart calls are for, the chosen module and the local cart lines. */
export function runContext(state: RootState) {
  return {
    guestId: state.session.token ? null : state.session.guestId,
    moduleId: state.module.selected?.id ?? null,
    lines: state.cart.items,
  };
}

/** The cart entry Buy Now checks out with: the chosen item as a line of its own (id 0). */
export function buyNowEntry(item: Item, payload: CartAddPayload, campaign: boolean): CartEntry {
  return {
    id: 0,
    item_id: item.id,
    price: payload.price,
    quantity: payload.quantity,
    variation: payload.variation,
    add_on_ids: payload.add_on_ids,
    add_on_qtys: payload.add_on_qtys,
    item_type: campaign ? 'App\\Models\\ItemCampaign' : 'App\\Models\\Item',
    module_id: item.module_id,
    item,
  };
}

const say = (
  deps: CartStepDeps,
  message: { key: string; params?: Record<string, string | number> },
) => deps.t(message.key, message.params);

/** The server's answer replaces the local cart. */
function replace(deps: CartStepDeps, entries: CartEntry[]) {
  deps.dispatch(
    cartReplaced(cartLinesFromEntries(entries), runContext(deps.store.getState()).moduleId),
  );
}

/** Refuses a food choice that breaks a group rule, with the rule's message. */
function validChoice(deps: CartStepDeps, item: Item, selection: Selection) {
  const problem = validateFoodSelection(item, selection);
  if (problem) toast.error(say(deps, problem), { id: problem.key });
  return !problem;
}

/**
 * The item's module becomes the chosen one (the cart is scoped by module): a shared link's first
 * visitor has none yet, and a visitor may have another. False when the location's zone does not
 * serve the item's module.
 */
async function ensureItemModule(deps: CartStepDeps, item: Item) {
  const state = deps.store.getState();
  const selectedId = state.module.selected?.id;
  if (!item.module_id || selectedId === item.module_id) return true;
  const zoneModules = await deps.queryClient.fetchQuery({
    queryKey: queryKeys.modules(deps.router.locale ?? 'en', state.location.zoneIds),
    queryFn: () => deps.api.config.modules(),
    staleTime: 5 * 60_000,
  });
  const decision = moduleForItem({ selectedId, itemModuleId: item.module_id, zoneModules });
  if (decision.kind === 'unavailable') {
    toast.error(deps.t(MESSAGES.moduleUnavailable), { id: MESSAGES.moduleUnavailable });
    return false;
  }
  if (decision.kind === 'select') {
    deps.dispatch(moduleSelected(decision.module));
    await ensureLocationMessages(deps.i18n).catch(() => undefined);
    toast.success(deps.tLocation(MODULE_SELECTED_MESSAGE), { id: MODULE_SELECTED_MESSAGE });
  }
  return true;
}

async function add(deps: CartStepDeps, action: ActionOf<'add'>) {
  const { api, t } = deps;
  const selection = action.selection ?? initialSelection(action.item);
  if (!validChoice(deps, action.item, selection)) return false;
  if (!(await deps.ensureLocation())) return false;
  if (!(await ensureItemModule(deps, action.item))) return false;
  const { guestId, lines } = runContext(deps.store.getState());
  const payload = buildAddPayload(action.item, selection, guestId);
  if (isFromAnotherStore(lines, action.item)) {
    if (!(await deps.confirm('clear'))) return false;
    await api.cart.clear(guestId);
    replace(deps, await api.cart.add(payload));
    toast.success(t(CLEARED_AND_ADDED));
  } else {
    replace(deps, await api.cart.add(payload));
    toast.success(t(MESSAGES.added));
  }
  if (action.closePopup) deps.closePopup();
  return true;
}

async function update(deps: CartStepDeps, action: ActionOf<'update'>) {
  const { t } = deps;
  const { guestId, lines } = runContext(deps.store.getState());
  const line = lines.find((entry) => entry.cartItemId === action.cartItemId);
  if (!line) return false;
  if (!validChoice(deps, action.item, action.selection)) return false;
  if (!hasChanges(action.item, action.selection, lineChoice(line))) {
    toast(t(MESSAGES.noChanges), { icon: '⚠️', id: MESSAGES.noChanges });
    return false;
  }
  replace(
    deps,
    await deps.api.cart.update(
      buildUpdatePayload(line.cartItemId, action.item, action.selection, guestId),
    ),
  );
  toast.success(t(MESSAGES.updated));
  deps.closePopup();
  return true;
}

async function changeQuantity(deps: CartStepDeps, action: ActionOf<'quantity'>) {
  const { guestId, lines } = runContext(deps.store.getState());
  const line = lines.find((entry) => entry.cartItemId === action.cartItemId);
  if (!line) return false;
  if (action.delta > 0) {
    const decision = increaseDecision(line);
    if (decision.error) {
      const message = say(deps, blockMessage(decision.error));
      toast.error(message, { id: message });
    }
    if (!decision.update) return false;
  } else if (line.quantity <= 1) {
    return remove(deps, { type: 'remove', cartItemId: line.cartItemId });
  }
  replace(
    deps,
    await deps.api.cart.update(lineQuantityPayload(line, line.quantity + action.delta, guestId)),
  );
  return true;
}

async function remove(deps: CartStepDeps, action: ActionOf<'remove'>) {
  if (!(await deps.confirm('remove'))) return false;
  const { guestId } = runContext(deps.store.getState());
  replace(deps, await deps.api.cart.removeItem(action.cartItemId, guestId));
  toast.success(deps.t(action.fromCart ? MESSAGES.removedFromCart : MESSAGES.removed));
  return true;
}

async function buyNow(deps: CartStepDeps, action: ActionOf<'buyNow'>) {
  const { router } = deps;
  // Campaign Order Now asks a guest to log in before anything else (R-ITEM-7).
  const campaign = isCampaignItem(action.item);
  if (campaign && !deps.store.getState().session.token) {
    toast.error(deps.t('You are not logged in'), { id: 'login-required' });
    deps.closePopup();
    void router.push({ pathname: '/auth/sign-in', query: { from: router.asPath } });
    return false;
  }
  if (!validChoice(deps, action.item, action.selection)) return false;
  if (!(await deps.ensureLocation())) return false;
  if (!(await ensureItemModule(deps, action.item))) return false;
  const { guestId } = runContext(deps.store.getState());
  const payload = buildAddPayload(action.item, action.selection, guestId);
  const line = cartLineFromEntry(buyNowEntry(action.item, payload, campaign));
  if (!line) return false;
  const kind = campaign ? 'campaign' : 'buy_now';
  deps.dispatch(buyNowSelected({ kind, item: action.item, payload, line }));
  deps.closePopup();
  await router.push(`/checkout?page=${kind}`);
  return true;
}

/**
 * One cart action: the location check (Insert delivery location), the other-store check
 * (clear-cart confirmation), the server call whose answer replaces the local cart, and the
 * spec's messages. True when it went through.
 */
export async function performCartAction(deps: CartStepDeps, action: CartAction): Promise<boolean> {
  switch (action.type) {
    case 'popup':
      deps.openPopup(action.item, action.cartItemId);
      return true;
    case 'add':
      return add(deps, action);
    case 'update':
      return update(deps, action);
    case 'quantity':
      return changeQuantity(deps, action);
    case 'remove':
      return remove(deps, action);
    case 'buyNow':
      return buyNow(deps, action);
  }
}
