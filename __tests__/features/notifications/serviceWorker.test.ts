import { pushHref } from '@/domain/notifications/push';

// The service worker is a plain script in public/; it exports its rule for this test.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const worker = require('../../../public/firebase-messaging-sw.js') as {
  pushHref: (data: Record<string, unknown>) => string;
};

describe('the push service worker', () => {
  it.each([
    { type: 'message', conversation_id: '7', sender_type: 'vendor' },
    { type: 'message' },
    { type: 'order_status', order_id: '5' },
    { type: 'referral_code' },
  ] as const)('opens the same page as the toast for %o', (data) => {
    expect(worker.pushHref(data)).toBe(pushHref(data));
  });
});
