import { act, render, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { ApiProvider, SESSION_EXPIRED_MESSAGE, useApi } from '@/api/ApiProvider';
import type { Api } from '@/api/client';
import { inProcessAdapter } from '@/api/http';
import { makeStore } from '@/store';
import { signedIn } from '@/store/slices/session';

const push = jest.fn();
// The real provider is under test, not jest.setup.ts's fake.
jest.unmock('@/api/ApiProvider');
jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    push: (...args: unknown[]) => push(...args),
    locale: 'en',
  },
}));
jest.mock('next-i18next/pages', () => ({ i18n: null }));
jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { error: jest.fn(), success: jest.fn() },
}));

let answer: { status: number; body: unknown } = { status: 200, body: {} };
const adapter = inProcessAdapter(
  async () =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    }),
  'http://api.test',
);

function setup() {
  const { store } = makeStore();
  let api: Api | null = null;
  function Grab() {
    api = useApi();
    return null;
  }
  render(
    <Provider store={store}>
      <ApiProvider adapter={adapter}>
        <Grab />
      </ApiProvider>
    </Provider>,
  );
  return { store, api: () => api as unknown as Api };
}

function answerWith(status: number, body: unknown) {
  answer = { status, body };
  return () => undefined;
}

describe('ApiProvider error handling (R-AUTH-3)', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  it('401 with a token: toast, token deleted, sent to sign-in', async () => {
    const restore = answerWith(401, {
      errors: [{ code: 'auth-001', message: 'Unauthenticated.' }],
    });
    const { store, api } = setup();
    act(() => {
      store.dispatch(signedIn('secret'));
    });
    await expect(api().customer.info()).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/auth/sign-in'));
    expect(store.getState().session.token).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything());
    restore();
  });

  it('other errors: one single-instance toast per server message', async () => {
    const restore = answerWith(403, {
      errors: [
        { code: 'a', message: 'First problem' },
        { code: 'b', message: 'Second problem' },
      ],
    });
    const { api } = setup();
    await expect(api().config.get()).rejects.toMatchObject({ status: 403 });
    expect(toast.error).toHaveBeenCalledWith('First problem', { id: 'First problem' });
    expect(toast.error).toHaveBeenCalledWith('Second problem', { id: 'Second problem' });
    expect(push).not.toHaveBeenCalled();
    restore();
  });

  it('401 without a token is an ordinary error, no redirect', async () => {
    const restore = answerWith(401, {
      errors: [{ code: 'auth-001', message: 'Unauthenticated.' }],
    });
    const { api } = setup();
    await expect(api().config.get()).rejects.toMatchObject({ status: 401 });
    expect(push).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Unauthenticated.', { id: 'Unauthenticated.' });
    restore();
  });
});
