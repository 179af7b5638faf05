import { publicEnv } from '@/lib/publicEnv';

/** The Firebase web app settings, read at start (NEXT_PUBLIC_FIREBASE_*); null when incomplete. */
export function firebaseSettings(env: Record<string, string | undefined> = publicEnv()) {
  const settings = {
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    storageBucket: env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.NEXT_PUBLIC_FIREBASE_APP_ID,
  };
  const vapidKey = env.NEXT_PUBLIC_FIREBASE_VAPID_KEY;
  const required = [
    settings.apiKey,
    settings.projectId,
    settings.messagingSenderId,
    settings.appId,
  ];
  if (required.some((value) => !value) || !vapidKey) return null;
  return { options: settings as Record<keyof typeof settings, string>, vapidKey };
}

/** The event that asks for notification permission at a moment that makes sense. */
export const PUSH_PERMISSION_EVENT = 'mart:push-permission';

/**
 * Asks the live notifications to request permission for system notifications: after an order is
 * placed, or when the inbox opens; never on a first visit. Does nothing without Firebase.
 */
export function askPushPermission() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(PUSH_PERMISSION_EVENT));
}

/**
 * Firebase Cloud Messaging for this browser: registers the service worker (background messages
 * become system notifications that open the right page), gets the token and passes foreground
 * messages on. Loaded only when Firebase is configured, after first paint.
 */
export async function startFirebasePush(
  onData: (data: Record<string, unknown>) => void,
  onToken: (token: string) => void,
): Promise<void> {
  const settings = firebaseSettings();
  if (!settings || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  const [{ initializeApp, getApps }, messagingModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messagingModule.isSupported())) return;
  const app = getApps()[0] ?? initializeApp(settings.options);
  const registration = await navigator.serviceWorker.register('/firebase-messaging-sw.js');
  const messaging = messagingModule.getMessaging(app);
  const token = await messagingModule.getToken(messaging, {
    vapidKey: settings.vapidKey,
    serviceWorkerRegistration: registration,
  });
  if (token) onToken(token);
  messagingModule.onMessage(messaging, (payload) =>
    onData({
      ...payload.data,
      title: payload.data?.title ?? payload.notification?.title,
      body: payload.data?.body ?? payload.notification?.body,
    }),
  );
}
