import {
  clientAddress,
  forwardedValue,
  normalizeAddress,
  parseTrustProxy,
  type ProxyTrust,
} from '@/lib/server/trustProxy';

const trust = (value: string): ProxyTrust => {
  const parsed = parseTrustProxy(value);
  if (!parsed) throw new Error(`invalid TRUST_PROXY in the test: ${value}`);
  return parsed;
};

describe('parseTrustProxy', () => {
  it.each([
    ['', 'off'],
    ['0', 'off'],
    ['false', 'off'],
    ['OFF', 'off'],
    ['true', 'hops'],
    ['yes', 'hops'],
    ['1', 'hops'],
    ['3', 'hops'],
    ['10.0.0.1', 'addresses'],
    ['10.0.0.1, 192.168.0.0/16', 'addresses'],
    ['loopback,uniquelocal', 'addresses'],
    ['::1, fd00::/8', 'addresses'],
  ])('reads %j as %s', (value, kind) => {
    expect(parseTrustProxy(value)?.kind).toBe(kind);
  });

  it('keeps true as one proxy, as it was', () => {
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
  });

  it.each([
    'maybe',
    '1.5',
    '-1',
    '99',
    '10.0.0.1/33',
    '::1/129',
    '10.0.0.0/8/8',
    '10.0.0.1,evil',
    'proxy.example',
    ',',
  ])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['203.0.113.9:4711', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['unknown', null],
    ['', null],
    [undefined, null],
  ])('%j is %j', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe('clientAddress', () => {
  const PEER = '10.0.0.1';
  it.each<[string, string | null | undefined, string | null, string | null]>([
    // Nobody trusted: the socket's peer, whatever the header says.
    ['false', PEER, '198.51.100.1', PEER],
    ['false', PEER, null, PEER],
    // One proxy: the entry it appended, not the ones the client wrote before it.
    ['1', PEER, '203.0.113.9', '203.0.113.9'],
    ['1', PEER, '1.1.1.1, 2.2.2.2, 203.0.113.9', '203.0.113.9'],
    ['true', PEER, 'made-up, 203.0.113.9', '203.0.113.9'],
    ['1', PEER, null, PEER],
    // Two proxies (a CDN, then a balancer): the second entry from the right.
    ['2', PEER, '1.1.1.1, 203.0.113.9, 172.16.0.5', '203.0.113.9'],
    // More proxies configured than the chain has: the leftmost entry.
    ['3', PEER, '203.0.113.9', '203.0.113.9'],
    // A list: skip every trusted address from the right.
    ['10.0.0.1', PEER, '1.1.1.1, 203.0.113.9', '203.0.113.9'],
    ['10.0.0.1, 192.168.0.0/16', PEER, '1.1.1.1, 203.0.113.9, 192.168.4.4', '203.0.113.9'],
    ['uniquelocal', PEER, '203.0.113.9, 172.16.0.2', '203.0.113.9'],
    // A peer outside the list is the client: its header is its own invention.
    ['10.0.0.1', '198.51.100.50', '203.0.113.9', '198.51.100.50'],
    ['loopback', '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['loopback', '::1', '[2001:db8::7]:5000', '2001:db8::7'],
    // Text that is not an address stops the walk: the hop that passed it on is the client.
    ['2', PEER, 'evil, 203.0.113.9', '203.0.113.9'],
    ['1', PEER, '203.0.113.9, garbage', PEER],
    ['1', PEER, ' , 203.0.113.9,', '203.0.113.9'],
    // In-process calls have no socket: a count still reads the header, a list cannot.
    ['1', undefined, '203.0.113.9', '203.0.113.9'],
    ['1', undefined, null, null],
    ['10.0.0.1', undefined, '203.0.113.9', null],
    ['false', undefined, '203.0.113.9', null],
  ])('TRUST_PROXY=%j, peer %j, X-Forwarded-For %j: %j', (setting, peer, header, expected) => {
    expect(clientAddress(peer, header, trust(setting))).toBe(expected);
  });
});

describe('forwardedValue', () => {
  it.each<[string, string | null, string | null]>([
    ['false', 'https', null],
    ['1', 'https', 'https'],
    ['1', 'http, https', 'https'],
    ['2', 'https, http', 'https'],
    ['3', 'https', 'https'],
    ['10.0.0.1', 'http, https', 'https'],
    ['1', null, null],
    ['1', '', null],
  ])('TRUST_PROXY=%j, header %j: %j', (setting, header, expected) => {
    expect(forwardedValue(header, trust(setting))).toBe(expected);
  });
});
