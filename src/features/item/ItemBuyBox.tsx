import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import toast from '@/lib/toast';
import type { Item, ItemDetails } from '@/api/catalogTypes';
import { MinusIcon, PlusIcon } from '@/components/catalog/CardIcons';
import { Money } from '@/components/catalog/Money';
import { itemAvailability, itemCardState } from '@/domain/cart/availability';
import { lineChoice, lineOfItem } from '@/domain/cart/lines';
import {
  addOnControls,
  blockMessage,
  canDecrease,
  cartButtonMode,
  changeAddOnQuantity,
  chooseOption,
  foodGroups,
  groupHint,
  increaseBlock,
  initialSelection,
  isCampaignItem,
  isFoodItem,
  MESSAGES,
  selectionOutOfStock,
  stockLimit,
  toggleAddOn,
  toggleFoodOption,
  variationPayload,
  type Selection,
} from '@/domain/cart/selection';
import { parseOptionPrice, linePrice } from '@/domain/order/item';
import { formatPrice } from '@/domain/format';
import { LOGIN_REQUIRED_MESSAGE, orderNowNeedsLogin } from '@/domain/checkout/orderNow';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { useCartActions } from '@/features/cart/CartActionsProvider';
import { CART_NAMESPACES } from '@/features/cart/i18n';
import { classNames } from '@/lib/classNames';
import styles from './buyBox.module.css';
import { Notice } from '@/components/Notice';
import { Icon } from '@/components/icons/Icon';

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

function Stepper({
  label,
  of,
  value,
  onMinus,
  onPlus,
  minusDisabled,
  plusDisabled,
  size = 'medium',
}: {
  label: string;
  /** What the buttons change, when there are several steppers (an add-on's own). */
  of?: string;
  value: number;
  onMinus: () => void;
  onPlus: () => void;
  minusDisabled?: boolean;
  plusDisabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  return (
    <div
      role="group"
      aria-label={label}
      className={classNames(styles.stepper, size === 'small' && styles.small)}
    >
      <button
        type="button"
        className={styles.stepButton}
        aria-label={of ? t('Decrease quantity of {{name}}', { name: of }) : t('Decrease quantity')}
        onClick={onMinus}
        disabled={minusDisabled}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite" className={styles.count}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={of ? t('Increase quantity of {{name}}', { name: of }) : t('Increase quantity')}
        onClick={onPlus}
        disabled={plusDisabled}
      >
        <PlusIcon />
      </button>
    </div>
  );
}

function Section({
  title,
  note,
  children,
  labelId,
  radio = false,
  required = false,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  labelId: string;
  /** A single-choice group: a radio group (arrow keys move the choice). */
  radio?: boolean;
  required?: boolean;
}) {
  return (
    <div
      role={radio ? 'radiogroup' : 'group'}
      aria-labelledby={labelId}
      aria-required={radio && required ? true : undefined}
      className={styles.section}
    >
      <div className={styles.sectionHead}>
        <h3 id={labelId} className={styles.sectionTitle}>
          {title}
        </h3>
        {note}
      </div>
      {children}
    </div>
  );
}

/**
 * The buy box of the item popup and the product page (spec document 1 §4 "Item popup", §5): food
 * option groups or choice options, add-ons with their own steppers, the quantity stepper, the price
 * and Add to cart / Update to cart / Buy Now (Order Now for campaign items).
 */
export function ItemBuyBox({ item, cartItemId, variant, now }: Props) {
  const { t } = useTranslation(CART_NAMESPACES);
  const config = useConfig();
  const run = useCartActions();
  const lines = useAppSelector((state) => state.cart.items);
  const line = useMemo(
    () =>
      (cartItemId !== undefined
        ? lines.find((entry) => entry.cartItemId === cartItemId)
        : undefined) ?? lineOfItem(lines, item.id),
    [lines, cartItemId, item.id],
  );
  const [selection, setChosen] = useState<Selection>(() =>
    initialSelection(item, line ? lineChoice(line) : null),
  );
  const touched = useRef(false);
  const setSelection = (next: Selection) => {
    touched.current = true;
    setChosen(next);
  };
  // The stored cart arrives after the first render: start from its line until the customer acts.
  const lineKey = line ? `${line.cartItemId}:${line.quantity}` : null;
  useEffect(() => {
    if (touched.current) return;
    setChosen(initialSelection(item, line ? lineChoice(line) : null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the line itself changes
  }, [lineKey, item.id]);
  const [busy, setBusy] = useState(false);
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
  const stock = stockLimit(item, selection);
  const out = selectionOutOfStock(item, selection);
  const mode = cartButtonMode(item, selection, line ? lineChoice(line) : null);
  const priced = linePrice({
    item,
    quantity: selection.quantity,
    variation: variationPayload(item, selection),
    add_on_ids: selection.addOns.map((addOn) => addOn.id),
    add_on_qtys: selection.addOns.map((addOn) => addOn.quantity),
  });
  const beforeDiscount = priced.itemsTotal + priced.addOnTotal;

  const act = async (start: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await start();
    } finally {
      setBusy(false);
    }
  };

  const plus = () => {
    const block = increaseBlock(item, selection.quantity, stock);
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
  const router = useRouter();
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const orderNow = () => {
    if (!orderNowNeedsLogin(campaign, signedIn)) return buyNow();
    toast.error(t(LOGIN_REQUIRED_MESSAGE), { id: 'login-required' });
    void router.push({ pathname: '/auth/sign-in', query: { from: router.asPath } });
  };

  const blocked = out.outOfStock;
  // Outside the item's hours without scheduling, or a closed store that takes no order for later.
  const closedWindow = !availability.canOrder || !storeState.canOrder;

  return (
    <div className={styles.box}>
      {groups.map((group, groupIndex) => {
        const hint = groupHint(group);
        const chosen = selection.food[groupIndex] ?? [];
        const labelId = `${baseId}-group-${groupIndex}`;
        const single = group.type !== 'multi';
        const toggle = (label: string) => {
          const result = toggleFoodOption(item, selection, groupIndex, label);
          if (result.error) {
            toast.error(t(result.error.key, result.error.params), { id: result.error.key });
          }
          setSelection(result.selection);
        };
        return (
          <Section
            key={`${group.name}-${groupIndex}`}
            labelId={labelId}
            radio={single}
            required={group.required === 'on'}
            title={group.name}
            note={
              <span className={styles.muted}>
                {group.required === 'on' ? t('Required') : t('Optional')}
                {hint ? ` · ${t(hint.key, hint.params)}` : ''}
              </span>
            }
          >
            {group.values.map((value) => {
              const price = parseOptionPrice(value.optionPrice);
              return (
                <div key={value.label} className={styles.row}>
                  <label className={styles.check}>
                    {single ? (
                      // The chosen option may be toggled off (spec document 1 §4 "Item popup"):
                      // a click or Space on it clears the group; arrow keys move the choice.
                      <input
                        type="radio"
                        name={labelId}
                        checked={chosen.includes(value.label)}
                        onChange={() => toggle(value.label)}
                        onClick={() => {
                          if (chosen.includes(value.label)) toggle(value.label);
                        }}
                      />
                    ) : (
                      <input
                        type="checkbox"
                        checked={chosen.includes(value.label)}
                        onChange={() => toggle(value.label)}
                      />
                    )}
                    <span>{value.label}</span>
                  </label>
                  <span className={styles.muted}>
                    {price > 0 ? <bdi>+{formatPrice(price, config)}</bdi> : t('Free')}
                  </span>
                </div>
              );
            })}
          </Section>
        );
      })}

      {!food
        ? choices.map((choice, index) => {
            const labelId = `${baseId}-choice-${index}`;
            const chosen = selection.choices[index] ?? null;
            return (
              <Section key={choice.name || choice.title} labelId={labelId} title={choice.title}>
                <div className={styles.choices}>
                  {choice.options.map((option) => (
                    <button
                      type="button"
                      key={option}
                      className={styles.choice}
                      aria-pressed={chosen === option}
                      onClick={() => setSelection(chooseOption(selection, index, option))}
                    >
                      {option.trim()}
                    </button>
                  ))}
                </div>
              </Section>
            );
          })
        : null}

      {out.variation ? (
        <Notice severity="warning" className={styles.alert}>
          {t(MESSAGES.variationOutOfStock)}
        </Notice>
      ) : null}

      {addOns.length ? (
        <Section labelId={`${baseId}-addons`} title={t('Addons')}>
          {addOns.map((addOn) => {
            const controls = addOnControls(selection, addOn.id);
            return (
              <div key={addOn.id} className={styles.row}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={controls.checked}
                    onChange={() => setSelection(toggleAddOn(selection, addOn.id))}
                  />
                  <span>
                    {addOn.name}{' '}
                    <span className={styles.muted}>
                      <bdi>+{formatPrice(addOn.price, config)}</bdi>
                    </span>
                  </span>
                </label>
                {controls.checked ? (
                  <Stepper
                    size="small"
                    label={t('Quantity of {{name}}', { name: addOn.name })}
                    of={addOn.name}
                    value={controls.quantity}
                    minusDisabled={!controls.minus}
                    plusDisabled={!controls.plus}
                    onMinus={() => setSelection(changeAddOnQuantity(selection, addOn.id, -1))}
                    onPlus={() => setSelection(changeAddOnQuantity(selection, addOn.id, 1))}
                  />
                ) : null}
              </div>
            );
          })}
        </Section>
      ) : null}

      <div className={styles.totalRow}>
        <Stepper
          label={t('Quantity')}
          value={selection.quantity}
          minusDisabled={!canDecrease(selection.quantity)}
          onMinus={() => setSelection({ ...selection, quantity: selection.quantity - 1 })}
          onPlus={plus}
        />
        <div className={styles.total}>
          <span className={styles.muted}>{t('Total price')} </span>
          {priced.discountTotal > 0 ? (
            <del className={classNames(styles.muted, styles.before)}>
              <Money amount={beforeDiscount} config={config} />
            </del>
          ) : null}
          <strong className={styles.amount}>
            <Money amount={priced.total} config={config} />
          </strong>
        </div>
      </div>

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

      {closedWindow ? null : blocked ? (
        <div className={styles.actions}>
          <button type="button" className={styles.action} disabled>
            {t('Out of Stock')}
          </button>
        </div>
      ) : campaign ? (
        <div className={styles.actions}>
          <button type="button" className={styles.action} disabled={busy} onClick={orderNow}>
            {t('Order Now')}
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={classNames(styles.action, styles.outlined)}
            disabled={busy}
            onClick={buyNow}
          >
            {t('Buy Now')}
          </button>
          <button type="button" className={styles.action} disabled={busy} onClick={addOrUpdate}>
            {mode === 'update' ? t('Update to cart') : t('Add to cart')}
          </button>
        </div>
      )}
    </div>
  );
}
