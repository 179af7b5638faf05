/**
 * A store's address as a schema.org PostalAddress. 6amMart keeps a store's address as one line
 * (`address`, API-STORES-2) with no city or postal code of its own, so both are read from that
 * line: the locality is its last part (before a trailing country name), and the postal code is a
 * number written beside the locality ("Casablanca 20250"). Nothing is made up: a postal code the
 * address does not carry is left out, as is a locality of a one-part address. The store's zone is
 * not used: a zone is a delivery area an operator draws and names, not a postal locality.
 */
export interface PostalAddressJsonLd {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
}

/** Digits-only postal codes (4 to 6 digits, optionally with a ZIP+4 or Brazilian-style suffix). */
const POSTAL_CODE = /(?:^|\s)(\d{4,6}(?:-\d{3,4})?)(?=\s|$)/;
/** A region written as an abbreviation beside the postal code ("IL 62704"). */
const REGION_CODE = /^[A-Z]{2,3}$/;
const NAME_LANGUAGES = ['en', 'fr', 'ar', 'es', 'de'];

/** Names by country code: a shop has one country, so this stays tiny. */
const knownCountryNames = new Map<string, Set<string>>();

/** The country's names (ISO 3166 code and names in a few languages), lower-cased. */
function countryNames(country: string | null | undefined): Set<string> {
  const code = country?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code)) return new Set();
  const known = knownCountryNames.get(code);
  if (known) return known;
  const names = new Set([code.toLowerCase()]);
  for (const language of NAME_LANGUAGES) {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    if (name && name !== code) names.add(name.toLowerCase());
  }
  knownCountryNames.set(code, names);
  return names;
}

function addressParts(address: string, country: string | null | undefined): string[] {
  const parts = address
    .split(/[,،]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const names = countryNames(country);
  while (parts.length > 1 && names.has(parts[parts.length - 1].toLowerCase())) parts.pop();
  return parts;
}

interface Place {
  locality?: string;
  region?: string;
  postalCode?: string;
  /** How many trailing parts the locality, region and postal code took. */
  taken: number;
}

/** Locality, region and postal code from the parts after the street. */
function placeOf(parts: string[]): Place {
  if (parts.length < 2) return { taken: 0 };
  const last = parts[parts.length - 1];
  const match = POSTAL_CODE.exec(last);
  if (!match) return { locality: last, taken: 1 };
  const postalCode = match[1];
  const rest = last.replace(match[0], ' ').replace(/\s+/g, ' ').trim();
  if (rest && !REGION_CODE.test(rest)) return { locality: rest, postalCode, taken: 1 };
  // "Springfield, IL 62704" or "Casablanca, 20250": the locality is the part before.
  if (parts.length < 3) return { postalCode, region: rest || undefined, taken: 1 };
  return { locality: parts[parts.length - 2], region: rest || undefined, postalCode, taken: 2 };
}

/** PostalAddress from a one-line address and the configuration's ISO country code. */
export function postalAddress(
  address: string | null | undefined,
  country: string | null | undefined,
): PostalAddressJsonLd | null {
  const parts = addressParts(address ?? '', country);
  if (!parts.length) return null;
  const place = placeOf(parts);
  const street = parts.slice(0, parts.length - place.taken).join(', ');
  const code = country?.trim().toUpperCase();
  return {
    '@type': 'PostalAddress',
    streetAddress: street || parts.join(', '),
    ...(place.locality ? { addressLocality: place.locality } : {}),
    ...(place.region ? { addressRegion: place.region } : {}),
    ...(place.postalCode ? { postalCode: place.postalCode } : {}),
    ...(code && /^[A-Z]{2}$/.test(code) ? { addressCountry: code } : {}),
  };
}
