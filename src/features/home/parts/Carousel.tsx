import 'slick-carousel/slick/slick.css';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { Icon } from '@/components/icons/Icon';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';

function Arrow({
  direction,
  onClick,
  label,
  rtl,
}: {
  direction: 'prev' | 'next';
  onClick?: () => void;
  label: string;
  rtl: boolean;
}) {
  // In RTL the previous slide is on the right: the previous arrow sits on the right and points
  // right. react-slick lays its box out left to right (dir="ltr"), so the sides are physical, and
  // they are written as in English: Arabic styles go through stylis-plugin-rtl, which swaps `left`
  // and `right`. Half outside the slides (in the page gutter), so they cover no slide's title.
  const pointsRight = (direction === 'next') !== rtl;
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      size="small"
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 2,
        [direction === 'prev' ? 'left' : 'right']: -18,
        bgcolor: 'background.paper',
        boxShadow: 2,
        display: { xs: 'none', sm: 'inline-flex' },
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      <Icon name={pointsRight ? 'chevronRight' : 'chevronLeft'} />
    </IconButton>
  );
}

/** Set on the carousel once its hidden slides are inert (see `useInertHiddenSlides`). */
const INERT_READY = 'data-inert-slides';

/**
 * Slides react-slick hides (off-screen and cloned ones) get `aria-hidden` but keep their links
 * focusable, so keyboard users would tab into invisible cards: make them inert while hidden.
 * Until this has run (the server HTML, before the section hydrates) the carousel's styles hide
 * those slides from everyone instead.
 */
function useInertHiddenSlides() {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        const hidden =
          slide.getAttribute('aria-hidden') === 'true' || slide.classList.contains('slick-cloned');
        if (hidden !== slide.inert) slide.inert = hidden;
      }
    };
    sync();
    root.setAttribute(INERT_READY, '');
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
      childList: true,
    });
    return () => observer.disconnect();
  }, []);
  return region;
}

/**
 * react-slick with the storefront's arrows and dots, mirrored in Arabic: `rtl` plus a right-to-left
 * wrapper, so the first slide sits on the right and the track moves the other way. Its CSS loads
 * with this module: only pages that show a carousel pay for it.
 */
export const Carousel = forwardRef<
  Slider,
  { label: string; settings: Settings; children: ReactNode; dotsBelow?: boolean }
>(function Carousel({ label, settings, children, dotsBelow }, ref) {
  const { t } = useTranslation('home');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const region = useInertHiddenSlides();
  return (
    <Box
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      dir={rtl ? 'rtl' : 'ltr'}
      sx={{
        position: 'relative',
        // react-slick's rtl mode reverses the slides itself and positions the track in left-to-right
        // coordinates: the track must lay out ltr (or the order is reversed twice) and the slides rtl.
        // Arabic pages run every style through stylis-plugin-rtl, which flips `direction`: in rtl the
        // values are written flipped so that they come out as ltr (track) and rtl (slides).
        '& .slick-track': { display: 'flex', direction: rtl ? 'rtl' : 'ltr' },
        '& .slick-slide': { height: 'auto', px: 0.75, direction: 'ltr' },
        // Hidden slides are off-screen; until they are inert (the server HTML, before the section
        // hydrates) they are hidden from everyone, so neither the keyboard nor assistive
        // technology reaches the controls inside them.
        [`&:not([${INERT_READY}]) .slick-slide[aria-hidden="true"]`]: { visibility: 'hidden' },
        '& .slick-slide > div': { height: '100%' },
        '& .slick-list': { mx: -0.75 },
        '& .slick-dots': {
          display: 'flex !important',
          justifyContent: 'center',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          mt: dotsBelow === false ? 0 : 1.5,
          p: 0,
        },
        '& .slick-dots button': {
          width: 24,
          height: 24,
          p: 0,
          border: 0,
          background: 'transparent',
          cursor: 'pointer',
          fontSize: 0,
          position: 'relative',
        },
        '& .slick-dots button::after': {
          content: '""',
          position: 'absolute',
          inset: '9px 5px',
          borderRadius: 3,
          bgcolor: 'action.disabled',
        },
        '& .slick-dots .slick-active button::after': { bgcolor: 'primary.main', inset: '9px 0' },
        '& .slick-dots button:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
        },
      }}
    >
      <Slider
        ref={ref}
        rtl={rtl}
        accessibility
        prevArrow={<Arrow direction="prev" label={t('Previous')} rtl={rtl} />}
        nextArrow={<Arrow direction="next" label={t('Next')} rtl={rtl} />}
        {...settings}
      >
        {children}
      </Slider>
    </Box>
  );
});
