/**
 * A reader of the `text/event-stream` format (the WHATWG HTML standard's server-sent events) for a
 * stream read with fetch, which, unlike EventSource, can send the Authorization header.
 */

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * The complete events in `buffer` and the unfinished rest to prepend to the next chunk. Comment
 * lines (`: ping`) and fields other than id, event and data are skipped; an event without data is
 * not dispatched, as the standard says.
 */
export function parseEventStream(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'id') id = value;
      else if (field === 'event') event = value || 'message';
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ id, event, data: data.join('\n') });
  }
  return { events, rest };
}

/** How long to wait before the `attempt`-th reconnection: 2 s doubling to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 2000 * 2 ** Math.max(0, attempt));
}

export class StreamClosed extends Error {
  constructor(readonly status: number) {
    super(`event stream answered ${status}`);
    this.name = 'StreamClosed';
  }
}

/**
 * Reads one connection of an event stream until it ends or `signal` aborts; each event goes to
 * `onEvent`. Rejects with StreamClosed when the server answers anything but 200 (the caller stops
 * for 401, 403 and 404: not signed in, or a backend without the stream).
 */
export async function readEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(url, {
    headers: { ...headers, Accept: 'text/event-stream' },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) throw new StreamClosed(response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEventStream(buffer + value);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
