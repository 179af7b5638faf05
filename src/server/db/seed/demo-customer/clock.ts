const DAY = 86_400_000;

/** A moment `days` days and `minutes` minutes before the seed's clock. */
export type At = (days: number, minutes?: number) => Date;

export const clockAt =
  (now: Date): At =>
  (days, minutes = 0) =>
    new Date(now.getTime() - days * DAY - minutes * 60_000);
