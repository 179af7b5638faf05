import { useId, type InputHTMLAttributes } from 'react';
import { SvgFrame } from '@/components/icons/Icon';
import styles from './SearchInput.module.css';

/** Material Icons' SearchRounded (Apache License 2.0), as published in @mui/icons-material. */
const SEARCH_ROUNDED =
  'M15.5 14h-.79l-.28-.27c1.2-1.4 1.82-3.31 1.48-5.34-.47-2.78-2.79-5-5.59-5.34-4.23-.52-7.79 3.04-7.27 7.27.34 2.8 2.56 5.12 5.34 5.59 2.03.34 3.94-.28 5.34-1.48l.27.28v.79l4.25 4.25c.41.41 1.08.41 1.49 0s.41-1.08 0-1.49zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

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
