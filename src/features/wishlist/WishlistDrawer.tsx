import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type ReactNode } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { Item, Store } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DrawerHeader } from '@/components/DrawerHeader';
import { EmptyState } from '@/components/EmptyState';
import { Price } from '@/components/catalog/Price';
import { productHref, storeHref } from '@/domain/catalog/links';
import { hasVariations } from '@/domain/cart/selection';
import { moduleLabels } from '@/domain/moduleLabels';
import { useConfig } from '@/hooks/useConfig';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { wishlistItemRemoved, wishlistStoreRemoved } from '@/store/slices/wishlist';
import { useCartActions } from '@/features/cart/CartActionsProvider';
import { CART_NAMESPACES, useCartMessages } from '@/features/cart/i18n';
import { withMuiScope } from '@/theme/MuiScope';

function Row({
  image,
  children,
  actions,
}: {
  image: string | null | undefined;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: 64,
          height: 64,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {image ? (
          <AppImage src={image} alt="" fill sizes="64px" style={{ objectFit: 'cover' }} />
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>{children}</Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>{actions}</Box>
    </Box>
  );
}

/**
 * The wishlist drawer (spec document 1 §2 item 12; max width 523 px): an items tab and a stores tab
 * with their empty states. Tapping a store opens its page; add on an ecommerce item opens its
 * product page, other items with variations open the details popup, plain items are added to the
 * cart. Removing asks 'Are you sure you want to delete this item?' and shows the server's message.
 */
function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ready = useCartMessages();
  const { t } = useTranslation(CART_NAMESPACES);
  const api = useApi();
  const router = useRouter();
  const config = useConfig();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const run = useCartActions();
  const token = useAppSelector((state) => state.session.token);
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  const selectedModule = useAppSelector((state) => state.module.selected);
  const moduleType = selectedModule?.module_type ?? null;
  const [tab, setTab] = useState(0);
  const [removing, setRemoving] = useState<{ kind: 'item' | 'store'; id: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const labels = moduleLabels(moduleType);
  const key = queryKeys.wishlist(router.locale ?? 'en', zoneIds, selectedModule?.id ?? null);
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.wishlist.list(),
    enabled: open && Boolean(token),
  });
  const items = list.data?.item ?? [];
  const stores = list.data?.store ?? [];

  const addItem = (item: Item) => {
    if (item.module_type === 'ecommerce') {
      onClose();
      void router.push(productHref(item));
    } else if (hasVariations(item)) {
      void run({ type: 'popup', item });
    } else {
      void run({ type: 'add', item });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const answer = await api.wishlist.remove(removing.kind, removing.id);
      dispatch(
        removing.kind === 'item'
          ? wishlistItemRemoved(removing.id)
          : wishlistStoreRemoved(removing.id),
      );
      if (answer?.message) toast.success(answer.message, { id: answer.message });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch {
      // The API client already showed the server's message.
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const storeRow = (store: Store) => (
    <Row
      key={store.id}
      image={store.logo_full_url}
      actions={
        <IconButton
          aria-label={t('Remove {{name}} from wishlist', { name: store.name })}
          onClick={() => setRemoving({ kind: 'store', id: store.id })}
        >
          <DeleteOutlineRounded />
        </IconButton>
      }
    >
      <Link
        component={NextLink}
        href={storeHref(store, { moduleType: store.module?.module_type ?? moduleType })}
        onClick={onClose}
        underline="hover"
        sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
      >
        {store.name}
      </Link>
      {store.address ? (
        <Typography variant="body2" color="textSecondary" noWrap>
          {store.address}
        </Typography>
      ) : null}
    </Row>
  );

  const itemRow = (item: Item) => (
    <Row
      key={item.id}
      image={item.image_full_url}
      actions={
        <>
          <IconButton
            color="primary"
            aria-label={t('Add {{name}} to cart', { name: item.name })}
            onClick={() => addItem(item)}
          >
            {/* A cart pushed forward faces the reading direction: mirrored in Arabic. */}
            <AddShoppingCartRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <IconButton
            aria-label={t('Remove {{name}} from wishlist', { name: item.name })}
            onClick={() => setRemoving({ kind: 'item', id: item.id })}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </>
      }
    >
      <Link
        component={NextLink}
        href={productHref(item)}
        onClick={onClose}
        underline="hover"
        sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
      >
        {item.name}
      </Link>
      {item.store_name ? (
        <Typography variant="body2" color="textSecondary" noWrap>
          {item.store_name}
        </Typography>
      ) : null}
      <Price item={item} config={config} />
    </Row>
  );

  return (
    <>
      <Drawer
        anchor="right"
        open={open && ready}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: '100%', maxWidth: 523 }, 'aria-labelledby': titleId } }}
      >
        <DrawerHeader id={titleId} title={t('Wishlist')} onClose={onClose} />
        {!token ? (
          <EmptyState
            icon={<FavoriteBorder />}
            title={t('You are not logged in')}
            text={t('Sign in to keep your favourite items and stores.')}
            action={
              <Button
                variant="contained"
                component={NextLink}
                href="/auth/sign-in"
                onClick={onClose}
              >
                {t('Sign In')}
              </Button>
            }
          />
        ) : (
          <>
            <Tabs
              value={tab}
              onChange={(_event, value: number) => setTab(value)}
              variant="fullWidth"
              aria-label={t('Wishlist')}
            >
              <Tab
                label={t(labels.items)}
                id={`${titleId}-tab-0`}
                aria-controls={`${titleId}-panel-0`}
              />
              <Tab
                label={t(labels.stores)}
                id={`${titleId}-tab-1`}
                aria-controls={`${titleId}-panel-1`}
              />
            </Tabs>
            <Box
              role="tabpanel"
              id={`${titleId}-panel-${tab}`}
              aria-labelledby={`${titleId}-tab-${tab}`}
              sx={{ flexGrow: 1, overflowY: 'auto' }}
            >
              {list.isPending ? (
                <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                  <CircularProgress aria-label={t('Loading')} />
                </Box>
              ) : tab === 0 ? (
                items.length ? (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {items.map(itemRow)}
                  </Box>
                ) : (
                  <EmptyState icon={<FavoriteBorder />} title={t(labels.noFavouriteItems)} />
                )
              ) : stores.length ? (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {stores.map(storeRow)}
                </Box>
              ) : (
                <EmptyState icon={<FavoriteBorder />} title={t(labels.noFavouriteStores)} />
              )}
            </Box>
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={removing !== null}
        title={t('Remove from wishlist')}
        text={t('Are you sure you want to delete this item?')}
        confirmLabel={t('Yes')}
        cancelLabel={t('Cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

export default withMuiScope(WishlistDrawer);
