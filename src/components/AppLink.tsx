import { useRouter } from 'next/router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { localizedPath } from '@/lib/locale';

type Props = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  href: string;
  /** Change the URL without running the page's data loading again (same page, new query). */
  shallow?: boolean;
  /** Scroll to the top after navigating (the default), or stay where the visitor is. */
  scroll?: boolean;
};

/** Paths already prefetched in this page view: hovering a card twice fetches nothing more. */
const prefetched = new Set<string>();

function isInAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A click the browser should handle: a new tab or window, a download, another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * A link to a page of the shop: a plain `<a>` whose address carries the visitor's locale, and
 * whose click navigates on the client with the router. It prefetches the target page's code on
 * hover or touch, never when the link merely scrolls into view: in the pages router a viewport
 * prefetch also runs the target page's code once the browser is idle, so a page full of item,
 * store and footer links evaluated a dozen other pages right after load.
 *
 * next/link does the same with more machinery (an intersection observer, merged refs and href
 * resolution per link), which a grid of cards paid for on the server and again while hydrating.
 * ESLint forbids importing next/link elsewhere.
 */
export default function AppLink({
  href,
  shallow,
  scroll = true,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...props
}: Props) {
  const router = useRouter();
  const inApp = isInAppPath(href);

  const prefetch = () => {
    if (!inApp || prefetched.has(href)) return;
    prefetched.add(href);
    // A failed prefetch only means the click loads the page itself.
    router.prefetch(href).catch(() => prefetched.delete(href));
  };

  return (
    <a
      {...props}
      href={inApp ? localizedPath(href, router.locale, router.defaultLocale) : href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !inApp || opensElsewhere(event)) return;
        event.preventDefault();
        void router.push(href, undefined, { shallow, scroll });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
