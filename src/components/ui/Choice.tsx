import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './choice.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  className?: string;
  /** The native input (React 19 passes `ref` as a prop), e.g. to set `indeterminate`. */
  ref?: Ref<HTMLInputElement>;
};

function Choice({ type, label, className, disabled, ...input }: InputProps & { type: string }) {
  return (
    <label
      className={`${styles.choice} ${disabled ? styles.disabled : ''} ${className ?? ''}`.trim()}
    >
      <input type={type} disabled={disabled} {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A native checkbox with its label (MUI's FormControlLabel with a Checkbox). */
export function Checkbox(props: InputProps) {
  return <Choice type="checkbox" {...props} />;
}

/** A native radio with its label (MUI's FormControlLabel with a Radio); group them by `name`. */
export function Radio(props: InputProps) {
  return <Choice type="radio" {...props} />;
}

/**
 * A labelled group of radios or checkboxes: a fieldset whose legend names it (MUI's FormControl
 * with a FormLabel and a RadioGroup), with an optional helper or error text below.
 */
export function ChoiceGroup({
  legend,
  legendHidden = false,
  row = false,
  helperText,
  error = false,
  className,
  children,
}: {
  legend: ReactNode;
  legendHidden?: boolean;
  row?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const helperId = useId();
  return (
    <fieldset
      className={`${styles.group} ${className ?? ''}`}
      aria-describedby={helperText ? helperId : undefined}
      aria-invalid={error || undefined}
    >
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={`${styles.options} ${row ? styles.row : ''}`}>{children}</div>
      {helperText && (
        <p id={helperId} className={`${styles.groupHelper} ${error ? styles.groupError : ''}`}>
          {helperText}
        </p>
      )}
    </fieldset>
  );
}

export interface Segment<V extends string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

/**
 * One choice of a few shown as joined buttons (MUI's exclusive ToggleButtonGroup), built on native
 * radios: arrow keys move the choice, the group is named by `legend`, and the chosen segment is
 * filled and bold.
 */
export function SegmentedControl<V extends string>({
  legend,
  name,
  value,
  segments,
  onChange,
  fullWidth = false,
  className,
}: {
  legend: string;
  name: string;
  value: V | null;
  segments: readonly Segment<V>[];
  onChange: (value: V) => void;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{legend}</legend>
      <div
        className={`${styles.segments} ${fullWidth ? styles.segmentsFull : ''} ${className ?? ''}`}
      >
        {segments.map((segment) => (
          <label key={segment.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={segment.value}
              checked={value === segment.value}
              disabled={segment.disabled}
              onChange={() => onChange(segment.value)}
            />
            {segment.icon}
            <span>{segment.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
