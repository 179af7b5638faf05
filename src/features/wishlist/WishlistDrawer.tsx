import Box from '@mui/material/Box';
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
import type { Config, ModuleType } from '@/api/types';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { Icon, PathIcon } from '@/components/icons/Icon';
import { ADD_SHOPPING_CART_ROUNDED } from '@/components/icons/material/AddShoppingCartRounded';
import { DELETE_OUTLINE_ROUNDED } from '@/components/icons/material/DeleteOutlineRounded';
import { Spinner } from '@/components/Spinner';
import { ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { Price } from '@/components/catalog/Price';
import { productHref, storeHref } from '@/domain/catalog/links';
import { moduleLabels } from '@/domain/moduleLabels';
import { useConfig } from '@/hooks/useConfig';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { wishlistItemRemoved, wishlistStoreRemoved } from '@/store/slices/wishlist';
import { useCartActions } from '@/features/cart/CartActionsProvider';
import { CART_NAMESPACES, useCartMessages } from '@/features/cart/i18n';
import { withMuiScope } from '@/theme/MuiScope';
import { wishlistAddAction } from './wishlistModel';

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
 * The wishlist drawer (R-WISH-1; max width 523 px): an items tab and a stores tab
 * with their empty states. Tapping a store opens its page; add on an ecommerce item opens its
 * product page, other items with variations open the details popup, plain items are added to the
 * cart. Removing asks 'Are you sure you want to delete this item?' and shows the server's message.
 */
function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ready = useCartMessages();
  const { t } = useTranslation(CART_NAMESPACES);
  const router = useRouter();
  const run = useCartActions();
  const wishlist = useWishlist(open);
  const [tab, setTab] = useState(0);
  const titleId = useId();
  const labels = moduleLabels(wishlist.moduleType);

  const addItem = (item: Item) => {
    const action = wishlistAddAction(item);
    if (action === 'product') {
      onClose();
      void router.push(productHref(item));
    } else {
      void run({ type: action, item });
    }
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open && ready}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: '100%', maxWidth: 523 }, 'aria-labelledby': titleId } }}
      >
        <DialogHeader id={titleId} title={t('Wishlist')} onClose={onClose} variant="drawer" />
        {!wishlist.token ? (
          <EmptyState
            icon={<Icon name="favoriteBorder" />}
            title={t('You are not logged in')}
            text={t('Sign in to keep your favourite items and stores.')}
            action={
              <ButtonLink variant="contained" href="/auth/sign-in" onClick={onClose}>
                {t('Sign In')}
              </ButtonLink>
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
            <WishlistPanel
              tab={tab}
              titleId={titleId}
              wishlist={wishlist}
              onAdd={addItem}
              onClose={onClose}
            />
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={wishlist.removing !== null}
        title={t('Remove from wishlist')}
        text={t('Are you sure you want to delete this item?')}
        confirmLabel={t('Yes')}
        cancelLabel={t('Cancel')}
        busy={wishlist.busy}
        onConfirm={() => void wishlist.remove()}
        onClose={() => wishlist.setRemoving(null)}
      />
    </>
  );
}

/** The visitor's wishlist (members only) and the removal waiting for its confirmation. */
function useWishlist(open: boolean) {
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  const selectedModule = useAppSelector((state) => state.module.selected);
  const moduleType = selectedModule?.module_type ?? null;
  const [removing, setRemoving] = useState<Removal | null>(null);
  const [busy, setBusy] = useState(false);
  const key = queryKeys.wishlist(router.locale ?? 'en', zoneIds, selectedModule?.id ?? null);
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.wishlist.list(),
    enabled: open && Boolean(token),
  });

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

  return {
    token,
    moduleType,
    list,
    items: list.data?.item ?? [],
    stores: list.data?.store ?? [],
    removing,
    setRemoving,
    busy,
    remove,
  };
}

type Removal = { kind: 'item' | 'store'; id: number };

/** The open tab's list (items or stores), its loading spinner or its empty state. */
function WishlistPanel({
  tab,
  titleId,
  wishlist,
  onAdd,
  onClose,
}: {
  tab: number;
  titleId: string;
  wishlist: ReturnType<typeof useWishlist>;
  onAdd: (item: Item) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  const config = useConfig();
  const { list, items, stores, moduleType } = wishlist;
  const onRemove = wishlist.setRemoving;
  const labels = moduleLabels(moduleType);
  return (
    <Box
      role="tabpanel"
      id={`${titleId}-panel-${tab}`}
      aria-labelledby={`${titleId}-tab-${tab}`}
      sx={{ flexGrow: 1, overflowY: 'auto' }}
    >
      {list.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <Spinner label={t('Loading')} primary />
        </Box>
      ) : tab === 0 ? (
        items.length ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <WishlistItemRow
                key={item.id}
                item={item}
                config={config}
                onClose={onClose}
                onAdd={() => onAdd(item)}
                onRemove={() => onRemove({ kind: 'item', id: item.id })}
              />
            ))}
          </Box>
        ) : (
          <EmptyState icon={<Icon name="favoriteBorder" />} title={t(labels.noFavouriteItems)} />
        )
      ) : stores.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {stores.map((store) => (
            <WishlistStoreRow
              key={store.id}
              store={store}
              moduleType={moduleType}
              onClose={onClose}
              onRemove={() => onRemove({ kind: 'store', id: store.id })}
            />
          ))}
        </Box>
      ) : (
        <EmptyState icon={<Icon name="favoriteBorder" />} title={t(labels.noFavouriteStores)} />
      )}
    </Box>
  );
}

/** A wishlisted store: its page, and remove. */
function WishlistStoreRow({
  store,
  moduleType,
  onClose,
  onRemove,
}: {
  store: Store;
  moduleType: ModuleType | null;
  onClose: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  return (
    <Row
      image={store.logo_full_url}
      actions={
        <IconButton
          aria-label={t('Remove {{name}} from wishlist', { name: store.name })}
          onClick={onRemove}
        >
          <PathIcon d={DELETE_OUTLINE_ROUNDED} />
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
}

/** A wishlisted item: its product page, its price, add to cart and remove. */
function WishlistItemRow({
  item,
  config,
  onClose,
  onAdd,
  onRemove,
}: {
  item: Item;
  config: Config | null;
  onClose: () => void;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  return (
    <Row
      image={item.image_full_url}
      actions={
        <>
          <IconButton
            color="primary"
            aria-label={t('Add {{name}} to cart', { name: item.name })}
            onClick={onAdd}
          >
            {/* A cart pushed forward faces the reading direction: mirrored in Arabic. Here, not in
                mirror.ts, which every page loads. */}
            <Box
              component="span"
              sx={{ display: 'inline-flex', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
            >
              <PathIcon d={ADD_SHOPPING_CART_ROUNDED} />
            </Box>
          </IconButton>
          <IconButton
            aria-label={t('Remove {{name}} from wishlist', { name: item.name })}
            onClick={onRemove}
          >
            <PathIcon d={DELETE_OUTLINE_ROUNDED} />
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
}

export default withMuiScope(WishlistDrawer);
