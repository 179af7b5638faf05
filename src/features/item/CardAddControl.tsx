import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { MinusIcon, PlusIcon, TrashIcon } from '@/components/catalog/CardIcons';
import controls from '@/components/catalog/cardControls.module.css';
import { classNames } from '@/lib/classNames';
import { productHref } from '@/domain/catalog/links';
import { lineOfItem, quantityInCart } from '@/domain/cart/lines';
import { hasVariations } from '@/domain/cart/selection';
import { useAppSelector } from '@/store/hooks';
import { useCartActions } from '@/features/cart/CartActionsProvider';
import { CART_NAMESPACES } from '@/features/cart/i18n';

/**
 * The card's add control (R-ITEM-1): an add button, or minus,
 * count and plus once the item is in the cart (a delete button at 1). Items with variations open
 * the popup (the product page in ecommerce); plain items are added at quantity 1. The work itself
 * (location check, other-store dialog, server call) loads on the first tap. Plain buttons (see
 * cardControls.module.css): cards repeat them.
 */
export function CardAddControl({
  item,
  disabled,
  className,
}: {
  item: Item;
  /** The item cannot be ordered now nor scheduled (`itemCardState().canOrder` false). */
  disabled?: boolean;
  /** Placement from the parent, e.g. `controls.bottomEnd`. */
  className?: string;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  const router = useRouter();
  const run = useCartActions();
  const count = useAppSelector((state) => quantityInCart(state.cart.items, item.id));
  const line = useAppSelector((state) => lineOfItem(state.cart.items, item.id));
  const [busy, setBusy] = useState(false);
  // Read by the handlers: a second click before React re-renders must not start a second change.
  const running = useRef(false);
  const variations = hasVariations(item);

  const act = (start: () => Promise<boolean>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void start().finally(() => {
      running.current = false;
      setBusy(false);
    });
  };
  // While a change runs the stepper's buttons are marked unavailable but stay focusable: disabling
  // the focused button would drop the keyboard user's focus to the page.
  const stepperBusy = { 'aria-disabled': busy || undefined };

  const add = () => {
    if (variations) {
      if (item.module_type === 'ecommerce') void router.push(productHref(item));
      else void run({ type: 'popup', item });
      return;
    }
    act(() => run({ type: 'add', item }));
  };

  if (!line || count === 0) {
    return (
      <button
        type="button"
        className={classNames(controls.button, controls.raised, controls.primary, className)}
        aria-label={t('Add {{name}} to cart', { name: item.name })}
        disabled={disabled || busy}
        onClick={add}
      >
        <PlusIcon size={22} />
      </button>
    );
  }

  // With several lines of one item (other options), the stepper acts on the popup instead.
  const several = count !== line.quantity;
  return (
    <div
      role="group"
      aria-label={t('Quantity of {{name}}', { name: item.name })}
      className={classNames(controls.stepper, className)}
    >
      {line.quantity <= 1 && !several ? (
        <button
          type="button"
          className={classNames(controls.button, controls.danger)}
          {...stepperBusy}
          aria-label={t('Remove {{name}} from cart', { name: item.name })}
          onClick={() => act(() => run({ type: 'remove', cartItemId: line.cartItemId }))}
        >
          <TrashIcon />
        </button>
      ) : (
        <button
          type="button"
          className={controls.button}
          {...stepperBusy}
          aria-label={t('Decrease quantity')}
          onClick={() =>
            several
              ? void run({ type: 'popup', item })
              : act(() => run({ type: 'quantity', cartItemId: line.cartItemId, delta: -1 }))
          }
        >
          <MinusIcon />
        </button>
      )}
      <output aria-live="polite" className={controls.count}>
        {count}
      </output>
      <button
        type="button"
        className={classNames(controls.button, controls.primary)}
        disabled={disabled}
        {...stepperBusy}
        aria-label={t('Increase quantity')}
        onClick={() =>
          several
            ? void run({ type: 'popup', item })
            : act(() => run({ type: 'quantity', cartItemId: line.cartItemId, delta: 1 }))
        }
      >
        <PlusIcon />
      </button>
    </div>
  );
}
