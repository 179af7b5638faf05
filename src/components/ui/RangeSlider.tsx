import { useEffect, useRef } from 'react';
import styles from './rangeSlider.module.css';

/**
 * A two-thumb range (MUI's range Slider) as two native `<input type="range">` over one track:
 * each thumb is a real slider for the keyboard and screen readers (arrows, Page Up/Down, Home,
 * End), named by its own label. `onChange` reports every move with the thumb that moved (the
 * caller keeps the thumbs apart); `onCommit` fires once a thumb is let go, as the native `change`
 * event does (pointer up, or each key press).
 */
export function RangeSlider({
  value,
  min,
  max,
  step = 1,
  labels,
  onChange,
  onCommit,
}: {
  value: [number, number];
  min: number;
  max: number;
  step?: number;
  /** The accessible names of the low and the high thumb. */
  labels: [string, string];
  onChange: (next: [number, number], thumb: 0 | 1) => void;
  onCommit: () => void;
}) {
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  return (
    <div className={styles.slider}>
      <span className={styles.track} aria-hidden="true" />
      <span
        className={styles.range}
        aria-hidden="true"
        style={{
          insetInlineStart: `${percent(value[0])}%`,
          insetInlineEnd: `${100 - percent(value[1])}%`,
        }}
      />
      {([0, 1] as const).map((thumb) => (
        <Thumb
          key={thumb}
          label={labels[thumb]}
          value={value[thumb]}
          min={min}
          max={max}
          step={step}
          onInput={(n) => onChange(thumb === 0 ? [n, value[1]] : [value[0], n], thumb)}
          onCommit={onCommit}
        />
      ))}
    </div>
  );
}

function Thumb({
  label,
  value,
  min,
  max,
  step,
  onInput,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onInput: (value: number) => void;
  onCommit: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // React's onChange is the native `input` event; the commit is the native `change` event,
  // listened to again whenever the handler (and the range it reads) changes.
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.addEventListener('change', onCommit);
    return () => input.removeEventListener('change', onCommit);
  }, [onCommit]);
  return (
    <input
      ref={ref}
      type="range"
      className={styles.thumb}
      aria-label={label}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onInput(Number(event.target.value))}
    />
  );
}
