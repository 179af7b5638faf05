import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import toast from '@/lib/toast';
import type { Item } from '@/api/catalogTypes';
import { Money } from '@/components/catalog/Money';
import { itemAvailability } from '@/domain/cart/availability';
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
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { useCartActions } from '@/features/cart/CartActionsProvider';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

interface Props {
  item: Item;
  /** The cart line being edited (from the cart drawer); else the item's first line, if any. */
  cartItemId?: number;
  /** The popup sits in a dialog; the product page shows the box in the page. */
  variant: 'dialog' | 'page';
  /** The clock (tests). */
  now?: Date;
}

function Stepper({
  label,
  value,
  onMinus,
  onPlus,
  minusDisabled,
  plusDisabled,
  size = 'medium',
}: {
  label: string;
  value: number;
  onMinus: () => void;
  onPlus: () => void;
  minusDisabled?: boolean;
  plusDisabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 5,
      }}
    >
      <IconButton
        size={size}
        aria-label={t('Decrease quantity')}
        onClick={onMinus}
        disabled={minusDisabled}
      >
        <RemoveRounded fontSize="small" />
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
      >
        {value}
      </Box>
      <IconButton
        size={size}
        aria-label={t('Increase quantity')}
        onClick={onPlus}
        disabled={plusDisabled}
      >
        <AddRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

function Section({
  title,
  note,
  children,
  labelId,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  labelId: string;
}) {
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 0.5 }}
      >
        <Typography id={labelId} component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {note}
      </Box>
      {children}
    </Box>
  );
}

/**
 * The buy box of the item popup and the product page (spec document 1 §4 "Item popup", §5): food
 * option groups or choice options, add-ons with their own steppers, the quantity stepper, the price
 * and Add to cart / Update to cart / Buy Now (Order Now for campaign items).
 */
export function ItemBuyBox({ item, cartItemId, variant, now }: Props) {
  const { t } = useTranslation(ORDER_NAMESPACES);
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
  const availability = itemAvailability(item, now ?? new Date());
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

  const blocked = out.outOfStock;
  const closedWindow = !availability.canOrder;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {groups.map((group, groupIndex) => {
        const hint = groupHint(group);
        const chosen = selection.food[groupIndex] ?? [];
        const labelId = `${baseId}-group-${groupIndex}`;
        return (
          <Section
            key={`${group.name}-${groupIndex}`}
            labelId={labelId}
            title={group.name}
            note={
              <Typography component="span" variant="body2" color="text.secondary">
                {group.required === 'on' ? t('Required') : t('Optional')}
                {hint ? ` · ${t(hint.key, hint.params)}` : ''}
              </Typography>
            }
          >
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              {group.values.map((value) => {
                const price = parseOptionPrice(value.optionPrice);
                return (
                  <Box
                    key={value.label}
                    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <FormControlLabel
                      control={
                        <Checkbox
                          size="small"
                          checked={chosen.includes(value.label)}
                          onChange={() => {
                            const result = toggleFoodOption(
                              item,
                              selection,
                              groupIndex,
                              value.label,
                            );
                            if (result.error) {
                              toast.error(t(result.error.key, result.error.params), {
                                id: result.error.key,
                              });
                            }
                            setSelection(result.selection);
                          }}
                        />
                      }
                      label={value.label}
                    />
                    <Typography component="span" variant="body2" color="text.secondary">
                      {price > 0 ? <bdi>+{formatPrice(price, config)}</bdi> : t('Free')}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Section>
        );
      })}

      {!food
        ? choices.map((choice, index) => {
            const labelId = `${baseId}-choice-${index}`;
            return (
              <Section key={choice.name || choice.title} labelId={labelId} title={choice.title}>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={selection.choices[index] ?? null}
                  aria-labelledby={labelId}
                  onChange={(_event, option: string | null) => {
                    if (option) setSelection(chooseOption(selection, index, option));
                  }}
                  sx={{ flexWrap: 'wrap', gap: 1 }}
                >
                  {choice.options.map((option) => (
                    <ToggleButton
                      key={option}
                      value={option}
                      sx={{
                        borderRadius: '16px !important',
                        border: '1px solid !important',
                        borderColor: 'divider',
                        px: 1.5,
                        textTransform: 'none',
                      }}
                    >
                      {option.trim()}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Section>
            );
          })
        : null}

      {out.variation ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t(MESSAGES.variationOutOfStock)}
        </Alert>
      ) : null}

      {addOns.length ? (
        <Section labelId={`${baseId}-addons`} title={t('Addons')}>
          {addOns.map((addOn) => {
            const controls = addOnControls(selection, addOn.id);
            return (
              <Box
                key={addOn.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  minHeight: 44,
                }}
              >
                <FormControlLabel
                  sx={{ flexGrow: 1, minWidth: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={controls.checked}
                      onChange={() => setSelection(toggleAddOn(selection, addOn.id))}
                    />
                  }
                  label={
                    <>
                      {addOn.name}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        <bdi>+{formatPrice(addOn.price, config)}</bdi>
                      </Typography>
                    </>
                  }
                />
                {controls.checked ? (
                  <Stepper
                    size="small"
                    label={t('Quantity of {{name}}', { name: addOn.name })}
                    value={controls.quantity}
                    minusDisabled={!controls.minus}
                    plusDisabled={!controls.plus}
                    onMinus={() => setSelection(changeAddOnQuantity(selection, addOn.id, -1))}
                    onPlus={() => setSelection(changeAddOnQuantity(selection, addOn.id, 1))}
                  />
                ) : null}
              </Box>
            );
          })}
        </Section>
      ) : null}

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Stepper
          label={t('Quantity')}
          value={selection.quantity}
          minusDisabled={!canDecrease(selection.quantity)}
          onMinus={() => setSelection({ ...selection, quantity: selection.quantity - 1 })}
          onPlus={plus}
        />
        <Box sx={{ textAlign: 'end' }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('Total price')}{' '}
          </Typography>
          {priced.discountTotal > 0 ? (
            <Typography
              component="del"
              variant="body2"
              color="text.secondary"
              sx={{ marginInlineEnd: 1 }}
            >
              <Money amount={beforeDiscount} config={config} />
            </Typography>
          ) : null}
          <Typography component="strong" sx={{ fontSize: '1.25rem', fontWeight: 800 }}>
            <Money amount={priced.total} config={config} />
          </Typography>
        </Box>
      </Box>

      {!availability.available && availability.window ? (
        <Alert severity={closedWindow ? 'error' : 'info'} sx={{ mb: 1.5 }}>
          {closedWindow ? <strong>{t('Not Available now')} </strong> : null}
          <bdi>
            {t('Available {{start}} - {{end}}', {
              start: availability.window.start,
              end: availability.window.end,
            })}
          </bdi>
        </Alert>
      ) : null}

      {closedWindow ? null : blocked ? (
        <Button variant="contained" disabled fullWidth size="large">
          {t('Out of Stock')}
        </Button>
      ) : campaign ? (
        <Button variant="contained" size="large" fullWidth disabled={busy} onClick={buyNow}>
          {t('Order Now')}
        </Button>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button variant="outlined" size="large" sx={{ flex: 1 }} disabled={busy} onClick={buyNow}>
            {t('Buy Now')}
          </Button>
          <Button
            variant="contained"
            size="large"
            sx={{ flex: 1 }}
            disabled={busy}
            onClick={addOrUpdate}
          >
            {mode === 'update' ? t('Update to cart') : t('Add to cart')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
