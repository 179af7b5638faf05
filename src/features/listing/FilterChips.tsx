import styles from './listing.module.css';

interface Props<T extends string | number> {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of single-choice filter chips (a category or sub-category filter, a delivery type …):
 * toggle buttons, the chosen one pressed.
 */
export function FilterChips<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: Props<T>) {
  if (options.length < 2) return null;
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={selected}
            className={styles.chip}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
