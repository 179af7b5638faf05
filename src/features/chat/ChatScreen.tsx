import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { PathIcon } from '@/components/icons/Icon';
import { FORUM_OUTLINED } from '@/components/icons/material/ForumOutlined';
import { LOCK_OUTLINED } from '@/components/icons/material/LockOutlined';
import { ButtonLink } from '@/components/ui/Button';
import { chatTargetFromQuery, type ChatTarget } from '@/domain/chat/conversations';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { askPushPermission } from '@/features/notifications/firebase';
import { useAppSelector } from '@/store/hooks';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';
import styles from './chat.module.css';

type Query = Record<string, string | string[] | undefined>;

/** The query that opens a target on this screen (the chat page, or the profile's inbox). */
function targetQuery(target: ChatTarget | null, base: Query): Query {
  const query: Query = { ...base };
  delete query.conversationId;
  delete query.type;
  delete query.id;
  if (!target) return query;
  if (target.kind === 'conversation') query.conversationId = String(target.conversationId);
  else {
    query.type = target.kind;
    if (target.kind !== 'admin') query.id = String(target.id);
  }
  return query;
}

function hrefFor(pathname: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A guest is asked to sign in and comes back here afterwards. */
function SignInPrompt({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation(['chat', 'common']);
  return (
    <EmptyState
      icon={<PathIcon d={LOCK_OUTLINED} />}
      title={t('Sign in to chat')}
      text={t('Sign in to chat with stores, delivery people and support.')}
      action={
        <ButtonLink
          href={`/auth/sign-in?from=${encodeURIComponent(returnTo)}`}
          variant="contained"
          size="large"
        >
          {t('Sign In')}
        </ButtonLink>
      }
    />
  );
}

/**
 * Conversations and one thread (R-CHAT-1): side by side on wide screens; on a phone the list,
 * then the thread with a way back. `/chatting` and `/profile?page=inbox` both show it.
 */
export function ChatScreen({ pathname }: { pathname: '/chatting' | '/profile' }) {
  const { t } = useTranslation(['chat', 'common']);
  const router = useRouter();
  const token = useAppSelector((state) => state.session.token);
  const query = router.query as Query;
  const target = chatTargetFromQuery(query);
  const orderId = Number(query.orderId ?? query.order_id) || null;
  const base: Query = pathname === '/profile' ? { page: 'inbox' } : {};
  if (typeof query.chatFrom === 'string') base.chatFrom = query.chatFrom;
  const hrefOf = (next: ChatTarget | null) => hrefFor(pathname, targetQuery(next, base));
  // Opening the inbox is a moment where asking for system notifications makes sense.
  useEffect(() => {
    if (token) askPushPermission();
  }, [token]);
  if (!token) return <SignInPrompt returnTo={router.asPath} />;
  return (
    <div className={target ? `${styles.screen} ${styles.showThread}` : styles.screen}>
      <ConversationList
        selectedId={target?.kind === 'conversation' ? target.conversationId : null}
        hrefOf={hrefOf}
      />
      {target ? (
        <ChatThread target={target} orderId={orderId} backHref={hrefOf(null)} />
      ) : (
        <section className={`${styles.threadPane} ${styles.noThread}`} aria-label={t('Messages')}>
          <EmptyState
            icon={<PathIcon d={FORUM_OUTLINED} />}
            title={t('Pick a conversation')}
            text={t('Choose a conversation from the list to read and reply.')}
          />
        </section>
      )}
    </div>
  );
}
