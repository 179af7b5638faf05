import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadMore } from '@/components/catalog/ReadMore';

const long =
  'Tomato sauce, fior di latte mozzarella and fresh basil, baked in a stone oven until crisp.';

describe('ReadMore', () => {
  it('shows short texts whole, without a toggle', () => {
    render(<ReadMore text="Whole milk, 1 litre." />);
    expect(screen.getByText('Whole milk, 1 litre.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts at 70 characters and toggles Read more / Show less', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReadMore text={long} />);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const rest = container.querySelector(
      `#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`,
    );
    expect(rest).not.toBeVisible();
    expect(rest).toHaveTextContent(long.slice(70));
    expect(container).toHaveTextContent(`${long.slice(0, 70)}...`);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(rest).toBeVisible();
    expect(container).not.toHaveTextContent('...');

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('takes another limit', () => {
    render(<ReadMore text="abcdefghij" limit={5} />);
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });
});
