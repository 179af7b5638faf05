import '@testing-library/jest-dom';

/**
 * The module mocks every screen test uses (__tests__/features/testUtils.tsx): one shared router, a t
 * that returns its key, one toast spy and a fake API that tests reach through `apiRef`. A file that
 * needs its own version calls jest.mock again; a test of the real module calls jest.unmock.
 */
jest.mock('next/router', () =>
  jest.requireActual('./__tests__/features/testUtils').routerModuleMock(),
);
jest.mock('@/lib/i18n/useTranslation', () =>
  jest.requireActual('./__tests__/features/testUtils').i18nModuleMock(),
);
jest.mock('react-hot-toast', () =>
  jest.requireActual('./__tests__/features/testUtils').toastModuleMock(),
);
jest.mock('@/api/ApiProvider', () =>
  jest.requireActual('./__tests__/features/testUtils').apiModuleMock(),
);
