import 'slick-carousel/slick/slick.css';
import { useRouter } from 'next/router';
import { Icon } from '@/components/icons/Icon';
import { IconButton } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { classNames } from '@/lib/classNames';
import { directionOf } from '@/lib/locale';
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import styles from './carousel.module.css';

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
  // right. react-slick lays its box out left to right (dir="ltr"), so the arrow's side is
  // physical: the side it points to. Half outside the slides (in the page gutter), so they cover
  // no slide's title.
  const pointsRight = (direction === 'next') !== rtl;
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      size="small"
      className={classNames(styles.arrow, pointsRight ? styles.right : styles.left)}
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
 * with this module: only pages that show a carousel pay for it. Plain elements styled by
 * carousel.module.css (docs/hydration.md, rule 6), so a section built on it loads no MUI.
 */
export const Carousel = forwardRef<
  Slider,
  { label: string; settings: Settings; children: ReactNode; dotsBelow?: boolean }
>(function Carousel({ label, settings, children, dotsBelow }, ref) {
  const { t } = useTranslation('home');
  // The page's direction follows its locale (pages/_app and _document set it the same way).
  const rtl = directionOf(useRouter().locale) === 'rtl';
  const region = useInertHiddenSlides();
  return (
    <div
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      dir={rtl ? 'rtl' : 'ltr'}
      className={classNames(styles.carousel, dotsBelow === false && styles.dotsInline)}
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
    </div>
  );
});
