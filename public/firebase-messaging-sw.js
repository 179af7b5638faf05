/*
 * Background push messages of Firebase Cloud Messaging (R-PUSH-1). FCM delivers web push through
 * the standard Push API, so this worker needs no Firebase SDK: it shows each message as a system
 * notification and opens the right page when it is clicked. The click targets follow
 * src/domain/notifications/push.ts (pushHref); __tests__/features/notifications/serviceWorker.test.ts
 * checks that they agree.
 */

/** Where a push opens: the chat for a message, the orders page for an order or anything else. */
function pushHref(data) {
  if (data.type === 'message') {
    const params = new URLSearchParams();
    if (data.conversation_id) params.set('conversationId', String(data.conversation_id));
    if (data.sender_type) params.set('type', String(data.sender_type));
    const query = params.toString();
    return query ? `/chatting?${query}` : '/chatting';
  }
  if (data.type === 'order_status') return '/profile?page=my-orders';
  return '/';
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const data = payload.data || {};
  const notification = payload.notification || {};
  const title = notification.title || data.title || self.location.hostname;
  const body = notification.body || data.body || '';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: notification.icon || '/favicon.svg',
      data: { href: pushHref(data) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = (event.notification.data && event.notification.data.href) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(href));
      return self.clients.openWindow(href);
    }),
  );
});

if (typeof module !== 'undefined') module.exports = { pushHref };
