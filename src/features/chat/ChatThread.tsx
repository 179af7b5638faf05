import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import AppLink from '@/components/AppLink';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { PathIcon } from '@/components/icons/Icon';
import { ARROW_BACK } from '@/components/icons/material/ArrowBack';
import { Button } from '@/components/ui/Button';
import type { MessageDetails } from '@/api/modules/message';
import {
  partnerName,
  partnerOf,
  threadDays,
  type ChatPartnerType,
  type ChatTarget,
} from '@/domain/chat/conversations';
import { useSentinel } from '@/hooks/useSentinel';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { ChatAvatar } from './Avatar';
import { Composer } from './Composer';
import { ImagePreview } from './ImagePreview';
import { MessageBubble, PendingBubble } from './MessageBubble';
import { chatDay } from './time';
import { useChatThread } from './useChatThread';
import styles from './chat.module.css';

const KIND_LABELS: Record<ChatPartnerType, string> = {
  vendor: 'Store',
  delivery_man: 'Delivery man',
  admin: 'Support',
};

/** Who the thread is with: from the conversation, else from the target before any message. */
function usePartner(target: ChatTarget, details: MessageDetails | undefined) {
  const { t } = useTranslation(['chat', 'common']);
  const conversation = details?.conversation;
  const partner = conversation ? partnerOf(conversation) : null;
  const type: ChatPartnerType =
    partner?.type ?? (target.kind === 'conversation' ? 'admin' : target.kind);
  const named = partner?.party?.f_name || partner?.party?.l_name;
  const name = named ? partnerName(partner.party, type) : t(KIND_LABELS[type]);
  const myInfoId = conversation
    ? conversation.sender_type === 'customer'
      ? conversation.sender_id
      : conversation.receiver_id
    : null;
  return { type, name, image: partner?.party?.image_full_url ?? null, myInfoId };
}

/** Keeps the newest message in view when it arrives, unless the reader scrolled up to read. */
function useStickToBottom(count: number) {
  const log = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useLayoutEffect(() => {
    const node = log.current;
    if (node && pinned.current) node.scrollTop = node.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const node = log.current;
    if (node) pinned.current = node.scrollHeight - node.scrollTop - node.clientHeight < 80;
  };
  return { log, onScroll };
}

export function ChatThread({
  target,
  orderId,
  backHref,
}: {
  target: ChatTarget;
  orderId: number | null;
  backHref: string;
}) {
  const { t, i18n } = useTranslation(['chat', 'common']);
  const thread = useChatThread(target, orderId);
  const partner = usePartner(target, thread.details);
  const [preview, setPreview] = useState<string | null>(null);
  const days = threadDays(thread.pages);
  const count = days.reduce((sum, day) => sum + day.messages.length, 0) + thread.pending.length;
  const { log, onScroll } = useStickToBottom(count);
  const older = useSentinel(thread.loadOlder, thread.hasOlder && !thread.loadingOlder, '200px');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [target]);

  return (
    <section className={styles.threadPane} aria-labelledby="chat-thread-title">
      <header className={styles.threadHead}>
        <AppLink href={backHref} shallow scroll={false} className={styles.back}>
          <span className={styles.backIcon}>
            <PathIcon d={ARROW_BACK} />
          </span>
          <span className={styles.visuallyHidden}>{t('Back to conversations')}</span>
        </AppLink>
        <ChatAvatar name={partner.name} image={partner.image} />
        <div>
          <h2
            id="chat-thread-title"
            ref={heading}
            tabIndex={-1}
            className={styles.paneTitle}
            dir="auto"
          >
            {partner.name}
          </h2>
          <p className={styles.rowKind}>{t(KIND_LABELS[partner.type])}</p>
        </div>
      </header>
      <div ref={log} className={styles.log} onScroll={onScroll} role="log" aria-live="polite">
        {thread.hasOlder ? <div ref={older} className={styles.sentinel} /> : null}
        {thread.loadingOlder || thread.loading ? (
          <div className={styles.center}>
            <Spinner primary label={t('Loading')} />
          </div>
        ) : null}
        {thread.failed ? (
          <Notice
            severity="error"
            action={
              <Button size="small" onClick={thread.refetch}>
                {t('Try again')}
              </Button>
            }
          >
            {thread.error ?? t('This conversation could not be loaded.')}
          </Notice>
        ) : null}
        {!thread.loading && !thread.failed && count === 0 ? (
          <p className={styles.hint}>{t('Say hello! Your messages will appear here.')}</p>
        ) : null}
        {days.map((day) => (
          <div key={day.day} className={styles.day}>
            <h3 className={styles.dayLabel}>{chatDay(day.day, i18n.language, t('Today'))}</h3>
            <ol className={styles.messages}>
              {day.messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={partner.myInfoId !== null && message.sender_id === partner.myInfoId}
                  partnerName={partner.name}
                  onOpenImage={setPreview}
                />
              ))}
            </ol>
          </div>
        ))}
        {thread.pending.length ? (
          <ol className={styles.messages}>
            {thread.pending.map((message) => (
              <PendingBubble
                key={message.key}
                message={message}
                onRetry={thread.retry}
                onOpenImage={setPreview}
              />
            ))}
          </ol>
        ) : null}
      </div>
      {thread.details && !thread.canWrite ? (
        <Notice severity="info" role="note">
          {t('You can write here while you have an active order with them.')}
        </Notice>
      ) : (
        <Composer onSend={thread.send} />
      )}
      <ImagePreview url={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
