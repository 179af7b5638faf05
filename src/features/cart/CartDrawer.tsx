import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useRef, useState } from 'react';
import { AppImage } from '@/components/AppImage';
import { EmptyState } from '@/components/EmptyState';
import { Icon, PathIcon } from '@/components/icons/Icon';
import { ADD_ROUNDED } from '@/components/icons/material/AddRounded';
import { DELETE_OUTLINE_ROUNDED } from '@/components/icons/material/DeleteOutlineRounded';
import { REMOVE_ROUNDED } from '@/components/icons/material/RemoveRounded';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { Money } from '@/components/catalog/Money';
import { cartSubtotal, proceedToCheckout, type CartLine } from '@/domain/cart/lines';
import { freeDeliveryProgress, freeDeliveryThreshold } from '@/domain/order/delivery';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { useCartActions } from './CartActionsProvider';
import { CART_NAMESPACES, useCartMessages } from './i18n';
import { LoginOrGuestDialog } from './LoginOrGuestDialog';
import { withMuiScope } from '@/theme/MuiScope';

function LineOptions({ line }: { line: CartLine }) {
  const { t } = useTranslation(CART_NAMESPACES);
  const parts: string[] = [];
  for (const group of line.food_variations) {
    const chosen = group.values.filter((value) => value.isSelected).map((value) => value.label);
    if (chosen.length) parts.push(`${group.name}: ${chosen.join(', ')}`);
  }
  const type = (line.variation[0] as { type?: string } | undefined)?.type;
  if (!line.food_variations.length && type) parts.push(`${t('Variation')}: ${type}`);
  const addOns = line.selectedAddons
    .filter((addOn) => addOn.quantity > 0)
    .map((addOn) => `${addOn.name} (${addOn.quantity})`);
  if (addOns.length) parts.push(`${t('Addons')}: ${addOns.join(', ')}`);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ fontSize: 13 }}>
      {parts.join(' · ')}
    </Typography>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation(CART_NAMESPACES);
  const config = useConfig();
  const run = useCartActions();
  const [busy, setBusy] = useState(false);
  // Read by the handlers: a second click before React re-renders must not start a second change.
  const running = useRef(false);
  const act = (start: () => Promise<boolean>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void start().finally(() => {
      running.current = false;
      setBusy(false);
    });
  };
  // While a change runs the steppers are marked unavailable but stay focusable: disabling the
  // focused button would drop focus, and the drawer's focus trap would move it to the drawer.
  const stepperBusy = { 'aria-disabled': busy || undefined };
  const discounted = line.discountedPrice < line.price;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, p: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <ButtonBase
        aria-label={t('Open {{name}}', { name: line.name })}
        onClick={() => void run({ type: 'popup', item: line.item, cartItemId: line.cartItemId })}
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: 72,
          height: 72,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {line.image_full_url ? (
          <AppImage
            src={line.image_full_url}
            alt=""
            fill
            sizes="72px"
            style={{ objectFit: 'cover' }}
          />
        ) : null}
      </ButtonBase>
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.3 }}>
          {line.name}
        </Typography>
        {line.is_prescription_required ? (
          <Typography
            variant="body2"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: 'info.main',
              fontSize: 13,
            }}
          >
            <Icon name="description" size={16} />
            {t('Prescription required')}
          </Typography>
        ) : null}
        <LineOptions line={line} />
        <Box
          sx={{
            mt: 0.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
            <Typography component="strong" sx={{ fontWeight: 700 }}>
              <Money amount={line.discountedPrice} config={config} />
            </Typography>
            {discounted ? (
              <Typography component="del" variant="body2" color="textSecondary">
                <Money amount={line.price} config={config} />
              </Typography>
            ) : null}
          </Box>
          <Box
            role="group"
            aria-label={t('Quantity of {{name}}', { name: line.name })}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 5,
              '& [aria-disabled="true"]': { color: 'action.disabled', cursor: 'default' },
            }}
          >
            {line.quantity <= 1 ? (
              <IconButton
                size="small"
                color="error"
                {...stepperBusy}
                aria-label={t('Remove {{name}} from cart', { name: line.name })}
                onClick={() =>
                  act(() => run({ type: 'remove', cartItemId: line.cartItemId, fromCart: true }))
                }
              >
                <PathIcon d={DELETE_OUTLINE_ROUNDED} size={20} />
              </IconButton>
            ) : (
              <IconButton
                size="small"
                {...stepperBusy}
                aria-label={t('Decrease quantity')}
                onClick={() =>
                  act(() => run({ type: 'quantity', cartItemId: line.cartItemId, delta: -1 }))
                }
              >
                <PathIcon d={REMOVE_ROUNDED} size={20} />
              </IconButton>
            )}
            <Box
              component="output"
              aria-live="polite"
              sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
            >
              {line.quantity}
            </Box>
            <IconButton
              size="small"
              {...stepperBusy}
              aria-label={t('Increase quantity')}
              onClick={() =>
                act(() => run({ type: 'quantity', cartItemId: line.cartItemId, delta: 1 }))
              }
            >
              <PathIcon d={ADD_ROUNDED} size={20} />
            </IconButton>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** The cart drawer (R-CART-1, R-CART-2, R-CART-7). */
function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ready = useCartMessages();
  const { t } = useTranslation(CART_NAMESPACES);
  const router = useRouter();
  const config = useConfig();
  const items = useAppSelector((state) => state.cart.items);
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const subtotal = cartSubtotal(items);
  const threshold =
    config?.free_delivery_over ?? freeDeliveryThreshold(config?.admin_free_delivery);
  const progress = freeDeliveryProgress(subtotal, threshold);

  const go = (href: string) => {
    onClose();
    void router.push(href);
  };

  const proceed = () => {
    const route = proceedToCheckout({
      lineCount: items.length,
      signedIn,
      guestCheckoutStatus: config?.guest_checkout_status,
    });
    if (route.kind === 'home') go('/home');
    else if (route.kind === 'checkout') go('/checkout?page=cart');
    else if (route.kind === 'login-or-guest') setAsking(true);
    else go(`/auth/sign-in?from=${encodeURIComponent('/checkout?page=cart')}`);
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open && ready}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: 'min(100vw, 420px)' }, 'aria-labelledby': titleId } }}
      >
        <DialogHeader id={titleId} title={t('Shopping Cart')} onClose={onClose} variant="drawer" />
        {items.length === 0 ? (
          <EmptyState
            icon={<Icon name="removeShoppingCart" />}
            title={t('Your cart is empty')}
            text={t('No items added in your cart. Please add product to your cart list')}
            action={
              <Button variant="contained" onClick={() => go('/home')}>
                {t('Continue Shopping')}
              </Button>
            }
          />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
            <Box
              component="ul"
              aria-label={t('Cart items')}
              sx={{ listStyle: 'none', m: 0, p: 0, flexGrow: 1, overflowY: 'auto' }}
            >
              {items.map((line) => (
                <CartLineRow key={line.cartItemId} line={line} />
              ))}
            </Box>
            <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}>
              {progress ? (
                <Box>
                  <Typography
                    variant="body2"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}
                  >
                    {/* The shell's truck: it faces the reading direction (mirrored in Arabic). */}
                    <Box component="span" sx={{ display: 'inline-flex', color: 'primary.main' }}>
                      <Icon name="shipping" size={20} />
                    </Box>
                    {progress.reached ? (
                      t('You have reduced delivery charge')
                    ) : (
                      <span>
                        <Money amount={progress.remaining} config={config} />{' '}
                        {t('more for free delivery')}
                      </span>
                    )}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={progress.percent}
                    aria-label={t('Free delivery progress')}
                    sx={{ height: 8, borderRadius: 4 }}
                  />
                </Box>
              ) : null}
              <Typography
                component="p"
                sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}
              >
                <span>{t('Subtotal')}</span>
                <Money amount={subtotal} config={config} />
              </Typography>
              <Button variant="contained" size="large" fullWidth onClick={proceed}>
                {t('Proceed To Checkout')}
              </Button>
            </Box>
          </Box>
        )}
      </Drawer>
      <LoginOrGuestDialog
        open={asking}
        onClose={() => setAsking(false)}
        onGuest={() => {
          setAsking(false);
          go('/checkout?page=cart');
        }}
        onLogin={() => {
          setAsking(false);
          go(`/auth/sign-in?from=${encodeURIComponent('/checkout?page=cart')}`);
        }}
        onSignUp={() => {
          setAsking(false);
          go('/auth/sign-up');
        }}
      />
    </>
  );
}

export default withMuiScope(CartDrawer);
