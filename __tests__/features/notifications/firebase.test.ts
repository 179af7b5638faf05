import { firebaseSettings, startFirebasePush } from '@/features/notifications/firebase';

const loaded: string[] = [];
jest.mock('firebase/app', () => {
  loaded.push('firebase/app');
  return { initializeApp: jest.fn(), getApps: () => [] };
});
jest.mock('firebase/messaging', () => {
  loaded.push('firebase/messaging');
  return { isSupported: async () => false };
});

const FULL = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'shop',
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '42',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:42:web:abc',
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: 'vapid',
};

describe('Firebase web push (R-PUSH-1)', () => {
  it('is configured only with every key an operator must give', () => {
    expect(firebaseSettings({})).toBeNull();
    expect(firebaseSettings({ ...FULL, NEXT_PUBLIC_FIREBASE_VAPID_KEY: undefined })).toBeNull();
    expect(firebaseSettings(FULL)?.options.projectId).toBe('shop');
  });

  it('loads nothing of Firebase when the keys are unset', async () => {
    await startFirebasePush(jest.fn(), jest.fn());
    expect(loaded).toEqual([]);
  });
});
