import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useMemo } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { Item } from '@/api/catalogTypes';
import type { Config } from '@/api/types';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { DiscountBadge } from '@/components/catalog/DiscountBadge';
import { PathIcon } from '@/components/icons/Icon';
import { CLOSE_ROUNDED } from '@/components/icons/material/CloseRounded';
import { Spinner } from '@/components/Spinner';
import { RatingStars } from '@/components/catalog/RatingStars';
import { ReadMore } from '@/components/catalog/ReadMore';
import { plainText } from '@/domain/catalog/display';
import { storeHref } from '@/domain/catalog/links';
import { isCampaignItem, isFoodItem } from '@/domain/cart/selection';
import { decimals } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { CART_NAMESPACES, useCartMessages } from '@/features/cart/i18n';
import { ItemBuyBox } from './ItemBuyBox';
import { WishlistHeart } from './WishlistHeart';
import { withMuiScope } from '@/theme/MuiScope';

/** List answers may be slim (API-ITEMS-2): the popup needs the options of the full item. */
function needsDetails(item: Item): boolean {
  return item.variations === undefined && item.food_variations === undefined;
}

/** Lists sent to the page may leave the description out: the popup fetches it then. */
function lacksDescription(item: Item): boolean {
  return item.description === undefined;
}

/**
 * The item detail popup (R-ITEM-2; max width 459 px): image, name, store link,
 * description, rating, wishlist heart (not for campaign items), then the buy box. Food items get
 * their option groups, veg mark and the Recommend badge; the dialog keeps focus inside and returns
 * it to the control that opened it.
 */
function ItemDetailDialog({
  open,
  item: given,
  cartItemId,
  onClose,
}: {
  open: boolean;
  item: Item;
  cartItemId?: number;
  onClose: () => void;
}) {
  const ready = useCartMessages();
  const { t } = useTranslation(CART_NAMESPACES);
  const config = useConfig();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const { item, details, slim } = useItemDetails(given, open);
  const food = isFoodItem(item);
  const description = plainText(item.description);

  return (
    <Dialog
      open={open && ready}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: { sm: 459 }, m: { sm: 2 } } } }}
    >
      <ItemDialogHero item={item} food={food} config={config} onClose={onClose} />
      <DialogContent sx={{ pt: 2 }}>
        <ItemTitleRow item={item} food={food} titleId={titleId} />
        {item.store_name ? (
          <Link
            component={NextLink}
            href={storeHref(
              {
                id: item.store_id,
                // The details carry the store's slug; a card's item does not.
                slug: details.data?.store_details?.slug,
                module_id: item.module_id,
                zone_id: item.zone_id,
              },
              { moduleType: item.module_type },
            )}
            onClick={onClose}
            sx={{ fontWeight: 600, fontSize: 14 }}
          >
            {item.store_name}
          </Link>
        ) : null}
        <Box sx={{ mt: 0.5 }}>
          <RatingStars
            value={item.avg_rating}
            count={item.rating_count ?? 0}
            digits={decimals(config)}
          />
        </Box>
        {description ? (
          <Box sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }}>
            <ReadMore text={description} />
          </Box>
        ) : null}
        <Box sx={{ mt: 1.5 }}>
          {slim && details.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <Spinner label={t('Loading')} primary />
            </Box>
          ) : (
            <ItemBuyBox item={item} cartItemId={cartItemId} variant="dialog" />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The item as the popup shows it: a slim list item (or one without its description) merged with
 * its details, fetched once the popup is open.
 */
function useItemDetails(given: Item, open: boolean) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const moduleId = useAppSelector((state) => state.module.selected?.id ?? null);
  const slim = needsDetails(given);
  const details = useQuery({
    queryKey: queryKeys.item(locale, given.module_id ?? moduleId, String(given.id)),
    // The item's own module: the visitor may not have chosen one (a shared store link).
    queryFn: () => api.catalog.item(given.id, isCampaignItem(given), given.module_id ?? moduleId),
    enabled: open && (slim || lacksDescription(given)),
  });
  const item: Item = useMemo(
    () => (details.data ? { ...given, ...details.data } : given),
    [given, details.data],
  );
  return { item, details, slim };
}

/** The image with the discount badge, the wishlist heart (not for campaign items) and Close. */
function ItemDialogHero({
  item,
  food,
  config,
  onClose,
}: {
  item: Item;
  food: boolean;
  config: Config | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  const campaign = isCampaignItem(item);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: food ? '16 / 9' : '4 / 3',
        bgcolor: 'action.hover',
      }}
    >
      {item.image_full_url ? (
        <AppImage
          src={item.image_full_url}
          alt=""
          fill
          sizes="(max-width: 600px) 100vw, 459px"
          style={{ objectFit: 'contain' }}
        />
      ) : null}
      <Box sx={{ position: 'absolute', top: 12, insetInlineStart: 12 }}>
        <DiscountBadge item={item} config={config} />
      </Box>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, display: 'flex', gap: 1 }}>
        {campaign ? null : <WishlistHeart kind="item" id={item.id} name={item.name} />}
        <IconButton
          aria-label={t('Close')}
          onClick={onClose}
          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <PathIcon d={CLOSE_ROUNDED} />
        </IconButton>
      </Box>
    </Box>
  );
}

/** The veg mark and the Recommend badge of a food item, around the name (the dialog's title). */
function ItemTitleRow({ item, food, titleId }: { item: Item; food: boolean; titleId: string }) {
  const { t } = useTranslation(CART_NAMESPACES);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {food && (item.veg === 0 || item.veg === 1) ? (
        <Box
          component="span"
          role="img"
          aria-label={item.veg === 1 ? t('Veg') : t('Non-veg')}
          sx={{
            width: 14,
            height: 14,
            border: 2,
            borderColor: item.veg === 1 ? 'success.main' : 'error.main',
            display: 'inline-grid',
            placeItems: 'center',
            '&::after': {
              content: '""',
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: item.veg === 1 ? 'success.main' : 'error.main',
            },
          }}
        />
      ) : null}
      <Typography id={titleId} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {item.name}
      </Typography>
      {food && item.recommended === 1 ? (
        <Box
          component="span"
          sx={{
            px: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 700,
          }}
        >
          {t('Recommend')}
        </Box>
      ) : null}
    </Box>
  );
}

export default withMuiScope(ItemDetailDialog);
