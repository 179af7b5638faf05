import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import type { ItemDetails } from '@/api/catalogTypes';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { DiscountBadge } from '@/components/catalog/DiscountBadge';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { ItemCard } from '@/components/catalog/ItemCard';
import { Price } from '@/components/catalog/Price';
import { RatingStars } from '@/components/catalog/RatingStars';
import { availabilityWindow } from '@/domain/catalog/display';
import { itemImages, storeHref } from '@/domain/catalog/links';
import { isOutOfStock } from '@/domain/catalog/status';
import { decimals } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';
import { isCampaignItem } from '@/domain/cart/selection';
import { WishlistHeart } from '@/features/item/WishlistHeart';
import { ProductDescription } from './ProductDescription';
import { ProductGallery } from './ProductGallery';
import { ProductOptions } from './ProductOptions';
import type { ProductPageData } from './server';
import { useProductData } from './useProductData';

function Tag({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        fontSize: 13,
        fontWeight: 600,
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 15 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      <span>{children}</span>
    </Box>
  );
}

/** The store page link of an item, from its store details (slug, module, zone) when present. */
function storeLink(item: ItemDetails): string {
  const store = item.store_details;
  return storeHref(
    {
      id: store?.id ?? item.store_id,
      slug: store?.slug,
      module_id: store?.module_id ?? item.module_id,
      zone_id: store?.zone_id ?? item.zone_id,
    },
    { moduleType: item.module_type },
  );
}

function Tags({ item }: { item: ItemDetails }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const food = item.module_type === 'food';
  const tags = [
    item.is_campaign === 1 || item.available_date_starts ? t('Campaign') : null,
    food && item.recommended === 1 ? t('Recommended') : null,
    food && item.veg === 1 ? t('Veg') : null,
    food && item.veg === 0 ? t('Non-veg') : null,
    item.is_halal === 1 && item.halal_tag_status === 1 ? t('Halal') : null,
    item.organic === 1 ? t('Organic') : null,
  ].filter((tag): tag is string => tag !== null);
  if (!tags.length) return null;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </Box>
  );
}

function Details({ item, page }: { item: ItemDetails; page: ProductPageData }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const config = useConfig();
  const digits = decimals(config);
  const hours = availabilityWindow(item.available_time_starts, item.available_time_ends);
  const nonFood = item.module_type !== 'food';
  const outOfStock = isOutOfStock(item);
  const generic = (item.generic_name ?? []).filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Tags item={item} />
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {item.name}
        </Typography>
        {/* Campaign items have no heart (spec document 1 §4). */}
        {isCampaignItem(item) ? null : (
          <WishlistHeart kind="item" id={item.id} name={item.name} look="bordered" />
        )}
      </Box>
      {item.store_name ? (
        <Fact icon={<StorefrontOutlined fontSize="small" />}>
          <Link component={NextLink} href={storeLink(item)} sx={{ fontWeight: 600 }}>
            {item.store_name}
          </Link>
        </Fact>
      ) : null}
      <RatingStars
        value={item.avg_rating}
        count={item.rating_count ?? 0}
        digits={digits}
        size="medium"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Price item={item} config={config} size="large" />
        <DiscountBadge item={item} config={config} />
        {item.unit_type ? (
          <Typography component="span" color="text.secondary">
            {t('per {{unit}}', { unit: item.unit_type })}
          </Typography>
        ) : null}
      </Box>
      {nonFood ? (
        outOfStock ? (
          <Fact icon={<RemoveShoppingCartOutlined fontSize="small" />}>
            <Box component="strong" sx={{ color: 'error.main' }}>
              {t('Out of Stock')}
            </Box>
          </Fact>
        ) : (
          <Fact icon={<CheckCircleOutlineRounded fontSize="small" />}>{t('In Stock')}</Fact>
        )
      ) : null}
      {hours ? (
        <Fact icon={<ScheduleRounded fontSize="small" />}>
          <bdi>{t('Available {{start}} - {{end}}', hours)}</bdi>
        </Fact>
      ) : null}
      {item.available_date_starts && item.available_date_ends ? (
        <Fact icon={<ScheduleRounded fontSize="small" />}>
          <bdi>
            {t('Campaign from {{start}} to {{end}}', {
              start: item.available_date_starts,
              end: item.available_date_ends,
            })}
          </bdi>
        </Fact>
      ) : null}
      {item.is_prescription_required === 1 ? (
        <Box
          role="note"
          sx={{
            display: 'flex',
            gap: 1,
            p: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'info.main',
            bgcolor: 'action.hover',
          }}
        >
          <DescriptionOutlined aria-hidden sx={{ color: 'info.main' }} />
          <Box>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {t('Prescription required')}
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary">
              {t('A prescription is needed to order this item.')}
            </Typography>
          </Box>
        </Box>
      ) : null}
      {generic.length ? (
        <Typography color="text.secondary">
          {t('Generic name')}: {generic.join(', ')}
        </Typography>
      ) : null}
      {item.description ? (
        <Box component="section" aria-labelledby="product-description-title">
          <Typography
            id="product-description-title"
            component="h2"
            sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 0.5 }}
          >
            {t('Description')}
          </Typography>
          <ProductDescription text={item.description} html={page.descriptionHtml} />
        </Box>
      ) : null}
      <ProductOptions item={item} config={config} />
    </Box>
  );
}

/** /product/[id]: gallery, details, options (read-only) and related items. */
export function ProductScreen({ page }: { page: ProductPageData }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const config = useConfig();
  const { item, related } = useProductData(page);
  if (!item) return null;
  const images = itemImages(item);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <CatalogBreadcrumbs
        trail={[
          { label: t('Home'), href: '/home' },
          ...(item.store_name ? [{ label: item.store_name, href: storeLink(item) }] : []),
          { label: item.name },
        ]}
      />
      <Grid container spacing={{ xs: 3, md: 5 }} sx={{ mt: { xs: 1.5, md: 2.5 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery images={images} name={item.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Details item={item} page={page} />
        </Grid>
      </Grid>
      {related.length ? (
        <Box
          component="section"
          aria-labelledby="related-items-title"
          sx={{ mt: { xs: 5, md: 7 } }}
        >
          <Typography id="related-items-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
            {t('Related items')}
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {related.map((relatedItem) => (
              <Grid key={relatedItem.id} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 5 }} component="li">
                <ItemCard item={relatedItem} config={config} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
    </Container>
  );
}
