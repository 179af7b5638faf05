import { parseEventStream, reconnectDelay } from '@/lib/sse';

describe('event stream format', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseEventStream(
      'id: 4\nevent: message\ndata: {"a":1}\n\n: ping\n\nid: 5\r\nevent: order_status\r\ndata: {"b":\r\ndata: 2}\r\n\r\nid: 6\ndata: par',
    );
    expect(events).toEqual([
      { id: '4', event: 'message', data: '{"a":1}' },
      { id: '5', event: 'order_status', data: '{"b":\n2}' },
    ]);
    expect(rest).toBe('id: 6\ndata: par');
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
