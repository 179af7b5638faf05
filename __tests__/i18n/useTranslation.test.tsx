import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslatorContext } from '@/lib/i18n/context';
import { Translator } from '@/lib/i18n/translator';
import { useTranslation, type TFunction } from '@/lib/i18n/useTranslation';

// The real hook is under test, not jest.setup.ts's mock.
jest.unmock('@/lib/i18n/useTranslation');

const RESOURCES = {
  en: {
    common: { Cart: 'Cart', 'Hello {{name}}': 'Hello {{name}}' },
    catalog: { Items: 'Items' },
    order: { 'Place Order': 'Place Order' },
  },
  ar: {
    common: { Cart: 'السلة', 'Hello {{name}}': 'مرحبا {{name}}' },
    catalog: { Items: 'المنتجات' },
    order: { 'Place Order': 'إتمام الطلب' },
  },
};

function instance(language = 'en'): Translator {
  return new Translator(language, structuredClone(RESOURCES), {
    defaultNS: 'common',
    fallbackNS: 'common',
    fallbackLng: 'en',
  });
}

function Provider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

const seen: TFunction[] = [];

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
  it('reads the listed namespaces in order, then the fallback one', () => {
    render(
      <Provider i18n={instance('ar')}>
        <Words namespaces={['catalog', 'order']} />
        <Words namespaces="catalog" />
      </Provider>,
    );
    // 'Place Order' lives in `order`, the second namespace of the first list only.
    expect(screen.getByText('المنتجات · السلة · مرحبا Sara · إتمام الطلب')).toBeInTheDocument();
    expect(screen.getByText('المنتجات · السلة · مرحبا Sara · Place Order')).toBeInTheDocument();
  });

  it('uses the default namespace when none is given', () => {
    const i18n = instance();
    render(
      <Provider i18n={i18n}>
        <Words />
      </Provider>,
    );
    expect(screen.getByText('Items · Cart · Hello Sara · Place Order')).toBeInTheDocument();
    expect(i18n.t('Items', { ns: 'common' })).toBe('Items');
  });

  it('gives every component of a namespace list the same t', () => {
    const i18n = instance();
    render(
      <Provider i18n={i18n}>
        <Words namespaces="catalog" />
        <Words namespaces={['catalog']} />
        <Words namespaces="order" />
      </Provider>,
    );
    expect(seen).toHaveLength(3);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('re-renders in the new language, with a new t, when the translator changes', () => {
    const { rerender } = render(
      <Provider i18n={instance('en')}>
        <Words namespaces="catalog" />
      </Provider>,
    );
    const before = seen[seen.length - 1];
    rerender(
      <Provider i18n={instance('ar')}>
        <Words namespaces="catalog" />
      </Provider>,
    );
    expect(screen.getByText('المنتجات · السلة · مرحبا Sara · Place Order')).toBeInTheDocument();
    expect(seen[seen.length - 1]).not.toBe(before);
  });

  it('remembers answers by key and primitive options, passes other calls through, and forgets when resources change', () => {
    const i18n = instance();
    // The translator's own lookup is private; the tests count its calls.
    const calls = jest.spyOn(i18n as unknown as { lookup: () => unknown }, 'lookup');
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
      <Provider i18n={i18n}>
        <Twice />
      </Provider>,
    );
    expect(
      screen.getByText('Items Items Hello Sara Hello Sara Hello Omar Hello Sara'),
    ).toBeInTheDocument();
    // 'Items' once, 'Sara' once, 'Omar' once; an object value is never remembered.
    expect(calls).toHaveBeenCalledTimes(4);

    act(() => {
      i18n.addResources({ en: { extra: { Other: 'Other' } } });
      (i18n as unknown as { resources: typeof RESOURCES }).resources.en.catalog.Items = 'Products';
    });
    rerender(
      <Provider i18n={i18n}>
        <Twice />
      </Provider>,
    );
    expect(
      screen.getByText('Products Products Hello Sara Hello Sara Hello Omar Hello Sara'),
    ).toBeInTheDocument();
  });
});
