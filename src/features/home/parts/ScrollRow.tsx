import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Children, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '@/components/icons/Icon';
import { classNames } from '@/lib/classNames';
import { directionOf } from '@/lib/locale';
import styles from './homeParts.module.css';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
const BREAKPOINTS: Breakpoint[] = ['xs', 'sm', 'md', 'lg'];

/**
 * The cell width at each breakpoint as CSS variables; a breakpoint without its own width keeps the
 * one below it.
 */
export function cellWidthVariables(
  width: string | Partial<Record<Breakpoint, string>>,
): Record<`--cell-${Breakpoint}`, string> {
  const widths = typeof width === 'string' ? { xs: width } : width;
  let current = widths.xs ?? 'auto';
  const variables = {} as Record<`--cell-${Breakpoint}`, string>;
  for (const breakpoint of BREAKPOINTS) {
    current = widths[breakpoint] ?? current;
    variables[`--cell-${breakpoint}`] = current;
  }
  return variables;
}

/**
 * A horizontal strip on CSS scroll-snap: no carousel script, mirrored by the page direction, with
 * previous/next buttons on wide screens and swipe on phones. `width` is each cell's width (any CSS
 * length or a responsive object); `rows` puts the cells on two or three rows.
 */
export function ScrollRow({
  label,
  width,
  rows = 1,
  children,
  autoplayMs,
}: {
  label: string;
  width: string | Partial<Record<Breakpoint, string>>;
  rows?: number;
  children: ReactNode;
  /** Advance one cell every `autoplayMs` (wrapping to the start), paused on hover and focus. */
  autoplayMs?: number;
}) {
  const { t } = useTranslation('home');
  // The page's direction follows its locale (pages/_app and _document set it the same way).
  const rtl = directionOf(useRouter().locale) === 'rtl';
  const ref = useRef<HTMLUListElement>(null);
  const count = Children.count(children);

  const paused = useRef(false);

  useEffect(() => {
    if (!autoplayMs || count < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const list = ref.current;
      if (!list || paused.current || document.hidden) return;
      const cell = list.firstElementChild as HTMLElement | null;
      const step = (cell?.offsetWidth ?? list.clientWidth) + 16;
      const atEnd = Math.abs(list.scrollLeft) + list.clientWidth >= list.scrollWidth - 4;
      if (atEnd) list.scrollTo({ left: 0, behavior: 'smooth' });
      else list.scrollBy({ left: rtl ? -step : step, behavior: 'smooth' });
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, count, rtl]);

  const scroll = (forward: boolean) => {
    const list = ref.current;
    if (!list) return;
    const step = list.clientWidth * 0.85 * (forward ? 1 : -1) * (rtl ? -1 : 1);
    list.scrollBy({ left: step, behavior: 'smooth' });
  };

  const rowStyle = { ...cellWidthVariables(width), '--rows': rows } as CSSProperties;

  return (
    <div
      className={styles.rowFrame}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <ul ref={ref} aria-label={label} className={styles.row} style={rowStyle}>
        {children}
      </ul>
      {count > 2 ? (
        <>
          <button
            type="button"
            className={classNames(styles.scrollButton, styles.previous)}
            aria-label={t('Previous')}
            onClick={() => scroll(false)}
          >
            <Icon name={rtl ? 'chevronRight' : 'chevronLeft'} />
          </button>
          <button
            type="button"
            className={classNames(styles.scrollButton, styles.next)}
            aria-label={t('Next')}
            onClick={() => scroll(true)}
          >
            <Icon name={rtl ? 'chevronLeft' : 'chevronRight'} />
          </button>
        </>
      ) : null}
    </div>
  );
}
