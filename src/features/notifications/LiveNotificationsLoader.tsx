import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { whenIdle } from '@/lib/client/whenIdle';

const LiveNotifications = dynamic(() => import('./LiveNotifications'), { ssr: false });

/** Pages where a guest's orders move: the only ones where a guest's live updates load. */
export const GUEST_LIVE_PAGES: ReadonlySet<string> = new Set([
  '/track-order',
  '/profile',
  '/checkout',
  '/parcel-checkout',
]);

/**
 * Loads the live notifications once the browser is idle after first paint: for members on every
 * page (a chat message or an order update may come anywhere), for guests only where their orders
 * are shown. A visitor who only browses the catalogue never loads them.
 */
export function LiveNotificationsLoader() {
  const router = useRouter();
  const member = useAppSelector((state) => Boolean(state.session.token));
  const guest = useAppSelector((state) => Boolean(state.session.guestId));
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeout: 4000, fallbackDelay: 2000 }), []);
  const wanted = member || (guest && GUEST_LIVE_PAGES.has(router.pathname));
  return idle && wanted ? <LiveNotifications /> : null;
}
