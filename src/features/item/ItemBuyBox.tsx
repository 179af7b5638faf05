import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import toast from '@/lib/toast';
import type { Item, ItemDetails } from '@/api/catalogTypes';
import type { Config } from '@/api/types';
import { Money } from '@/components/catalog/Money';
import { itemAvailability, itemCardState } from '@/domain/cart/availability';
import { lineChoice, type CartLine } from '@/domain/cart/lines';
import {
  blockMessage,
  canDecrease,
  cartButtonMode,
  foodGroups,
  increaseBlock,
  initialSelection,
  isCampaignItem,
  isFoodItem,
  MESSAGES,
  selectionOutOfStock,
  stockLimit,
  type Selection,
} from '@/domain/cart/selection';
import { LOGIN_REQUIRED_MESSAGE, orderNowNeedsLogin } from '@/domain/checkout/orderNow';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { useCartActions } from '@/features/cart/CartActionsProvider';
import { CART_NAMESPACES } from '@/features/cart/i18n';
import { classNames } from '@/lib/classNames';
import styles from './buyBox.module.css';
import { Notice } from '@/components/Notice';
import { Icon } from '@/components/icons/Icon';
import { AddOnsSection, ChoiceSection, FoodGroupSection, Stepper } from './BuyBoxOptions';
import { editedLine, selectionPrice } from './buyBoxModel';

interface Props {
  /** With `store_details` (the product page, the popup once it has the details), a closed store shows. */
  item: Item | ItemDetails;
  /** The cart line being edited (from the cart drawer); else the item's first line, if any. */
  cartItemId?: number;
  /** The popup sits in a dialog; the product page shows the box in the page. */
  variant: 'dialog' | 'page';
  /** The clock (tests). */
  now?: Date;
}

/**
 * The buy box of the item popup and the product page (R-ITEM-3, R-ITEM-4): food
 * option groups or choice options, add-ons with their own steppers, the quantity stepper, the price
 * and Add to cart / Update to cart / Buy Now (Order Now for campaign items).
 */
export function ItemBuyBox({ item, cartItemId, variant, now }: Props) {
  const { t } = useTranslation(CART_NAMESPACES);
  const config = useConfig();
  const { line, selection, setSelection } = useBuyBoxSelection(item, cartItemId);
  const baseId = useId();

  const food = isFoodItem(item);
  const campaign = isCampaignItem(item);
  const groups = foodGroups(item);
  const choices = (item.choice_options ?? []).filter((choice) => choice.options?.length);
  const addOns = item.add_ons ?? [];
  const clock = now ?? new Date();
  const availability = itemAvailability(item, clock);
  const storeState = itemCardState(
    item,
    'store_details' in item ? item.store_details : null,
    clock,
  );
  const out = selectionOutOfStock(item, selection);
  const mode = cartButtonMode(item, selection, line ? lineChoice(line) : null);
  const actions = useBuyBoxActions({ item, selection, setSelection, line, mode, variant });
  // Outside the item's hours without scheduling, or a closed store that takes no order for later.
  const closedWindow = !availability.canOrder || !storeState.canOrder;
  const choiceProps = { selection, setSelection };

  return (
    <div className={styles.box}>
      {groups.map((group, groupIndex) => (
        <FoodGroupSection
          key={`${group.name}-${groupIndex}`}
          {...choiceProps}
          item={item}
          group={group}
          groupIndex={groupIndex}
          labelId={`${baseId}-group-${groupIndex}`}
          config={config}
        />
      ))}

      {!food
        ? choices.map((choice, index) => (
            <ChoiceSection
              key={choice.name || choice.title}
              {...choiceProps}
              choice={choice}
              index={index}
              labelId={`${baseId}-choice-${index}`}
            />
          ))
        : null}

      {out.variation ? (
        <Notice severity="warning" className={styles.alert}>
          {t(MESSAGES.variationOutOfStock)}
        </Notice>
      ) : null}

      {addOns.length ? (
        <AddOnsSection
          {...choiceProps}
          addOns={addOns}
          labelId={`${baseId}-addons`}
          config={config}
        />
      ) : null}

      <TotalRow {...choiceProps} item={item} config={config} onPlus={actions.plus} />

      {storeState.storeClosed ? (
        <Notice severity={storeState.canOrder ? 'info' : 'error'} className={styles.alert}>
          <strong className={styles.closedNow}>
            <Icon name="schedule" size={18} />
            {t('Closed Now')}
          </strong>{' '}
          {storeState.canOrder
            ? t('Available for schedule order')
            : t('This store is closed now and takes no orders.')}
        </Notice>
      ) : null}

      {!availability.available && availability.window ? (
        <Notice severity={closedWindow ? 'error' : 'info'} className={styles.alert}>
          {closedWindow ? <strong>{t('Not Available now')} </strong> : null}
          <bdi>
            {t('Available {{start}} - {{end}}', {
              start: availability.window.start,
              end: availability.window.end,
            })}
          </bdi>
        </Notice>
      ) : null}

      {closedWindow ? null : (
        <BuyActions
          outOfStock={out.outOfStock}
          campaign={campaign}
          mode={mode}
          busy={actions.busy}
          onOrderNow={actions.orderNow}
          onBuyNow={actions.buyNow}
          onAddOrUpdate={actions.addOrUpdate}
        />
      )}
    </div>
  );
}

/**
 * The customer's choice, starting from the edited cart line. The stored cart arrives after the
 * first render: the choice follows that line until the customer acts.
 */
function useBuyBoxSelection(item: Item, cartItemId: number | undefined) {
  const lines = useAppSelector((state) => state.cart.items);
  const line = useMemo(() => editedLine(lines, cartItemId, item.id), [lines, cartItemId, item.id]);
  const [selection, setChosen] = useState<Selection>(() =>
    initialSelection(item, line ? lineChoice(line) : null),
  );
  const touched = useRef(false);
  const setSelection = (next: Selection) => {
    touched.current = true;
    setChosen(next);
  };
  const lineKey = line ? `${line.cartItemId}:${line.quantity}` : null;
  useEffect(() => {
    if (touched.current) return;
    setChosen(initialSelection(item, line ? lineChoice(line) : null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the line itself changes
  }, [lineKey, item.id]);
  return { line, selection, setSelection };
}

/** The quantity plus (refused past the stock or the cart limit) and the cart buttons. */
function useBuyBoxActions({
  item,
  selection,
  setSelection,
  line,
  mode,
  variant,
}: {
  item: Item;
  selection: Selection;
  setSelection: (next: Selection) => void;
  line: CartLine | null;
  mode: 'add' | 'update';
  variant: Props['variant'];
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  const run = useCartActions();
  const router = useRouter();
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const [busy, setBusy] = useState(false);

  const act = async (start: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await start();
    } finally {
      setBusy(false);
    }
  };

  const plus = () => {
    const block = increaseBlock(item, selection.quantity, stockLimit(item, selection));
    if (block) {
      const message = blockMessage(block);
      toast.error(t(message.key, message.params), { id: message.key });
      return;
    }
    setSelection({ ...selection, quantity: selection.quantity + 1 });
  };

  const addOrUpdate = () =>
    act(() =>
      mode === 'update' && line
        ? run({ type: 'update', item, cartItemId: line.cartItemId, selection })
        : run({ type: 'add', item, selection, closePopup: variant === 'dialog' }),
    );
  const buyNow = () => act(() => run({ type: 'buyNow', item, selection }));
  // Campaign Order Now: a guest is asked to log in before the options are checked.
  const orderNow = () => {
    if (!orderNowNeedsLogin(isCampaignItem(item), signedIn)) return buyNow();
    toast.error(t(LOGIN_REQUIRED_MESSAGE), { id: 'login-required' });
    void router.push({ pathname: '/auth/sign-in', query: { from: router.asPath } });
  };

  return { busy, plus, addOrUpdate, buyNow, orderNow };
}

/** The quantity stepper and the total price, struck-through before a discount. */
function TotalRow({
  item,
  config,
  selection,
  setSelection,
  onPlus,
}: {
  item: Item;
  config: Config | null;
  selection: Selection;
  setSelection: (next: Selection) => void;
  onPlus: () => void;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  const priced = selectionPrice(item, selection);
  return (
    <div className={styles.totalRow}>
      <Stepper
        label={t('Quantity')}
        value={selection.quantity}
        minusDisabled={!canDecrease(selection.quantity)}
        onMinus={() => setSelection({ ...selection, quantity: selection.quantity - 1 })}
        onPlus={onPlus}
      />
      <div className={styles.total}>
        <span className={styles.muted}>{t('Total price')} </span>
        {priced.discountTotal > 0 ? (
          <del className={classNames(styles.muted, styles.before)}>
            <Money amount={priced.beforeDiscount} config={config} />
          </del>
        ) : null}
        <strong className={styles.amount}>
          <Money amount={priced.total} config={config} />
        </strong>
      </div>
    </div>
  );
}

/** Out of Stock, Order Now (campaign items), or Buy Now with Add to cart / Update to cart. */
function BuyActions({
  outOfStock,
  campaign,
  mode,
  busy,
  onOrderNow,
  onBuyNow,
  onAddOrUpdate,
}: {
  outOfStock: boolean;
  campaign: boolean;
  mode: 'add' | 'update';
  busy: boolean;
  onOrderNow: () => void;
  onBuyNow: () => void;
  onAddOrUpdate: () => void;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  if (outOfStock) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.action} disabled>
          {t('Out of Stock')}
        </button>
      </div>
    );
  }
  if (campaign) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.action} disabled={busy} onClick={onOrderNow}>
          {t('Order Now')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={classNames(styles.action, styles.outlined)}
        disabled={busy}
        onClick={onBuyNow}
      >
        {t('Buy Now')}
      </button>
      <button type="button" className={styles.action} disabled={busy} onClick={onAddOrUpdate}>
        {mode === 'update' ? t('Update to cart') : t('Add to cart')}
      </button>
    </div>
  );
}
