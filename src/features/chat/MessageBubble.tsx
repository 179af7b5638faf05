import type { ChatMessage } from '@/api/modules/message';
import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { chatTime } from './time';
import type { PendingMessage } from './useChatThread';
import styles from './chat.module.css';

/** The images of a message as buttons that open the preview. */
function Images({ urls, onOpen }: { urls: string[]; onOpen: (url: string) => void }) {
  const { t } = useTranslation(['chat', 'common']);
  if (!urls.length) return null;
  return (
    <span className={styles.images}>
      {urls.map((url, index) => (
        <button
          key={url}
          type="button"
          className={styles.imageButton}
          onClick={() => onOpen(url)}
          aria-label={t('Open image {{number}}', { number: index + 1 })}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- chat images of any host */}
          <img src={url} alt="" loading="lazy" decoding="async" />
        </button>
      ))}
    </span>
  );
}

export function MessageBubble({
  message,
  mine,
  partnerName,
  onOpenImage,
}: {
  message: ChatMessage;
  mine: boolean;
  partnerName: string;
  onOpenImage: (url: string) => void;
}) {
  const { t, i18n } = useTranslation(['chat', 'common']);
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : styles.message}>
      <span className={styles.visuallyHidden}>{mine ? t('You') : partnerName}: </span>
      <span className={styles.bubble}>
        {message.message ? (
          <span className={styles.text} dir="auto">
            {message.message}
          </span>
        ) : null}
        <Images urls={message.file_full_url ?? []} onOpen={onOpenImage} />
      </span>
      <time className={styles.time} dateTime={message.created_at}>
        {chatTime(message.created_at, i18n.language)}
      </time>
    </li>
  );
}

/** A message of the customer's on its way, or one that failed with its Retry. */
export function PendingBubble({
  message,
  onRetry,
  onOpenImage,
}: {
  message: PendingMessage;
  onRetry: (key: string) => void;
  onOpenImage: (url: string) => void;
}) {
  const { t } = useTranslation(['chat', 'common']);
  const failed = message.status === 'failed';
  return (
    <li className={`${styles.message} ${styles.mine} ${failed ? styles.failed : styles.sending}`}>
      <span className={styles.bubble}>
        {message.text ? (
          <span className={styles.text} dir="auto">
            {message.text}
          </span>
        ) : null}
        <Images urls={message.previews} onOpen={onOpenImage} />
      </span>
      {failed ? (
        <span className={styles.failedLine} role="alert">
          {message.error ?? t('Not sent')}
          <Button size="small" onClick={() => onRetry(message.key)}>
            {t('Retry')}
          </Button>
        </span>
      ) : (
        <span className={styles.time} role="status">
          {t('Sending…')}
        </span>
      )}
    </li>
  );
}
