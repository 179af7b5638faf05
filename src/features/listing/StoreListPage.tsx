import { useTranslation } from '@/lib/i18n/useTranslation';
import type { StoreListKind } from '@/domain/listing/stores';
import type { ShellProps } from '@/lib/server/page';
import { SEARCH_NAMESPACES } from './i18n';
import { ListingSeo } from './ListingSeo';
import type { ListingScope } from './server';
import { StoreListScreen } from './StoreListScreen';

/** `/store/latest` and `/store/popular`: the same page, titled by its kind (private, noindex). */
export function StoreListPage({
  listing,
  kind,
  shell,
}: {
  listing: ListingScope;
  kind: StoreListKind;
  shell: ShellProps;
}) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const food = listing.moduleType === 'food';
  const title =
    kind === 'latest'
      ? t(food ? 'New Restaurants' : 'New Stores')
      : t(food ? 'Popular Restaurants' : 'Popular Stores');
  return (
    <>
      <ListingSeo shell={shell} title={title} path={`/store/${kind}`} noindex />
      <StoreListScreen listing={listing} kind={kind} />
    </>
  );
}
