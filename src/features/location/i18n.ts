import { lazyNamespace } from '@/lib/i18n/lazyNamespace';

export const LOCATION_NS = 'location';

/**
 * Translation namespaces of the location and module screens. `t` reads only the first namespace,
 * so every text these screens show (including Close, Cancel, Sign In) is in location.json.
 */
export const LOCATION_NAMESPACES = [LOCATION_NS];

/**
 * The header's popover and the picker open on every page, while only the landing page ships this
 * namespace: elsewhere the messages arrive as a small chunk when first needed.
 */
const location = lazyNamespace(LOCATION_NS, {
  en: () => import('../../../public/locales/en/location.json'),
  ar: () => import('../../../public/locales/ar/location.json'),
  fr: () => import('../../../public/locales/fr/location.json'),
});

export const ensureLocationMessages = location.ensure;
export const useLocationMessages = location.useMessages;
