import { useTranslation } from '@/lib/i18n/useTranslation';
import { ChatScreen } from './ChatScreen';
import styles from './chatPage.module.css';

/** `/chatting`: the page around the chat (query conversationId, type, id, chatFrom). */
export function ChatPage() {
  const { t } = useTranslation(['chat', 'common']);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Chat')}</h1>
      <ChatScreen pathname="/chatting" />
    </div>
  );
}
