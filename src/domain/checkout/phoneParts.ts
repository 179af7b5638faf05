import { DIAL_COUNTRIES, dialCountry, type DialCountry } from '@/domain/validation/phone';

/**
 * A stored phone ("+212612345678") as the phone field shows it: the country select and the national
 * number. The country is the one whose dial code starts the number (the configured one first when
 * several share a code, e.g. +1). When the country picker is off (country_picker_status 0) the
 * select stays on the configured country and a number of another country keeps its "+code" in the
 * box, so it is sent unchanged. A number without "+" is a national number of the configured country.
 */
export function phoneParts(
  stored: string | null | undefined,
  configuredIso: string,
  pickerEnabled: boolean,
): { country: string; national: string } {
  const configured = dialCountry(configuredIso);
  const compact = (stored ?? '').replace(/[\s().\-/]/g, '');
  if (!compact.startsWith('+')) return { country: configured.iso, national: compact };
  const digits = compact.slice(1);
  const matches = DIAL_COUNTRIES.filter((entry) => digits.startsWith(entry.dial.slice(1))).sort(
    (a, b) =>
      b.dial.length - a.dial.length ||
      Number(b.iso === configured.iso) - Number(a.iso === configured.iso),
  );
  const found: DialCountry | undefined = matches[0];
  if (!found || (!pickerEnabled && found.dial !== configured.dial)) {
    return { country: configured.iso, national: compact };
  }
  const country = found.dial === configured.dial ? configured.iso : found.iso;
  return { country, national: digits.slice(found.dial.length - 1) };
}
