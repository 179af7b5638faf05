import { styled, type SxProps, type Theme } from '@mui/material/styles';
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
 * One styled element with plain children: cards repeat the stars many times on a page, and each
 * styled element costs style work on every render (server and hydration).
 */
const Root = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  lineHeight: 1,
  '& .rating-stars': {
    position: 'relative',
    display: 'inline-block',
    fontSize: 16,
    lineHeight: 1,
    letterSpacing: '1px',
    whiteSpace: 'nowrap',
    color: '#9CA3AF',
  },
  // The fill follows the inline direction, so Arabic fills from the right.
  '& .rating-fill': {
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    overflow: 'hidden',
    color: '#B45309',
  },
  '& .rating-value': { fontSize: 14, fontWeight: 600 },
  '& .rating-count': { fontSize: 13, color: (theme.vars ?? theme).palette.text.secondary },
  '&.rating-medium .rating-stars': { fontSize: 22 },
  '&.rating-medium .rating-value': { fontSize: 16 },
  '&.rating-medium .rating-count': { fontSize: 15 },
}));

/**
 * Five stars filled to the rating, with the rating as text and one accessible label for the stars.
 * Two text runs instead of five SVG icons: cards repeat this hundreds of times on a home page.
 */
export function RatingStars({ value, count, digits, size = 'small', showValue = true, sx }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const rating = formatRating(value, digits);
  const filled = Math.max(0, Math.min(100, (Number(rating) / 5) * 100));
  const hasCount = typeof count === 'number' && count >= 0;
  return (
    <Root className={size === 'medium' ? 'rating-medium' : undefined} sx={sx}>
      <span
        className="rating-stars"
        role="img"
        aria-label={t('Rated {{rating}} out of 5', { rating })}
      >
        {STARS}
        <span className="rating-fill" aria-hidden style={{ width: `${filled}%` }}>
          {STARS}
        </span>
      </span>
      {showValue ? (
        <span className="rating-value" aria-hidden>
          {rating}
        </span>
      ) : null}
      {hasCount ? (
        <span className="rating-count">
          <span aria-hidden>({count})</span>
          <VisuallyHidden>{t('{{count}} ratings', { count })}</VisuallyHidden>
        </span>
      ) : null}
    </Root>
  );
}
