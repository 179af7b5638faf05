/** Backends send switches as 1/0, "1"/"0" or booleans. */
export function isOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true || value === 'on';
}
