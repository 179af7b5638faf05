import type { Item } from '@/api/catalogTypes';
import { InfiniteFooter } from './InfiniteFooter';
import { ItemGrid } from './ItemGrid';
import { ListState } from './ListState';

interface Props {
  query: {
    list: Item[];
    isPending: boolean;
    fetchStatus: string;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  label: string;
  emptyText: string;
  loadingLabel: string;
}

/** An infinite grid of items with its loading, error and empty states. */
export function ProductList({ query, label, emptyText, loadingLabel }: Props) {
  return (
    <>
      <ListState
        count={query.list.length}
        loading={query.isPending && query.fetchStatus !== 'idle'}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        loadingLabel={loadingLabel}
      >
        <ItemGrid items={query.list} label={label} />
      </ListState>
      <InfiniteFooter
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </>
  );
}
