import { useTranslation } from '@/lib/i18n/useTranslation';
import { formatRating } from '@/domain/catalog/display';
import { CATALOG_NAMESPACES } from './i18n';
import { VisuallyHidden } from './VisuallyHidden';
import { classNames } from '@/lib/classNames';
import styles from './catalogBits.module.css';

interface Props {
  value: number | null | undefined;
  /** Number of ratings, shown as "(n)". */
  count?: number | null;
  /** digit_after_decimal_point. */
  digits: number;
  size?: 'small' | 'medium';
  /** Show the number beside the stars. */
  showValue?: boolean;
}

const STARS = '\u2605\u2605\u2605\u2605\u2605';

/**
 * Five stars filled to the rating, with the rating as text and one accessible label for the stars.
 * Two text runs instead of five SVG icons: cards repeat this hundreds of times on a home page.
 */
export function RatingStars({ value, count, digits, size = 'small', showValue = true }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const rating = formatRating(value, digits);
  const filled = Math.max(0, Math.min(100, (Number(rating) / 5) * 100));
  const hasCount = typeof count === 'number' && count >= 0;
  return (
    <span className={classNames(styles.rating, size === 'medium' && styles.ratingMedium)}>
      <span
        className={styles.stars}
        role="img"
        aria-label={t('Rated {{rating}} out of 5', { rating })}
      >
        {STARS}
        <span className={styles.fill} aria-hidden style={{ width: `${filled}%` }}>
          {STARS}
        </span>
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden>
          {rating}
        </span>
      ) : null}
      {hasCount ? (
        <span className={styles.count}>
          <span aria-hidden>({count})</span>
          <VisuallyHidden>{t('{{count}} ratings', { count })}</VisuallyHidden>
        </span>
      ) : null}
    </span>
  );
}
