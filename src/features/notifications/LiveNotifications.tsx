import { useQueryClient } from '@tanstack/react-query';
import Router, { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '@/api/ApiProvider';
import { browserApiBaseUrl } from '@/api/browser';
import { requestContextFromState } from '@/api/context';
import { buildHeaders } from '@/api/http';
import { messageApi, notificationApi } from '@/api/modules/message';
import { queryKeys } from '@/api/queryKeys';
import { unreadTotal } from '@/domain/chat/conversations';
import { parsePush, pushReaction, withPreferences } from '@/domain/notifications/push';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { writePushToken } from '@/lib/client/pushToken';
import { readEventStream, reconnectDelay, StreamClosed } from '@/lib/sse';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { PUSH_PERMISSION_EVENT, firebaseSettings, startFirebasePush } from './firebase';
import { GUEST_LIVE_PAGES } from './LiveNotificationsLoader';
import { showPushToast } from './PushToast';
import { applyRefresh } from './pushRefresh';

/** One push, whichever way it came: refresh what it makes stale and show its toast. */
function usePushHandler() {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (data: unknown) => {
      const payload = parsePush(data);
      if (!payload) return;
      // Where the customer is when the push arrives, not when the handler was made.
      const page = Router.query.page;
      const reaction = withPreferences(
        pushReaction(payload, {
          pathname: Router.pathname,
          page: typeof page === 'string' ? page : null,
        }),
        store.getState().settings,
      );
      applyRefresh(queryClient, reaction.refresh);
      if (reaction.toast) showPushToast(reaction.toast, t);
    },
    [queryClient, store, t],
  );
}

const CURSOR_KEY = 'mart-live-last-event';

function readCursor(): string | null {
  try {
    return window.sessionStorage.getItem(CURSOR_KEY);
  } catch {
    return null;
  }
}

function writeCursor(id: string) {
  try {
    window.sessionStorage.setItem(CURSOR_KEY, id);
  } catch {
    // Storage may be unavailable (private mode): the stream then resumes within the page only.
  }
}

/**
 * The built-in API's live stream of the customer's (or guest's) messages. Reconnects with the last
 * event id so nothing is lost; stops for good when the backend has no stream (404) or refuses.
 */
function useEventStream(owner: string | null, onData: (data: unknown) => void) {
  const store = useAppStore();
  const router = useRouter();
  // The stream's cursor outlives a page load, so events between two pages are not lost.
  const lastId = useRef<string | null>(readCursor());
  useEffect(() => {
    if (!owner) return;
    const abort = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const state = store.getState();
      const headers = buildHeaders(requestContextFromState(state, router.locale ?? 'en'));
      if (lastId.current) headers['Last-Event-ID'] = lastId.current;
      const guest = !state.session.token && state.session.guestId;
      const query = guest ? `?guest_id=${encodeURIComponent(state.session.guestId ?? '')}` : '';
      try {
        await readEventStream(
          `${browserApiBaseUrl()}/customer/event-stream${query}`,
          headers,
          (event) => {
            attempt = 0;
            if (event.id) {
              lastId.current = event.id;
              writeCursor(event.id);
            }
            try {
              onData({ type: event.event, ...JSON.parse(event.data) });
            } catch {
              // A malformed event is skipped; the next one still arrives.
            }
          },
          abort.signal,
        );
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof StreamClosed && error.status < 500 && error.status !== 429) return;
      }
      if (abort.signal.aborted) return;
      timer = setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [owner, onData, router.locale, store]);
}

/** The unread total for the header's chat badge, for members. */
function useUnreadCount(token: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const messages = messageApi(api.http);
    void queryClient.fetchQuery({
      queryKey: queryKeys.chatUnread(token),
      queryFn: async () => unreadTotal((await messages.list(1, 50)).conversations),
      staleTime: 0,
    });
  }, [api, queryClient, token]);
}

/** Firebase Cloud Messaging when configured: on permission, and again on sign-in or sign-out. */
function useFirebasePush(token: string | null, onData: (data: unknown) => void) {
  const api = useApi();
  useEffect(() => {
    if (!firebaseSettings()) return;
    const start = () =>
      void startFirebasePush(onData, (pushToken) => {
        writePushToken(pushToken);
        if (token) void notificationApi(api.http).saveFirebaseToken(pushToken);
      }).catch(() => undefined);
    const ask = () => {
      if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
      void Notification.requestPermission().then((answer) => answer === 'granted' && start());
    };
    start();
    window.addEventListener(PUSH_PERMISSION_EVENT, ask);
    return () => window.removeEventListener(PUSH_PERMISSION_EVENT, ask);
  }, [api, onData, token]);
}

/**
 * Live notifications (R-PUSH-1): chat messages, order status changes and referral rewards, from
 * Firebase when configured and from the built-in API's stream; loaded after first paint.
 */
export default function LiveNotifications() {
  const router = useRouter();
  const token = useAppSelector((state) => state.session.token);
  const guestId = useAppSelector((state) => state.session.guestId);
  const onData = usePushHandler();
  const guestStream = !token && guestId && GUEST_LIVE_PAGES.has(router.pathname);
  const owner = token ? `member:${token}` : guestStream ? `guest:${guestId}` : null;
  useEventStream(owner, onData);
  useUnreadCount(token);
  useFirebasePush(token, onData);
  return null;
}
