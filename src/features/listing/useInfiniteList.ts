import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nextPageOffset, totalOf, type CountedPage } from '@/domain/listing/paging';

const FIVE_MINUTES = 5 * 60_000;

/**
 * A paged list loaded 1 page at a time until total_size (R-LIST-3). A new
 * key (a changed filter) starts again from page 1. The first page may come from the server.
 */
export function useInfiniteList<P extends CountedPage, E>({
  queryKey,
  fetchPage,
  entries,
  enabled = true,
}: {
  queryKey: readonly unknown[];
  fetchPage: (offset: number) => Promise<P>;
  entries: (page: P) => E[];
  enabled?: boolean;
}) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last: P, pages: P[]) =>
      nextPageOffset(pages, (page) => entries(page).length),
    enabled,
    staleTime: FIVE_MINUTES,
  });
  const pages = query.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => entries(page)) ?? [], [pages, entries]);
  return { ...query, list, total: totalOf(pages) };
}
