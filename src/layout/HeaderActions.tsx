import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Link from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppSelector } from '@/store/hooks';
import { ProfileMenu } from './ProfileMenu';
import { useShellDrawers } from './ShellDrawers';

/** Sign In, or the profile menu when signed in. */
export function AccountAction() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useAppSelector((state) => state.session.token);
  if (token) return <ProfileMenu />;
  return (
    <Button
      component={Link}
      href={`/auth/sign-in?from=${encodeURIComponent(router.asPath)}`}
      variant="contained"
      sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
    >
      {t('Sign In')}
    </Button>
  );
}

/** Track order (guests), chat, wishlist and cart with badges from state. */
export function HeaderActions() {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.session.token);
  const cartCount = useAppSelector((state) => state.cart.items.length);
  const wishlistCount = useAppSelector(
    (state) => state.wishlist.itemIds.length + state.wishlist.storeIds.length,
  );
  const isParcel = useAppSelector((state) => state.module.selected?.module_type === 'parcel');
  const drawers = useShellDrawers();

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {/* The parcel module hides cart, wishlist, chat and track-order icons (spec document 2 §6). */}
      {!isParcel && !token ? (
        <IconButton
          title={t('Track order')}
          component={Link}
          href="/track-order"
          aria-label={t('Track order')}
        >
          <LocalShippingOutlined />
        </IconButton>
      ) : null}
      {!isParcel && token ? (
        <IconButton title={t('Chat')} component={Link} href="/chatting" aria-label={t('Chat')}>
          <ChatBubbleOutline />
        </IconButton>
      ) : null}
      {!isParcel ? (
        <IconButton
          title={t('Wishlist')}
          aria-label={`${t('Wishlist')} (${wishlistCount})`}
          onClick={() => drawers.open('wishlist')}
        >
          <Badge badgeContent={wishlistCount} color="primary" max={99}>
            <FavoriteBorder />
          </Badge>
        </IconButton>
      ) : null}
      {!isParcel ? (
        <IconButton
          title={t('Cart')}
          aria-label={`${t('Cart')} (${cartCount})`}
          onClick={() => drawers.open('cart')}
        >
          <Badge badgeContent={cartCount} color="primary" max={99}>
            <ShoppingCartOutlined />
          </Badge>
        </IconButton>
      ) : null}
    </Stack>
  );
}
