import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { Price } from '@/components/catalog/Price';
import { RatingStars } from '@/components/catalog/RatingStars';
import { ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { productHref } from '@/domain/catalog/links';
import { decimals } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The quick view an item-wise food banner opens (R-HOME-3): the item's
 * picture, name, store, rating and price, and the way to its page where it is ordered.
 */
function ItemQuickView({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useTranslation('home');
  const config = useConfig();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="quick-view-title">
      <DialogHeader id="quick-view-title" title={item.name} onClose={onClose} />
      <DialogContent>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '4 / 3',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            mb: 2,
          }}
        >
          {item.image_full_url ? (
            <AppImage
              src={item.image_full_url}
              alt=""
              fill
              sizes="400px"
              style={{ objectFit: 'cover' }}
            />
          ) : null}
        </Box>
        {item.store_name ? (
          <Typography color="textSecondary" sx={{ mb: 0.5 }}>
            {item.store_name}
          </Typography>
        ) : null}
        <RatingStars
          value={item.avg_rating}
          count={item.rating_count ?? 0}
          digits={decimals(config)}
        />
        <Box sx={{ my: 1.5 }}>
          <Price item={item} config={config} />
        </Box>
        <ButtonLink href={productHref(item)} variant="contained" fullWidth>
          {t('View details')}
        </ButtonLink>
      </DialogContent>
    </Dialog>
  );
}

export default withMuiScope(ItemQuickView);
