import type { User } from '@/server/db/schema';
import {
  fingerprint,
  idempotencyKey,
  IDEMPOTENCY_WINDOW_MS,
  replaysPrevious,
} from '@/server/api/orders/place/idempotency';
import { contactOf, readIdempotencyHeader } from '@/server/api/orders/place/request';
import { refusal } from './fixtures';

describe('readIdempotencyHeader', () => {
  it('trims the header and takes 1 to 200 characters', () => {
    expect(readIdempotencyHeader(undefined)).toBeUndefined();
    expect(readIdempotencyHeader('  abc ')).toBe('abc');
    expect(refusal(() => readIdempotencyHeader('   '))).toEqual({
      status: 403,
      code: 'Idempotency-Key',
    });
    expect(refusal(() => readIdempotencyHeader('k'.repeat(201))).code).toBe('Idempotency-Key');
  });
});

describe('contactOf', () => {
  const user = {
    f_name: 'Sara',
    l_name: 'Amrani',
    phone: '+212600000001',
    email: 's@x.ma',
  } as User;

  it("takes the body's contact, else the signed-in customer's", () => {
    expect(contactOf({ order_type: 'delivery', payment_method: 'wallet' }, user)).toEqual({
      contact_person_name: 'Sara Amrani',
      contact_person_number: '+212600000001',
      contact_person_email: 's@x.ma',
    });
    expect(
      contactOf(
        {
          order_type: 'delivery',
          payment_method: 'wallet',
          contact_person_name: 'Omar',
          contact_person_email: 'o@x.ma',
        },
        null,
      ),
    ).toEqual({
      contact_person_name: 'Omar',
      contact_person_number: '',
      contact_person_email: 'o@x.ma',
    });
  });
});

describe('idempotency keys', () => {
  it('fingerprints the body in any key order, without guest_id, files by name and size', () => {
    const file = new File(['abc'], 'rx.png');
    const a = fingerprint(2, { a: 1, b: [file], guest_id: 9 }, false);
    expect(fingerprint(2, { b: [new File(['xyz'], 'rx.png')], a: 1 }, false)).toBe(a);
    expect(fingerprint(2, { a: 1, b: [new File(['abcd'], 'rx.png')] }, false)).not.toBe(a);
    expect(fingerprint(3, { a: 1, b: [file] }, false)).not.toBe(a);
    expect(fingerprint(2, { a: 1, b: [file] }, true)).not.toBe(a);
  });

  it("uses the header's key, else the fingerprint", () => {
    expect(idempotencyKey('abc', 2, { a: 1 }, false)).toBe('key:abc');
    expect(idempotencyKey(undefined, 2, { a: 1 }, false)).toBe(
      `auto:${fingerprint(2, { a: 1 }, false)}`,
    );
  });

  it('replays a header key always, a fingerprint only within the window', () => {
    const now = new Date('2024-06-05T11:00:00Z');
    const recent = { created_at: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS + 1) };
    const old = { created_at: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS) };
    expect(replaysPrevious(recent, undefined, now)).toBe(true);
    expect(replaysPrevious(old, undefined, now)).toBe(false);
    expect(replaysPrevious(old, 'abc', now)).toBe(true);
  });
});
