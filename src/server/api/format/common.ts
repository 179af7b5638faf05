/** Laravel serialises dates as ISO-8601 strings; null stays null. */
export const iso = (value: Date | null | undefined): string | null =>
  value ? value.toISOString() : null;

export const int01 = (value: boolean | number | null | undefined): 0 | 1 => (value ? 1 : 0);
