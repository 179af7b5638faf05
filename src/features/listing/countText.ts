import type { ModuleType } from '@/api/types';

/** "{{count}} Items" / "{{count}} Stores" of a sticky listing header (Foods, Restaurants for food). */
export function countText(
  t: (key: string, options: { count: number }) => string,
  kind: 'item' | 'store',
  moduleType: ModuleType | null | undefined,
  count: number,
): string {
  const food = moduleType === 'food';
  if (kind === 'item')
    return food ? t('{{count}} Foods', { count }) : t('{{count}} Items', { count });
  return food ? t('{{count}} Restaurants', { count }) : t('{{count}} Stores', { count });
}
