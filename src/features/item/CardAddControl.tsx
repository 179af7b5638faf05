import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { productHref } from '@/domain/catalog/links';
import { lineOfItem, quantityInCart } from '@/domain/cart/lines';
import { hasVariations } from '@/domain/cart/selection';
import { useAppSelector } from '@/store/hooks';
import { useCartActions } from '@/features/cart/CartActionsProvider';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

const round = {
  bgcolor: 'background.paper',
  boxShadow: 2,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * The card's add control (spec document 1 §4 "Item card add control"): an add button, or minus,
 * count and plus once the item is in the cart (a delete button at 1). Items with variations open
 * the popup (the product page in ecommerce); plain items are added at quantity 1. The work itself
 * (location check, other-store dialog, server call) loads on the first tap.
 */
export function CardAddControl({
  item,
  disabled,
  sx,
}: {
  item: Item;
  /** The item cannot be ordered now nor scheduled (`itemCardState().canOrder` false). */
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const run = useCartActions();
  const count = useAppSelector((state) => quantityInCart(state.cart.items, item.id));
  const line = useAppSelector((state) => lineOfItem(state.cart.items, item.id));
  const [busy, setBusy] = useState(false);
  const variations = hasVariations(item);

  const act = (start: () => Promise<boolean>) => {
    setBusy(true);
    void start().finally(() => setBusy(false));
  };

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
      <IconButton
        size="small"
        color="primary"
        aria-label={t('Add {{name}} to cart', { name: item.name })}
        disabled={disabled || busy}
        onClick={add}
        sx={[round, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <AddRounded />
      </IconButton>
    );
  }

  // With several lines of one item (other options), the stepper acts on the popup instead.
  const several = count !== line.quantity;
  return (
    <Box
      role="group"
      aria-label={t('Quantity of {{name}}', { name: item.name })}
      sx={[
        { ...round, display: 'inline-flex', alignItems: 'center', borderRadius: 5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {line.quantity <= 1 && !several ? (
        <IconButton
          size="small"
          color="error"
          disabled={busy}
          aria-label={t('Remove {{name}} from cart', { name: item.name })}
          onClick={() => act(() => run({ type: 'remove', cartItemId: line.cartItemId }))}
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      ) : (
        <IconButton
          size="small"
          disabled={busy}
          aria-label={t('Decrease quantity')}
          onClick={() =>
            several
              ? void run({ type: 'popup', item })
              : act(() => run({ type: 'quantity', cartItemId: line.cartItemId, delta: -1 }))
          }
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
      )}
      <Box
        component="output"
        aria-live="polite"
        sx={{ minWidth: 22, textAlign: 'center', fontWeight: 700, fontSize: 14 }}
      >
        {count}
      </Box>
      <IconButton
        size="small"
        color="primary"
        disabled={busy || disabled}
        aria-label={t('Increase quantity')}
        onClick={() =>
          several
            ? void run({ type: 'popup', item })
            : act(() => run({ type: 'quantity', cartItemId: line.cartItemId, delta: 1 }))
        }
      >
        <AddRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
