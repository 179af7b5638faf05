import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, ButtonLink, IconButton } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { Checkbox, ChoiceGroup, Radio, SegmentedControl } from '@/components/ui/Choice';
import { RangeSlider } from '@/components/ui/RangeSlider';
import { Stepper } from '@/components/ui/Stepper';
import { TextField } from '@/components/ui/TextField';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', push: jest.fn() }) }));

describe('TextField', () => {
  it('labels its input and describes it with the helper text', () => {
    render(<TextField label="Email" name="email" helperText="Enter your email" error />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your email');
  });

  it('is a textarea when multiline and a native select when select', async () => {
    const onChange = jest.fn();
    render(
      <>
        <TextField label="Note" multiline rows={4} />
        <TextField label="Reason" select value="a" onChange={onChange}>
          <option value="a">Late</option>
          <option value="b">Changed my mind</option>
        </TextField>
      </>,
    );
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Note')).toHaveAttribute('rows', '4');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'b');
    expect(onChange).toHaveBeenCalled();
  });

  it('keeps typed text through a controlled value and shows adornments', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Phone"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          startAdornment="+212"
          required
        />
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /Phone/ });
    expect(input).toBeRequired();
    await userEvent.type(input, '612345678');
    expect(input).toHaveValue('612345678');
    expect(screen.getByText('+212')).toBeInTheDocument();
  });
});

describe('Button', () => {
  it('is a plain button that is disabled and busy while an action runs', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} busy>
        Sign In
      </Button>,
    );
    expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('requires a name on an icon button', () => {
    render(
      <IconButton aria-label="Close">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('renders a link in a button look, passing the anchor attributes through', () => {
    render(
      <ButtonLink href="https://maps.example/x" target="_blank" rel="noopener" variant="contained">
        Open in maps
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Open in maps' });
    expect(link).toHaveAttribute('href', 'https://maps.example/x');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('DialogHeader', () => {
  it('titles the overlay with an h2 by id and closes it from a labelled button', async () => {
    const onClose = jest.fn();
    render(
      <div role="dialog" aria-labelledby="t">
        <DialogHeader id="t" title="Saved Addresses" onClose={onClose} />
      </div>,
    );
    expect(screen.getByRole('dialog', { name: 'Saved Addresses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved Addresses' })).toHaveAttribute(
      'id',
      't',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose, and puts extra actions before it', () => {
    const { rerender } = render(<DialogHeader id="t" title="Confirm" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <DialogHeader
        id="t"
        title="Pick Location"
        onClose={() => {}}
        closeLabel="Fermer"
        actions={<IconButton aria-label="Enter full screen" />}
      />,
    );
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Enter full screen', 'Fermer']);
  });
});

describe('choices', () => {
  it('groups radios under a legend and checks one', async () => {
    function Harness() {
      const [value, setValue] = useState('cash');
      return (
        <ChoiceGroup legend="Payment method">
          {['cash', 'wallet'].map((option) => (
            <Radio
              key={option}
              name="payment"
              value={option}
              label={option}
              checked={value === option}
              onChange={() => setValue(option)}
            />
          ))}
        </ChoiceGroup>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('wallet'));
    expect(screen.getByRole('radio', { name: 'wallet' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'cash' })).not.toBeChecked();
  });

  it('toggles a checkbox by its label', async () => {
    render(<Checkbox label="Remember me" />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('picks a segment with a click', async () => {
    const onChange = jest.fn();
    function Harness() {
      const [value, setValue] = useState<'delivery' | 'take_away'>('delivery');
      return (
        <SegmentedControl
          legend="Order type"
          name="order-type"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          segments={[
            { value: 'delivery', label: 'Home Delivery' },
            { value: 'take_away', label: 'Take Away' },
          ]}
        />
      );
    }
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Order type' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Take Away'));
    expect(onChange).toHaveBeenLastCalledWith('take_away');
    expect(screen.getByRole('radio', { name: 'Take Away' })).toBeChecked();
  });
});

describe('Stepper', () => {
  it('marks the current step and the done ones', () => {
    render(
      <Stepper
        label="Order progress"
        completedLabel="Completed"
        activeStep={1}
        steps={[
          { label: 'Placed' },
          { label: 'Preparing', detail: '2 Nov, 1:05 PM' },
          { label: 'Delivered' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Order progress' });
    const steps = list.querySelectorAll('li');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Placed (Completed)');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('2 Nov, 1:05 PM');
    expect(steps[2]).not.toHaveAttribute('aria-current');
  });
});

describe('RangeSlider', () => {
  function Range({ onCommit }: { onCommit: (value: [number, number]) => void }) {
    const [value, setValue] = useState<[number, number]>([10, 90]);
    return (
      <RangeSlider
        value={value}
        min={0}
        max={100}
        labels={['Minimum price', 'Maximum price']}
        onChange={(next) => setValue(next)}
        onCommit={() => onCommit(value)}
      />
    );
  }

  it('is two named native sliders; moving one thumb commits the range once let go', () => {
    const committed: [number, number][] = [];
    render(<Range onCommit={(value) => committed.push(value)} />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(low).toHaveValue('10');
    expect(high).toHaveValue('90');
    // Dragging fires input events (React's onChange); letting go fires the native change event.
    fireEvent.input(low, { target: { value: '11' } });
    expect(low).toHaveValue('11');
    expect(high).toHaveValue('90');
    expect(committed).toEqual([]);
    low.dispatchEvent(new Event('change', { bubbles: true }));
    expect(committed).toEqual([[11, 90]]);
  });
});
