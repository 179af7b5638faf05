import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Children, useEffect, useRef, type ReactNode } from 'react';

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
  gap = 2,
  autoplayMs,
}: {
  label: string;
  width: string | Record<string, string>;
  rows?: number;
  children: ReactNode;
  gap?: number;
  /** Advance one cell every `autoplayMs` (wrapping to the start), paused on hover and focus. */
  autoplayMs?: number;
}) {
  const { t } = useTranslation('home');
  const theme = useTheme();
  const ref = useRef<HTMLUListElement>(null);
  const rtl = theme.direction === 'rtl';
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

  return (
    <Box
      sx={{ position: 'relative' }}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <Box
        component="ul"
        ref={ref}
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'grid',
          gridAutoFlow: 'column',
          gridTemplateRows: `repeat(${rows}, auto)`,
          gridAutoColumns: width,
          gap,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {children}
      </Box>
      {count > 2 ? (
        <>
          <IconButton
            aria-label={t('Previous')}
            onClick={() => scroll(false)}
            size="small"
            sx={{
              display: { xs: 'none', md: 'inline-flex' },
              position: 'absolute',
              top: '40%',
              insetInlineStart: -14,
              bgcolor: 'background.paper',
              boxShadow: 2,
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            {rtl ? <ChevronRightRounded /> : <ChevronLeftRounded />}
          </IconButton>
          <IconButton
            aria-label={t('Next')}
            onClick={() => scroll(true)}
            size="small"
            sx={{
              display: { xs: 'none', md: 'inline-flex' },
              position: 'absolute',
              top: '40%',
              insetInlineEnd: -14,
              bgcolor: 'background.paper',
              boxShadow: 2,
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            {rtl ? <ChevronLeftRounded /> : <ChevronRightRounded />}
          </IconButton>
        </>
      ) : null}
    </Box>
  );
}
