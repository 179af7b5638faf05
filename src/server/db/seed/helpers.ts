import type { Translations } from '../schema/common';
import type { L3 } from './types';
import type { Rng } from './random';

export const DAY = 86_400_000;

/** YYYY-MM-DD (UTC) of now + days. */
export const isoDate = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** {ar:{key:…}, fr:{key:…}} from [en, ar, fr] triples. */
export function tr(fields: Record<string, L3 | undefined>): Translations {
  const out: Translations = { ar: {}, fr: {} };
  for (const [key, value] of Object.entries(fields)) {
    if (!value) continue;
    out.ar![key] = value[1];
    out.fr![key] = value[2];
  }
  return out;
}

/** Prices under 20 DH keep half dirhams; larger ones are whole dirhams. */
export function roundPrice(p: number): number {
  return p < 20 ? Math.round(p * 2) / 2 : Math.round(p);
}

/** The clock relative dates hang on and the one random stream every builder draws from, in order. */
export interface SeedContext {
  now: Date;
  rng: Rng;
}
