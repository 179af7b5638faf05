import StarHalfRounded from '@mui/icons-material/StarHalfRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
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

/** Five stars (full, half, empty) with the rating as text; one accessible label for the stars. */
export function RatingStars({ value, count, digits, size = 'small', showValue = true, sx }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const rating = formatRating(value, digits);
  const numeric = Number(rating);
  const fontSize = size === 'small' ? 18 : 24;
  const stars = [0, 1, 2, 3, 4].map((index) => {
    if (numeric >= index + 0.75) return <StarRounded key={index} sx={{ fontSize }} />;
    if (numeric >= index + 0.25) {
      return (
        <StarHalfRounded
          key={index}
          sx={(theme) => ({
            fontSize,
            transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
          })}
        />
      );
    }
    return <StarOutlineRounded key={index} sx={{ fontSize }} />;
  });
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
        sx={{ display: 'inline-flex', color: '#B45309' }}
      >
        {stars}
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
