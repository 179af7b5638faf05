import type { StoreSchedule } from '@/api/catalogTypes';
import { discountedRange, type PricedItem } from './pricing';
import { isOutOfStock, type StockedItem } from './status';

/** schema.org structured data for the product and store pages. */

const CONTEXT = 'https://schema.org';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The ISO 4217 code for offers: the Moroccan dirham's usual symbol "DH" is MAD; otherwise the
 * configuration's currency_code when it looks like a code. Null (omit) when unknown.
 */
export function currencyCode(
  config: { currency_symbol?: unknown; currency_code?: unknown } | null | undefined,
): string | null {
  const symbol = typeof config?.currency_symbol === 'string' ? config.currency_symbol.trim() : '';
  if (symbol.toUpperCase() === 'DH') return 'MAD';
  const code = typeof config?.currency_code === 'string' ? config.currency_code.trim() : '';
  return /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : null;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function aggregateRating(avg: number | null | undefined, count: number | null | undefined) {
  const ratingCount = Number(count);
  const ratingValue = Number(avg);
  if (!Number.isFinite(ratingCount) || ratingCount <= 0 || !Number.isFinite(ratingValue))
    return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: round(Math.min(5, Math.max(0, ratingValue)), 2),
    ratingCount,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface ProductJsonLdInput {
  item: PricedItem &
    StockedItem & {
      id: number;
      name: string;
      avg_rating?: number | null;
      rating_count?: number | null;
      store_name?: string | null;
    };
  /** Absolute canonical URL of the product page. */
  url: string;
  images: string[];
  description?: string | null;
  brand?: string | null;
  currency: string | null;
  digits: number;
}

/** Product + Offer (price after discount) + AggregateRating when there are ratings. */
export function productJsonLd({
  item,
  url,
  images,
  description,
  brand,
  currency,
  digits,
}: ProductJsonLdInput) {
  const rating = aggregateRating(item.avg_rating, item.rating_count);
  const price = discountedRange(item).min;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    sku: String(item.id),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: round(price, digits),
      ...(currency ? { priceCurrency: currency } : {}),
      availability: isOutOfStock(item) ? `${CONTEXT}/OutOfStock` : `${CONTEXT}/InStock`,
      ...(item.store_name ? { seller: { '@type': 'Organization', name: item.store_name } } : {}),
    },
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** The schema.org type of a store by module: Restaurant, GroceryStore, Pharmacy, else Store. */
export function storeSchemaType(moduleType: string | null | undefined): string {
  switch (moduleType) {
    case 'food':
      return 'Restaurant';
    case 'grocery':
      return 'GroceryStore';
    case 'pharmacy':
      return 'Pharmacy';
    default:
      return 'Store';
  }
}

const hhmm = (time: string) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
};

/**
 * OpeningHoursSpecification from the weekly schedules (day 0 = Sunday), one entry per distinct
 * opening and closing time with the days that share it.
 */
export function openingHours(
  schedules: Pick<StoreSchedule, 'day' | 'opening_time' | 'closing_time'>[] | null | undefined,
) {
  const groups = new Map<string, { opens: string; closes: string; days: number[] }>();
  const sorted = [...(Array.isArray(schedules) ? schedules : [])].sort((a, b) => a.day - b.day);
  for (const schedule of sorted) {
    const opens = hhmm(schedule.opening_time ?? '');
    const closes = hhmm(schedule.closing_time ?? '');
    if (!opens || !closes || !(schedule.day >= 0 && schedule.day <= 6)) continue;
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    if (!group.days.includes(schedule.day)) group.days.push(schedule.day);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days.map((day) => DAYS[day]),
    opens: group.opens,
    closes: group.closes,
  }));
}

export interface StoreJsonLdInput {
  store: {
    name: string;
    address?: string | null;
    phone?: string | null;
    latitude?: string | number | null;
    longitude?: string | number | null;
    avg_rating?: number | null;
    rating_count?: number | null;
    schedules?: StoreSchedule[] | null;
    logo_full_url?: string | null;
    cover_photo_full_url?: string | null;
  };
  moduleType: string | null | undefined;
  url: string;
  country?: string | null;
}

const coordinate = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The store as Restaurant / GroceryStore / Pharmacy / Store with address, geo, hours and rating. */
export function storeJsonLd({ store, moduleType, url, country }: StoreJsonLdInput) {
  const latitude = coordinate(store.latitude);
  const longitude = coordinate(store.longitude);
  const hours = openingHours(store.schedules);
  const rating = aggregateRating(store.avg_rating, store.rating_count);
  const images = [store.cover_photo_full_url, store.logo_full_url].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  return {
    '@context': CONTEXT,
    '@type': storeSchemaType(moduleType),
    name: store.name,
    url,
    ...(images.length ? { image: images } : {}),
    ...(store.logo_full_url ? { logo: store.logo_full_url } : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: store.address,
            ...(country ? { addressCountry: country } : {}),
          },
        }
      : {}),
    ...(latitude !== null && longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
      : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** BreadcrumbList from name and absolute URL pairs, in order. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
