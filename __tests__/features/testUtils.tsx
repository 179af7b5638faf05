import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Api } from '@/api/client';
import { queryKeys } from '@/api/queryKeys';
import type { Config, Profile } from '@/api/types';
import { makeStore } from '@/store';

/**
 * Shared test wiring for the screens. jest.setup.ts mocks next/router, the translation hook,
 * react-hot-toast and the API provider with the factories below for every jsdom test, so every file
 * shares one router, one fake API and one toast spy that tests can inspect.
 */

// ---- next/router

export interface MockRouter {
  pathname: string;
  asPath: string;
  locale: string;
  query: Record<string, string | string[] | undefined>;
  push: jest.Mock<Promise<boolean>, [unknown]>;
  replace: jest.Mock<Promise<boolean>, [unknown]>;
  prefetch: jest.Mock<Promise<void>, unknown[]>;
  back: jest.Mock;
  events: { on: jest.Mock; off: jest.Mock; emit: jest.Mock };
  isReady: boolean;
}

export const mockRouter: MockRouter = {
  pathname: '/',
  asPath: '/',
  locale: 'en',
  query: {},
  push: jest.fn(async (_url: unknown) => true),
  replace: jest.fn(async (_url: unknown) => true),
  prefetch: jest.fn(async () => undefined),
  back: jest.fn(),
  events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  isReady: true,
};

export function routerModuleMock() {
  return { __esModule: true, useRouter: () => mockRouter, default: mockRouter };
}

// ---- @/lib/i18n/useTranslation: t returns the key, with {{placeholders}} filled in.

export function mockT(key: string, options?: Record<string, unknown>): string {
  return key.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    options && name in options ? String(options[name]) : whole,
  );
}

export function i18nModuleMock() {
  return {
    __esModule: true,
    useTranslation: () => ({
      t: mockT,
      i18n: { language: 'en', changeLanguage: jest.fn() },
      ready: true,
    }),
    appWithTranslation: <T,>(component: T) => component,
    Trans: ({ children }: { children?: ReactNode }) => children,
  };
}

// ---- react-hot-toast

export const toastMock = Object.assign(jest.fn(), {
  success: jest.fn(),
  error: jest.fn(),
  dismiss: jest.fn(),
});

export function toastModuleMock() {
  return { __esModule: true, default: toastMock, toast: toastMock, Toaster: () => null };
}

// ---- @/api/ApiProvider: useApi() returns whatever `apiRef.current` holds.

export function createFakeApi() {
  return {
    config: { get: jest.fn() },
    auth: {
      requestGuestId: jest.fn(),
      signUp: jest.fn(),
      login: jest.fn(),
      verifyPhone: jest.fn(),
      forgotPassword: jest.fn(),
      verifyResetToken: jest.fn(),
      resetPassword: jest.fn(),
    },
    customer: {
      info: jest.fn(),
      updateProfile: jest.fn(),
      updateFirebaseToken: jest.fn(),
      removeAccount: jest.fn(),
    },
    order: {
      list: jest.fn(),
      runningOrders: jest.fn(),
    },
    review: {
      reminder: jest.fn(),
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

export const apiRef: { current: FakeApi | Api } = { current: createFakeApi() };

/** A fresh set of jest.fn()s for each test. */
export function resetFakeApi(): FakeApi {
  const api = createFakeApi();
  apiRef.current = api;
  return api;
}

export function apiModuleMock() {
  return {
    __esModule: true,
    // The fake implements only what the account screens call; the cast is the point of a fake.
    useApi: () => apiRef.current as unknown as Api,
    ApiProvider: ({ children }: { children?: ReactNode }) => children,
    SESSION_EXPIRED_MESSAGE: 'Your account is inactive or Your token has been expired',
  };
}

// ---- Providers

export const testConfig: Config = {
  business_name: 'AtlasMart',
  currency_symbol: 'MAD',
  currency_symbol_direction: 'right',
  digit_after_decimal_point: 2,
  country: 'MA',
  country_picker_status: 1,
  ref_earning_status: 1,
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  centralize_login: { phone_verification_status: 1 },
};

export const demoProfile: Profile = {
  id: 1,
  f_name: 'Amina',
  l_name: 'Demo',
  phone: '+212600000001',
  email: 'demo@atlasmart.test',
  image_full_url: null,
  login_medium: 'manual',
  social_id: null,
  wallet_balance: 125.5,
  loyalty_point: 340,
  ref_code: 'ATLAS2024',
};

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  config?: Config;
  token?: string | null;
  guestId?: string | null;
  profile?: Profile;
  /** e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

const persistors: { pause: () => void }[] = [];
afterEach(() => {
  // Stop earlier stores from writing into the next test's local storage.
  while (persistors.length) persistors.pop()?.pause();
  window.localStorage.clear();
});

/** Renders inside a fresh Redux store, React Query client and the mocked API, router and i18n. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    config = testConfig,
    token = null,
    guestId = 'guest-1',
    profile,
    userOptions,
    ...renderOptions
  } = options;
  window.localStorage.clear();
  const { store, persistor } = makeStore({ session: { token, guestId } });
  persistors.push(persistor);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(queryKeys.config(mockRouter.locale), config);
  if (profile) queryClient.setQueryData(queryKeys.profile(token), profile);

  // jsdom's getComputedStyle is slow with emotion's many rules; the pointer-events check calls it on
  // every ancestor of every click. Disabled buttons are asserted explicitly instead.
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...userOptions,
  });
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Provider>,
    renderOptions,
  );
  return { ...result, store, queryClient, user };
}

/** Cards carry the add control and the wishlist heart: they need the store, queries and the API. */
export function providersWrapper(token: string | null = null) {
  const { store } = makeStore({ session: { token, guestId: 'guest-1' } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Providers({ children }: { children?: ReactNode }) {
    return (
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Provider>
    );
  };
}

/** Types a value in one go (paste): much faster than key-by-key typing through formik and MUI. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  value: string,
) {
  await user.click(element);
  await user.paste(value);
}

/** Puts the router back to a plain page with fresh spies. */
export function resetRouter(query: MockRouter['query'] = {}, pathname = '/') {
  mockRouter.query = query;
  mockRouter.pathname = pathname;
  mockRouter.asPath = pathname;
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
}

export function resetToasts() {
  toastMock.mockClear();
  toastMock.success.mockClear();
  toastMock.error.mockClear();
}

// jsdom has no object URLs; the profile photo preview needs one.
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = (blob: Blob) => `blob:preview/${blob instanceof File ? blob.name : 'blob'}`;
  URL.revokeObjectURL = () => undefined;
}
