import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { pageTranslations } from '@/lib/server/translations';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: jest.fn(async (locale: string, namespaces: string[]) => ({
    _nextI18Next: { initialLocale: locale, ns: namespaces },
  })),
}));

const read = jest.mocked(serverSideTranslations);

beforeEach(() => {
  read.mockClear();
});

describe('pageTranslations', () => {
  it('reads each locale and namespace list once', async () => {
    const first = await pageTranslations('ar', ['common', 'catalog']);
    const again = await pageTranslations('ar', ['common', 'catalog']);
    expect(again).toBe(first);
    await pageTranslations('fr', ['common', 'catalog']);
    await pageTranslations('ar', ['common']);
    expect(read).toHaveBeenCalledTimes(3);
    expect(first._nextI18Next).toEqual({ initialLocale: 'ar', ns: ['common', 'catalog'] });
  });

  it('does not remember a failed read', async () => {
    read.mockRejectedValueOnce(new Error('EMFILE'));
    await expect(pageTranslations('en', ['order'])).rejects.toThrow('EMFILE');
    await expect(pageTranslations('en', ['order'])).resolves.toEqual({
      _nextI18Next: { initialLocale: 'en', ns: ['order'] },
    });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
