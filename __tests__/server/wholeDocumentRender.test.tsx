import { lazy, Suspense } from 'react';
import { makeStore } from '@/store';
import * as nodeServerBuild from 'react-dom/server.node';
import { renderWhole, type ReactDomServerNode } from '@/lib/server/wholeDocumentRender';

// The build Next's patch loads.
const nodeServer: ReactDomServerNode = nodeServerBuild;

async function html(element: unknown): Promise<string> {
  const stream = await renderWhole(nodeServer, element);
  await stream.allReady;
  return new Response(stream).text();
}

function streamed(element: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = nodeServer.renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onAllReady: () =>
        pipe({
          write: (chunk: Uint8Array) => chunks.push(Buffer.from(chunk)),
          end: () => resolve(Buffer.concat(chunks).toString()),
          on: () => undefined,
          once: () => undefined,
          emit: () => undefined,
          removeListener: () => undefined,
        }),
    });
  });
}

function Page({ children }: { children?: React.ReactNode }) {
  return (
    <main>
      <h1>Tagine &amp; “bread”</h1>
      <Suspense fallback={<p>Loading</p>}>
        <p data-price="12.50">Price: 12.50 MAD</p>
        {children}
      </Suspense>
    </main>
  );
}

describe('whole-document render', () => {
  it('renders the same markup as the streaming render, boundaries in place', async () => {
    const element = <Page />;
    const rendered = await html(element);
    expect(rendered).toBe(await streamed(element));
    expect(rendered).toContain('<!--$--><p data-price="12.50">');
  });

  it('waits for a part that suspends instead of sending its fallback', async () => {
    const Late = lazy(async () => ({ default: () => <p>Arrived late</p> }));
    const rendered = await html(
      <Page>
        <Late />
      </Page>,
    );
    expect(rendered).toContain('Arrived late');
    expect(rendered).not.toContain('Loading');
    expect(rendered).not.toContain('<!--$!-->');
  });

  it('still fails a render whose shell throws', async () => {
    function Broken(): never {
      throw new Error('no data');
    }
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(html(<Broken />)).rejects.toThrow('no data');
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the server store', () => {
  it('schedules no timer: a finished render keeps nothing alive', async () => {
    jest.useFakeTimers();
    try {
      makeStore();
      await Promise.resolve();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
