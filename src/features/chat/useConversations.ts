import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_PAGE_SIZE, type Conversation } from '@/api/modules/message';
import { queryKeys } from '@/api/queryKeys';
import { unreadTotal } from '@/domain/chat/conversations';
import { useAppSelector } from '@/store/hooks';
import { useMessageApi } from './useChatApi';

/**
 * The customer's conversations, newest first, page by page; a search by name replaces the list
 * while it has text. Keeps the header's unread total in step with what the list shows.
 */
export function useConversations(search: string) {
  const token = useAppSelector((state) => state.session.token);
  const api = useMessageApi();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: queryKeys.chatConversations(token),
    queryFn: ({ pageParam }) => api.list(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * CHAT_PAGE_SIZE < last.total_size ? pages.length + 1 : undefined,
    enabled: Boolean(token),
    refetchInterval: 30_000,
  });
  const name = search.trim();
  const found = useQuery({
    queryKey: queryKeys.chatSearch(token, name),
    queryFn: () => api.search(name),
    enabled: Boolean(token) && name.length > 0,
  });
  const conversations: Conversation[] = name
    ? (found.data?.conversations ?? [])
    : (list.data?.pages.flatMap((page) => page.conversations) ?? []);
  const listed = list.data;
  useEffect(() => {
    if (!listed) return;
    const all = listed.pages.flatMap((page) => page.conversations);
    queryClient.setQueryData(queryKeys.chatUnread(token), unreadTotal(all));
  }, [listed, queryClient, token]);
  return {
    conversations,
    searching: Boolean(name),
    loading: name ? found.isLoading : list.isLoading,
    error: name ? found.isError : list.isError,
    retry: () => void (name ? found.refetch() : list.refetch()),
    hasMore: !name && Boolean(list.hasNextPage),
    loadMore: () => void list.fetchNextPage(),
    loadingMore: list.isFetchingNextPage,
  };
}
