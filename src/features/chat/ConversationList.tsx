import { useState } from 'react';
import AppLink from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Notice } from '@/components/Notice';
import { SearchInput } from '@/components/SearchInput';
import { Spinner } from '@/components/Spinner';
import { PathIcon } from '@/components/icons/Icon';
import { FORUM_OUTLINED } from '@/components/icons/material/ForumOutlined';
import { Button } from '@/components/ui/Button';
import type { Conversation } from '@/api/modules/message';
import { partnerName, partnerOf, type ChatTarget } from '@/domain/chat/conversations';
import { useSentinel } from '@/hooks/useSentinel';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { ChatAvatar } from './Avatar';
import { chatTime } from './time';
import { useConversations } from './useConversations';
import styles from './chat.module.css';

function lastMessageText(conversation: Conversation, imageLabel: string): string {
  const last = conversation.last_message;
  if (!last) return '';
  if (last.message) return last.message;
  return (last.file_full_url?.length ?? 0) > 0 ? imageLabel : '';
}

function ConversationRow({
  conversation,
  selected,
  hrefOf,
}: {
  conversation: Conversation;
  selected: boolean;
  hrefOf: (target: ChatTarget) => string;
}) {
  const { t, i18n } = useTranslation(['chat', 'common']);
  const { type, party } = partnerOf(conversation);
  const name = partnerName(party, type);
  const shownName = party?.f_name || party?.l_name ? name : t(name);
  const unread = Math.max(0, Number(conversation.unread_message_count) || 0);
  const kind = t(
    type === 'vendor' ? 'Store' : type === 'delivery_man' ? 'Delivery man' : 'Support',
  );
  return (
    <li>
      <AppLink
        href={hrefOf({ kind: 'conversation', conversationId: conversation.id })}
        shallow
        scroll={false}
        className={styles.row}
        aria-current={selected ? 'true' : undefined}
      >
        <ChatAvatar name={shownName} image={party?.image_full_url} />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.rowName} dir="auto">
              {shownName}
            </span>
            <time className={styles.rowTime} dateTime={conversation.last_message_time ?? undefined}>
              {chatTime(conversation.last_message_time, i18n.language)}
            </time>
          </span>
          <span className={styles.rowKind}>{kind}</span>
          <span className={styles.rowLast} dir="auto">
            {lastMessageText(conversation, t('Image'))}
          </span>
        </span>
        {unread > 0 ? (
          <span className={styles.unread}>
            <span aria-hidden>{unread}</span>
            <span className={styles.visuallyHidden}>
              {t('{{count}} unread', { count: unread })}
            </span>
          </span>
        ) : null}
      </AppLink>
    </li>
  );
}

/** The customer's conversations with search, newest first, and a way to write to support. */
export function ConversationList({
  selectedId,
  hrefOf,
}: {
  selectedId: number | null;
  hrefOf: (target: ChatTarget) => string;
}) {
  const { t } = useTranslation(['chat', 'common']);
  const [search, setSearch] = useState('');
  const list = useConversations(search);
  const sentinel = useSentinel(list.loadMore, list.hasMore && !list.loadingMore);
  return (
    <section className={styles.listPane} aria-labelledby="chat-list-title">
      <div className={styles.listHead}>
        <h2 id="chat-list-title" className={styles.paneTitle}>
          {t('Conversations')}
        </h2>
        <SearchInput label={t('Search by name')} value={search} onChange={setSearch} />
      </div>
      {list.loading ? (
        <div className={styles.center}>
          <Spinner primary label={t('Loading')} />
        </div>
      ) : list.error ? (
        <Notice
          severity="error"
          action={
            <Button size="small" onClick={list.retry}>
              {t('Try again')}
            </Button>
          }
        >
          {t('Your conversations could not be loaded.')}
        </Notice>
      ) : list.conversations.length === 0 ? (
        <EmptyState
          icon={<PathIcon d={FORUM_OUTLINED} />}
          title={list.searching ? t('No conversation found') : t('No messages yet')}
          text={
            list.searching
              ? undefined
              : t('Your conversations with stores and delivery people will appear here.')
          }
        />
      ) : (
        <ul className={styles.rows}>
          {list.conversations.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              hrefOf={hrefOf}
            />
          ))}
        </ul>
      )}
      {list.hasMore ? <div ref={sentinel} className={styles.sentinel} /> : null}
      <div className={styles.listFoot}>
        <AppLink href={hrefOf({ kind: 'admin' })} shallow scroll={false} className={styles.support}>
          {t('Chat with support')}
        </AppLink>
      </div>
    </section>
  );
}
