import { render, screen } from '@testing-library/react';
import { ReadMore } from '@/components/catalog/ReadMore';
import styles from '@/components/catalog/readMore.module.css';

const long =
  'Tomato sauce, fior di latte mozzarella and fresh basil, baked in a stone oven until crisp.';

/** ReadMore is a plain paragraph and button (no MUI): its colour comes from a class. */
describe('ReadMore styling', () => {
  it('inherits the surrounding colour unless told otherwise', () => {
    render(<ReadMore text="Whole milk, 1 litre." />);
    const paragraph = screen.getByText('Whole milk, 1 litre.');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveClass(styles.text);
    expect(paragraph.className).toBe(styles.text);
  });

  it("takes the caller's class, short or cut", () => {
    const { container, rerender } = render(
      <ReadMore text="Whole milk, 1 litre." className="extra" />,
    );
    const short = container.querySelector('p');
    expect(short).toHaveClass(styles.text, 'extra');

    rerender(<ReadMore text={long} className="extra" />);
    const cut = container.querySelector('p');
    expect(cut).toHaveClass(styles.text, 'extra');
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveClass(styles.toggle);
    expect(cut).toContainElement(toggle);
  });
});
