import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import ReactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInTransition } from '@/lib/client/transitionHydration';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

describe('hydrateInTransition', () => {
  it('hydrates the server HTML in place, and the app responds afterwards', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');

    expect(hydrateInTransition()).toBe(true);
    expect(hydrateInTransition()).toBe(true); // idempotent
    let root: ReturnType<typeof ReactDomClient.hydrateRoot> | undefined;
    await act(async () => {
      root = ReactDomClient.hydrateRoot(container, <Counter />);
    });

    // The same element is kept (hydrated, not re-created) and now handles clicks.
    expect(screen.getByRole('button')).toBe(serverButton);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
    act(() => root!.unmount());
    expect(container.innerHTML).toBe('');
    container.remove();
  });

  it('runs React’s hydrateRoot inside a transition', async () => {
    // React keeps the running transition in its shared internals (`T`); this reads it from inside
    // the original hydrateRoot, which the patch wraps.
    // Fresh module instances, so the patch below is applied to this test's own copy.
    jest.resetModules();
    const react = jest.requireActual('react') as {
      act: typeof act;
      __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { T: unknown };
    };
    const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    const client = jest.requireActual('react-dom/client') as {
      hydrateRoot: (...args: unknown[]) => unknown;
      __storefrontTransition?: true;
    };
    const original = client.hydrateRoot;
    let transitionWasActive: boolean | undefined;
    client.hydrateRoot = (...args: unknown[]) => {
      transitionWasActive = internals.T !== null;
      return original(...args);
    };
    const { hydrateInTransition: patch } = jest.requireActual(
      '@/lib/client/transitionHydration',
    ) as typeof import('@/lib/client/transitionHydration');
    expect(patch()).toBe(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>Hello</p>);
    let root: { unmount: () => void } | undefined;
    await react.act(async () => {
      root = client.hydrateRoot(container, <p>Hello</p>) as { unmount: () => void };
    });
    expect(transitionWasActive).toBe(true);
    expect(container.innerHTML).toBe('<p>Hello</p>');
    react.act(() => root!.unmount());
  });
});
