import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '@/components/icons/Icon';
import styles from './PlainTabs.module.css';

export interface PlainTab<V extends string | number> {
  value: V;
  label: ReactNode;
  /** The tab's element id, for the panel's aria-labelledby. */
  id?: string;
  /** The id of the panel the tab controls (aria-controls). */
  controls?: string;
}

interface Props<V extends string | number> {
  tabs: readonly PlainTab<V>[];
  value: V;
  /** Called with the tab the visitor activates (click, Enter or Space), not for the selected one. */
  onChange: (value: V) => void;
  /** The tab list's accessible name; or `labelledBy`. */
  label?: string;
  labelledBy?: string;
  /** Arrow buttons at either end while the tabs overflow (MUI's scrollButtons="auto"). */
  scrollButtons?: boolean;
  /** On the outer element: borders and margins. */
  className?: string;
}

/**
 * Whether an element lays out right to left: its computed direction, or where styles are not
 * computed (jsdom) the nearest `dir` attribute, the document's in the end.
 */
export function isRightToLeft(element: Element): boolean {
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element).direction;
  if (computed === 'rtl' || computed === 'ltr') return computed === 'rtl';
  const marked = element.closest('[dir]')?.getAttribute('dir') ?? element.ownerDocument.dir;
  return marked.toLowerCase() === 'rtl';
}

/** Scrolls the row sideways so the selected tab is in view (the row only, never the page). */
function revealSelected(scroller: HTMLElement) {
  const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const outer = scroller.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  const rtl = isRightToLeft(scroller);
  // Distances from the tab's start and end edges to the scroller's; negative when cut off.
  const startGap = rtl ? outer.right - inner.right : inner.left - outer.left;
  const endGap = rtl ? inner.left - outer.left : outer.right - inner.right;
  // How far to move the view toward the end of the tabs.
  const shift = startGap < 0 || inner.width > outer.width ? startGap : endGap < 0 ? -endGap : 0;
  if (shift) scroller.scrollLeft += rtl ? -shift : shift;
}

/**
 * A row of tabs as plain buttons (docs/hydration.md, rule 6), with the keyboard behaviour of MUI's
 * Tabs: one tab stop (the selected tab, or the focused one while focus is in the list), Arrow Left
 * and Right move focus between the tabs and wrap around, mirrored right to left, Home and End go
 * to the first and last tab; Enter, Space or a click selects. The row scrolls sideways when it
 * overflows, and the selected tab is underlined in the primary colour.
 */
export function PlainTabs<V extends string | number>({
  tabs,
  value,
  onChange,
  label,
  labelledBy,
  scrollButtons = false,
  className,
}: Props<V>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<V | null>(null);
  const [overflow, setOverflow] = useState({ start: false, end: false, rtl: false });

  const has = (candidate: V | null) =>
    candidate !== null && tabs.some((tab) => tab.value === candidate);
  const tabStop = has(focused) ? focused : has(value) ? value : tabs[0]?.value;

  // Keep the selected tab in view when the value changes, as MUI does (on mounting, the resize
  // observer below does it once layout is done, without forcing a layout while hydrating).
  const revealed = useRef(value);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || revealed.current === value) return;
    revealed.current = value;
    revealSelected(scroller);
  }, [value]);

  // On resizes (the scroll buttons appearing narrow the row, too) the selected tab stays in view,
  // and with scroll buttons: which ends are cut off, measured after layout, on resizes and scrolls.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (!scrollButtons) return;
      const offset = Math.abs(scroller.scrollLeft);
      const hidden = scroller.scrollWidth - scroller.clientWidth - offset;
      const next = { start: offset > 1, end: hidden > 1, rtl: isRightToLeft(scroller) };
      setOverflow((current) =>
        current.start === next.start && current.end === next.end && current.rtl === next.rtl
          ? current
          : next,
      );
    };
    // A ResizeObserver reports once as soon as it observes: that is the first measure.
    const observer = new ResizeObserver(() => {
      revealSelected(scroller);
      measure();
    });
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    if (scrollButtons) scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, [scrollButtons]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'),
    );
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const rtl = isRightToLeft(event.currentTarget);
    let next: number;
    switch (event.key) {
      case 'ArrowLeft':
        next = rtl ? current + 1 : current - 1;
        break;
      case 'ArrowRight':
        next = rtl ? current - 1 : current + 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = buttons.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length].focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };

  const scrollToward = (end: boolean) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const sign = (end ? 1 : -1) * (isRightToLeft(scroller) ? -1 : 1);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollBy({
      left: sign * scroller.clientWidth * 0.8,
      behavior: still ? 'auto' : 'smooth',
    });
  };

  const showButtons = scrollButtons && (overflow.start || overflow.end);
  const scrollButton = (end: boolean) => {
    const enabled = end ? overflow.end : overflow.start;
    // The start button points left, or right in a right-to-left page.
    const pointsRight = end !== overflow.rtl;
    return (
      // Pointer users' shortcut, like MUI's: not focusable, the arrow keys move along the tabs.
      <div
        aria-hidden
        className={`${styles.scrollButton} ${enabled ? '' : styles.scrollButtonOff}`}
        onClick={() => scrollToward(end)}
      >
        <Icon name={pointsRight ? 'chevronRight' : 'chevronLeft'} size={20} />
      </div>
    );
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {showButtons ? scrollButton(false) : null}
      <div ref={scrollerRef} className={styles.scroller}>
        <div
          role="tablist"
          aria-label={label}
          aria-labelledby={labelledBy}
          className={styles.list}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        >
          {tabs.map((tab) => {
            const selected = tab.value === value;
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={tab.id}
                aria-controls={tab.controls}
                aria-selected={selected}
                tabIndex={tab.value === tabStop ? 0 : -1}
                className={styles.tab}
                onFocus={() => setFocused(tab.value)}
                onClick={() => {
                  if (!selected) onChange(tab.value);
                }}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {showButtons ? scrollButton(true) : null}
    </div>
  );
}
