import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { formatRating } from '@/domain/catalog/display';
import { CATALOG_NAMESPACES } from './i18n';
import { VisuallyHidden } from './VisuallyHidden';

interface Props {
  value: number | null | undefined;
  /** Number of ratings, shown as "(n)". */
  count?: number | null;
  /** digit_after_decimal_point. */
  digits: number;
  size?: 'small' | 'medium';
  /** Show the number beside the stars. */
  showValue?: boolean;
  sx?: SxProps<Theme>;
}

const STARS = '\u2605\u2605\u2605\u2605\u2605';

/**
 * Five stars filled to the rating, with the rating as text and one accessible label for the stars.
 * Two text runs instead of five SVG icons: cards repeat this hundreds of times on a home page.
 */
export function RatingStars({ value, count, digits, size = 'small', showValue = true, sx }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const rating = formatRating(value, digits);
  const filled = Math.max(0, Math.min(100, (Number(rating) / 5) * 100));
  const fontSize = size === 'small' ? 16 : 22;
  const hasCount = typeof count === 'number' && count >= 0;
  return (
    <Box
      component="span"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.5, lineHeight: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="span"
        role="img"
        aria-label={t('Rated {{rating}} out of 5', { rating })}
        sx={{
          position: 'relative',
          display: 'inline-block',
          fontSize,
          lineHeight: 1,
          letterSpacing: '1px',
          whiteSpace: 'nowrap',
          color: '#9CA3AF',
        }}
      >
        {STARS}
        <Box
          component="span"
          aria-hidden
          // The fill follows the inline direction, so Arabic fills from the right.
          style={{ width: `${filled}%` }}
          sx={{
            position: 'absolute',
            top: 0,
            insetInlineStart: 0,
            overflow: 'hidden',
            color: '#B45309',
          }}
        >
          {STARS}
        </Box>
      </Box>
      {showValue ? (
        <Box
          component="span"
          aria-hidden
          sx={{ fontSize: size === 'small' ? 14 : 16, fontWeight: 600 }}
        >
          {rating}
        </Box>
      ) : null}
      {hasCount ? (
        <Box
          component="span"
          sx={{ fontSize: size === 'small' ? 13 : 15, color: 'text.secondary' }}
        >
          <span aria-hidden>({count})</span>
          <VisuallyHidden>{t('{{count}} ratings', { count })}</VisuallyHidden>
        </Box>
      ) : null}
    </Box>
  );
}
