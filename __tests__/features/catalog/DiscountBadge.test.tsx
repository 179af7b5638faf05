import { render, screen } from '@testing-library/react';
import { DiscountBadge } from '@/components/catalog/DiscountBadge';
import { money } from './fixtures';

describe('DiscountBadge', () => {
  it('shows the store discount first, as a percentage', () => {
    render(
      <DiscountBadge
        item={{ price: 50, store_discount: 15, discount: 5, discount_type: 'amount' }}
        config={money}
      />,
    );
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
  });

  it('shows the item discount as a percentage or an amount', () => {
    const { rerender } = render(
      <DiscountBadge
        item={{ price: 50, discount: 12.5, discount_type: 'percent' }}
        config={money}
      />,
    );
    expect(screen.getByText('12.5% OFF')).toBeInTheDocument();
    rerender(
      <DiscountBadge item={{ price: 50, discount: 5, discount_type: 'amount' }} config={money} />,
    );
    expect(screen.getByText('5.00 DH OFF')).toBeInTheDocument();
  });

  it('renders nothing without a discount', () => {
    const { container } = render(
      <DiscountBadge item={{ price: 50, discount: 0, store_discount: 0 }} config={money} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
