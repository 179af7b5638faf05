import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '@/lib/i18n/useTranslation';

async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    defaultNS: 'common',
    fallbackNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        common: { Cart: 'Cart', 'Hello {{name}}': 'Hello {{name}}' },
        catalog: { Items: 'Items' },
        order: { 'Place Order': 'Place Order' },
      },
      ar: {
        common: { Cart: 'السلة', 'Hello {{name}}': 'مرحبا {{name}}' },
        catalog: { Items: 'المنتجات' },
      },
    },
  });
  return i18n;
}

const seen: TFunction[] = [];

/** i18next's translator is not in its public types; the tests count its calls. */
function translator(i18n: I18n): { translate: (...args: unknown[]) => unknown } {
  return (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } })
    .translator;
}

function Words({ namespaces }: { namespaces?: string | readonly string[] }) {
  const { t } = useTranslation(namespaces);
  seen.push(t);
  return (
    <p>
      {t('Items')} · {t('Cart')} · {t('Hello {{name}}', { name: 'Sara' })} · {t('Place Order')}
    </p>
  );
}

beforeEach(() => {
  seen.length = 0;
});

describe('useTranslation', () => {
  it('reads the first namespace, then the fallback one; other namespaces are not searched', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Words namespaces={['catalog', 'order']} />
      </I18nextProvider>,
    );
    // 'Place Order' lives in `order`, the second namespace: like react-i18next, the key is shown.
    expect(screen.getByText('Items · Cart · Hello Sara · Place Order')).toBeInTheDocument();
  });

  it('uses the default namespace when none is given', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Words />
      </I18nextProvider>,
    );
    expect(screen.getByText('Items · Cart · Hello Sara · Place Order')).toBeInTheDocument();
    expect(i18n.exists('Items', { ns: 'common' })).toBe(false);
  });

  it('gives every component of a namespace the same t', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Words namespaces="catalog" />
        <Words namespaces={['catalog', 'common']} />
        <Words namespaces="order" />
      </I18nextProvider>,
    );
    expect(seen).toHaveLength(3);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('re-renders in the new language, with a new t, when the language changes', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Words namespaces="catalog" />
      </I18nextProvider>,
    );
    const before = seen[seen.length - 1];
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByText('المنتجات · السلة · مرحبا Sara · Place Order')).toBeInTheDocument();
    expect(seen[seen.length - 1]).not.toBe(before);
  });

  it('remembers answers by key and primitive options, passes other calls through, and forgets when resources change', async () => {
    const i18n = await instance();
    const calls = jest.spyOn(translator(i18n), 'translate');
    const context = { toString: () => 'Sara' };
    function Twice() {
      const { t } = useTranslation('catalog');
      return (
        <p>
          {t('Items')} {t('Items')} {t('Hello {{name}}', { name: 'Sara' })}{' '}
          {t('Hello {{name}}', { name: 'Sara' })} {t('Hello {{name}}', { name: 'Omar' })}{' '}
          {t('Hello {{name}}', { name: context })}
        </p>
      );
    }
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Twice />
      </I18nextProvider>,
    );
    expect(
      screen.getByText('Items Items Hello Sara Hello Sara Hello Omar Hello Sara'),
    ).toBeInTheDocument();
    // 'Items' once, 'Sara' once, 'Omar' once; an object value is never remembered.
    expect(calls).toHaveBeenCalledTimes(4);

    act(() => {
      i18n.addResourceBundle('en', 'catalog', { Items: 'Products' }, true, true);
    });
    rerender(
      <I18nextProvider i18n={i18n}>
        <Twice />
      </I18nextProvider>,
    );
    expect(
      screen.getByText('Products Products Hello Sara Hello Sara Hello Omar Hello Sara'),
    ).toBeInTheDocument();
  });
});
