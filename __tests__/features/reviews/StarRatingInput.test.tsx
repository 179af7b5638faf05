import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRatingInput } from '@/features/reviews/StarRatingInput';

function Controlled({
  initial = 0,
  onChange,
  disabled,
  error,
}: {
  initial?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <StarRatingInput
      name="rating-7"
      legend="Your rating: Margherita"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      disabled={disabled}
      error={error}
    />
  );
}

const star = (count: number) => screen.getByRole('radio', { name: `${count} of 5 stars` });

describe('StarRatingInput', () => {
  it("is a group named by its legend: 'No rating', then five labelled stars", () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Your rating: Margherita' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(6);
    expect(radios[0]).toBe(screen.getByRole('radio', { name: 'No rating' }));
    radios.slice(1).forEach((radio, index) => expect(radio).toBe(star(index + 1)));
    expect(radios.every((radio) => radio.getAttribute('name') === 'rating-7')).toBe(true);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([radios[0]]);
  });

  it('picks a rating by clicking a star, and shows the chosen stars filled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByText('4 of 5 stars'));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(star(4)).toBeChecked();
    // Filled (class `on`) up to the chosen star, outlined after it: shape, not colour alone.
    const filled = [1, 2, 3, 4, 5].map((count) =>
      star(count).closest('label')?.classList.contains('on'),
    );
    expect(filled).toEqual([true, true, true, true, false]);
  });

  it('is operable from the keyboard: arrow keys move the rating', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    await user.tab();
    expect(star(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(star(4)).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(star(2)).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(2);
    // Below one star is 'No rating': the keyboard clears a rating too.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'No rating' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('clears the rating when the chosen star is clicked again, as MUI Rating did', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled initial={5} onChange={onChange} />);
    expect(star(5)).toBeChecked();
    await user.click(screen.getByText('5 of 5 stars'));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('radio', { name: 'No rating' })).toBeChecked();
    expect(star(5)).not.toBeChecked();
  });

  it('keeps the rating when the chosen radio is pressed with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(star(2)).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is disabled as a whole', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled initial={2} onChange={onChange} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(screen.getByText('4 of 5 stars'));
    await user.click(screen.getByText('2 of 5 stars'));
    expect(onChange).not.toHaveBeenCalled();
    expect(star(2)).toBeChecked();
  });

  it('says what is wrong in words, tied to the group', () => {
    render(<Controlled error="Please give a rating" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please give a rating');
    const group = screen.getByRole('group', { name: 'Your rating: Margherita' });
    expect(group).toHaveAccessibleDescription('Please give a rating');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
