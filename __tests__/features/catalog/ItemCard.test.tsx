import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { providersWrapper } from '../testUtils';
import { ItemCard } from '@/components/catalog/ItemCard';
import { makeItem, money } from './fixtures';

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: providersWrapper() });

describe('ItemCard', () => {
  it('is one link to the product page with image, name, store, rating and price', () => {
    render(<ItemCard item={makeItem()} config={money} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/product/fresh-milk?module_id=2');
    const card = within(links[0]);
    expect(card.getByRole('img', { name: 'Fresh Milk' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Fresh Milk' })).toBeInTheDocument();
    expect(card.getByText('Marjane Market')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Rated 4.50 out of 5' })).toBeInTheDocument();
    expect(card.getByText('20.00 DH')).toBeInTheDocument();
    // The add control and the heart are buttons of their own, outside the card's link.
    expect(screen.getByRole('button', { name: 'Add Fresh Milk to cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Fresh Milk to wishlist' })).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  it('shows the discount badge, the discounted price and the struck original', () => {
    const { container } = render(
      <ItemCard item={makeItem({ discount: 25, discount_type: 'percent' })} config={money} />,
    );
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('15.00 DH')).toBeInTheDocument();
    const original = container.querySelector('del');
    expect(original).toHaveTextContent('Original price20.00 DH');
  });

  it('says Out of Stock when stock is 0 or every variation is out', () => {
    const { rerender } = render(<ItemCard item={makeItem({ stock: 0 })} config={money} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    rerender(
      <ItemCard
        item={makeItem({ variations: [{ type: 'S', price: 20, stock: 0 }] })}
        config={money}
      />,
    );
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('links campaign items with product_type=campaign and can hide the store', () => {
    render(
      <ItemCard
        item={makeItem({ slug: null, available_date_starts: '2026-11-01' })}
        config={money}
        hideStore
        headingLevel="h2"
      />,
    );
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/product/12?module_id=2&product_type=campaign',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Fresh Milk');
    expect(screen.queryByText('Marjane Market')).not.toBeInTheDocument();
  });

  it('shows the unit and a price range for variations', () => {
    render(
      <ItemCard
        item={makeItem({
          unit_type: 'kg',
          variations: [
            { type: 'S', price: 10, stock: 2 },
            { type: 'L', price: 30, stock: 2 },
          ],
        })}
        config={money}
      />,
    );
    expect(screen.getByText('per kg')).toBeInTheDocument();
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('10.00 DH - 30.00 DH');
    // Each amount is isolated for right-to-left text.
    expect([...link.querySelectorAll('bdi')].map((node) => node.textContent)).toEqual([
      '10.00 DH',
      '30.00 DH',
    ]);
  });
});
