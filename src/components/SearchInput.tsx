import { useId, type InputHTMLAttributes } from 'react';
import { SvgFrame } from '@/components/icons/Icon';
import styles from './SearchInput.module.css';
import { SEARCH_ROUNDED } from '@/components/icons/material/SearchRounded';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra attributes for the input element (aria-describedby, enterKeyHint …). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  /** On the outer element, e.g. for its width. */
  className?: string;
}

/**
 * A labelled outlined search box with a search icon, drawn like a small outlined MUI TextField
 * (label on the border, primary-coloured 2px outline when focused) but as a native labelled
 * input styled by SearchInput.module.css (docs/hydration.md, rule 6).
 */
export function SearchInput({ label, value, onChange, inputProps, className }: Props) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <span className={styles.adornment}>
          <SvgFrame size={20}>
            <path d={SEARCH_ROUNDED} fill="currentColor" />
          </SvgFrame>
        </span>
        <input
          {...inputProps}
          id={id}
          type="search"
          value={value}
          onChange={(event) => {
            inputProps?.onChange?.(event);
            onChange(event.target.value);
          }}
          className={
            inputProps?.className ? `${styles.input} ${inputProps.className}` : styles.input
          }
        />
        {/* The outline, notched where the label sits on it: the legend only sizes the gap. */}
        <fieldset aria-hidden className={styles.outline}>
          <legend className={styles.legend}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
