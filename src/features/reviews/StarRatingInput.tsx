import { useId, type MouseEvent, type ReactNode } from 'react';
import { SvgFrame } from '@/components/icons/Icon';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { RATING_MAX } from '@/domain/orders/review';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import styles from './starRatingInput.module.css';

/** Material's Star and StarBorder, as MUI's Rating draws a chosen and an empty star. */
const STAR =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * A 1 to 5 star rating as a group of native radios (MUI's Rating without MUI): a fieldset named by
 * its legend, each radio labelled '{{count}} of 5 stars', so arrow keys move the rating and a
 * screen reader says which one is chosen. The chosen stars are filled and the others outlined
 * (shape, not colour alone); hovering previews a rating. Clicking the chosen star again clears the
 * rating, as MUI's Rating does; from the keyboard, a visually hidden 'No rating' radio before the
 * stars (MUI's 'Empty') is where the arrow keys clear it, and the whole row is ringed while it has
 * focus. `error` (already translated) is shown under the stars and describes the group.
 */
export function StarRatingInput({
  name,
  legend,
  value,
  onChange,
  disabled = false,
  error,
  className,
}: {
  /** The radios' name: one per rated thing on a page. */
  name: string;
  legend: ReactNode;
  /** 0 for no rating yet. */
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  error?: string;
  className?: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const errorId = useId();

  // A click on the chosen star (its label, not the radio: keys click the radio) clears the rating.
  // The label's default action is stopped, or it would check the radio again.
  const clearOnReclick = (stars: number) => (event: MouseEvent<HTMLLabelElement>) => {
    if (disabled || stars !== value || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    onChange(0);
  };

  return (
    <fieldset
      className={`${styles.field} ${className ?? ''}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={`${styles.stars} ${disabled ? styles.disabled : ''}`}>
        <label className={`${styles.none} visually-hidden`}>
          <input
            type="radio"
            name={name}
            value={0}
            checked={value === 0}
            disabled={disabled}
            onChange={() => onChange(0)}
          />
          {t('No rating')}
        </label>
        {STARS.map((stars) => (
          <label
            key={stars}
            className={`${styles.star} ${stars <= value ? styles.on : ''}`}
            onClick={clearOnReclick(stars)}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={stars}
              checked={value === stars}
              disabled={disabled}
              onChange={() => onChange(stars)}
            />
            <span className={styles.full}>
              <SvgFrame size="1em">
                <path d={STAR} fill="currentColor" />
              </SvgFrame>
            </span>
            <span className={styles.empty}>
              <SvgFrame size="1em">
                <path d={STAR_BORDER} fill="currentColor" />
              </SvgFrame>
            </span>
            <span className="visually-hidden">{t('{{count}} of 5 stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
