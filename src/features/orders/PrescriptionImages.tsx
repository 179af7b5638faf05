import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Order } from '@/api/modules/order';
import { AppImage } from '@/components/AppImage';
import { isPrescriptionOnlyOrder, orderAttachmentUrls } from '@/domain/orders/prescription';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';

/**
 * The prescription images sent with an order (issue 4 §8), each opening at full size, and for a
 * prescription-only order a line saying that the pharmacy prices it. Nothing without images.
 */
export function PrescriptionImages({
  order,
  heading = 'h3',
}: {
  order: Order;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const urls = orderAttachmentUrls(order);
  if (!urls.length) return null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="h5" component={heading} sx={{ mb: 1 }}>
        {t('Prescription')}
      </Typography>
      {isPrescriptionOnlyOrder(order) ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t('The pharmacy prices this order from your prescription.')}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {urls.map((url, index) => (
          <Box component="li" key={url}>
            <Box
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{
                display: 'block',
                position: 'relative',
                width: 112,
                height: 112,
                borderRadius: 2,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {/* Uploaded files are served as they are: the optimiser may not fetch this origin. */}
              <AppImage
                src={url}
                alt={t('Prescription image {{number}}', { number: index + 1 })}
                fill
                unoptimized
                sizes="112px"
                style={{ objectFit: 'cover' }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
