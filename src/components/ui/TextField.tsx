import {
  forwardRef,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Icon } from '@/components/icons/Icon';
import styles from './field.module.css';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Props {
  label: ReactNode;
  name?: string;
  id?: string;
  value?: string | number;
  defaultValue?: string | number;
  onChange?: ChangeEventHandler<Control>;
  onBlur?: FocusEventHandler<Control>;
  onFocus?: FocusEventHandler<Control>;
  onKeyDown?: InputHTMLAttributes<HTMLInputElement>['onKeyDown'];
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Red outline and label, and aria-invalid; say why in `helperText`. */
  error?: boolean;
  helperText?: ReactNode;
  /** A textarea of this many rows (it grows by hand: resize is vertical). */
  multiline?: boolean;
  rows?: number;
  /** A native <select>; pass <option>s as children. */
  select?: boolean;
  children?: ReactNode;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  className?: string;
  /** More attributes for the control itself (maxLength, min, pattern, aria-*, data-*). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/**
 * An outlined text field in the look of the theme's MUI TextField (label on the border, helper or
 * error text below), as plain elements: an `<input>`, a `<textarea>` (`multiline`) or a native
 * `<select>` (`select`). The label is a real `<label for>`, the helper text is the control's
 * description, and an error sets aria-invalid, so the state is never colour alone.
 */
export const TextField = forwardRef<Control, Props>(function TextField(
  {
    label,
    id,
    error = false,
    helperText,
    multiline = false,
    rows = 3,
    select = false,
    children,
    startAdornment,
    endAdornment,
    size = 'medium',
    fullWidth = true,
    className,
    required,
    disabled,
    inputProps,
    ...control
  },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const helperId = `${controlId}-helper`;
  const shared = {
    id: controlId,
    required,
    disabled,
    'aria-invalid': error || undefined,
    'aria-describedby': helperText ? helperId : undefined,
    className: styles.control,
  };
  const boxClasses = [
    styles.box,
    size === 'small' ? styles.small : '',
    multiline ? styles.multiline : '',
    startAdornment ? styles.startAdorned : '',
    endAdornment ? styles.endAdorned : '',
    error ? styles.invalid : '',
    disabled ? styles.disabled : '',
  ]
    .filter(Boolean)
    .join(' ');

  // What all three controls take; the rest of `control` only applies to an <input>.
  const { type = 'text', inputMode, onKeyDown, placeholder, readOnly, ...common } = control;
  let field: ReactNode;
  if (select) {
    field = (
      <>
        <select ref={ref as Ref<HTMLSelectElement>} {...common} {...shared}>
          {children}
        </select>
        <span className={styles.selectArrow}>
          <Icon name="expandMore" />
        </span>
      </>
    );
  } else if (multiline) {
    field = (
      <textarea
        ref={ref as Ref<HTMLTextAreaElement>}
        rows={rows}
        {...inputProps}
        {...common}
        {...shared}
        placeholder={placeholder}
        readOnly={readOnly}
      />
    );
  } else {
    field = (
      <input
        ref={ref as Ref<HTMLInputElement>}
        {...inputProps}
        {...common}
        {...shared}
        type={type}
        inputMode={inputMode}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        readOnly={readOnly}
      />
    );
  }

  return (
    <div className={`${styles.root} ${fullWidth ? styles.fullWidth : ''} ${className ?? ''}`}>
      <div className={boxClasses}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required && <span aria-hidden> *</span>}
        </label>
        {startAdornment && (
          <span className={`${styles.adornment} ${styles.adornmentStart}`}>{startAdornment}</span>
        )}
        {field}
        {endAdornment && (
          <span className={`${styles.adornment} ${styles.adornmentEnd}`}>{endAdornment}</span>
        )}
        <fieldset aria-hidden className={styles.outline}>
          <legend className={styles.legend}>
            <span>
              {label}
              {required && ' *'}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className={`${styles.helper} ${error ? styles.helperError : ''}`}>
          {helperText}
        </p>
      )}
    </div>
  );
});
