import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@/api/errors';
import { CHAT_PAGE_SIZE, type ChatMessage, type MessageDetails } from '@/api/modules/message';
import { queryKeys } from '@/api/queryKeys';
import { partnerOf, type ChatTarget } from '@/domain/chat/conversations';
import { useAppSelector } from '@/store/hooks';
import { useMessageApi } from './useChatApi';

/** A message on its way: shown at once, then replaced by the server's copy or marked failed. */
export interface PendingMessage {
  key: string;
  text: string;
  files: File[];
  previews: string[];
  status: 'sending' | 'failed';
  error: string | null;
}

export function targetKey(target: ChatTarget): string {
  if (target.kind === 'conversation') return `conversation:${target.conversationId}`;
  return target.kind === 'admin' ? 'admin' : `${target.kind}:${target.id}`;
}

/** The partner's id of a store or courier conversation, to address a reply. */
function receiverIdOf(details: MessageDetails | undefined): number | null {
  const conversation = details?.conversation;
  if (!conversation) return null;
  const { type, party } = partnerOf(conversation);
  if (type === 'vendor') return party?.vendor_id ?? null;
  if (type === 'delivery_man') return party?.deliveryman_id ?? null;
  return null;
}

/**
 * One conversation: its messages page by page (older pages on demand), whether the customer may
 * write, and sending with an immediate pending copy, a failure state and retry.
 */
export function useChatThread(target: ChatTarget, orderId: number | null) {
  const token = useAppSelector((state) => state.session.token);
  const api = useMessageApi();
  const queryClient = useQueryClient();
  const key = queryKeys.chatThread(token, targetKey(target));
  const thread = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => api.details(target, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * CHAT_PAGE_SIZE < Number(last.total_size) ? pages.length + 1 : undefined,
    enabled: Boolean(token),
    // Reading marks messages seen: the list's unread counts change with it.
    refetchInterval: 15_000,
  });
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const counter = useRef(0);
  const first = thread.data?.pages[0];

  useEffect(() => {
    if (first) void queryClient.invalidateQueries({ queryKey: queryKeys.chatConversations(token) });
  }, [first, queryClient, token]);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const partner = first?.conversation ? partnerOf(first.conversation).type : undefined;
      try {
        await api.send({
          target,
          receiverType: partner,
          receiverId: receiverIdOf(first),
          text: message.text,
          images: message.files,
          orderId,
        });
        await queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: queryKeys.chatConversations(token) });
        setPending((all) => all.filter((entry) => entry.key !== message.key));
        message.previews.forEach((url) => URL.revokeObjectURL(url));
      } catch (error) {
        const reason = apiErrorMessage(error) ?? null;
        setPending((all) =>
          all.map((entry) =>
            entry.key === message.key ? { ...entry, status: 'failed', error: reason } : entry,
          ),
        );
      }
    },
    [api, first, key, orderId, queryClient, target, token],
  );

  const send = useCallback(
    (text: string, files: File[]) => {
      counter.current += 1;
      const message: PendingMessage = {
        key: `pending-${counter.current}`,
        text,
        files,
        previews: files.map((file) => URL.createObjectURL(file)),
        status: 'sending',
        error: null,
      };
      setPending((all) => [...all, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (pendingKey: string) => {
      const message = pending.find((entry) => entry.key === pendingKey);
      if (!message) return;
      const again = { ...message, status: 'sending' as const, error: null };
      setPending((all) => all.map((entry) => (entry.key === pendingKey ? again : entry)));
      void deliver(again);
    },
    [deliver, pending],
  );

  const pages: ChatMessage[][] = thread.data?.pages.map((page) => page.messages ?? []) ?? [];
  return {
    pages,
    details: first,
    canWrite: first?.status !== false,
    loading: thread.isLoading,
    error: thread.isError ? (apiErrorMessage(thread.error) ?? null) : null,
    failed: thread.isError,
    refetch: () => void thread.refetch(),
    hasOlder: Boolean(thread.hasNextPage),
    loadOlder: () => void thread.fetchNextPage(),
    loadingOlder: thread.isFetchingNextPage,
    pending,
    send,
    retry,
  };
}
