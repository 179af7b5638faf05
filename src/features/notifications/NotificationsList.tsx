import { useQuery } from '@tanstack/react-query';
import type { NotificationEntry } from '@/api/modules/message';
import { queryKeys } from '@/api/queryKeys';
import AppLink from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { PathIcon } from '@/components/icons/Icon';
import { NOTIFICATIONS_OUTLINED } from '@/components/icons/material/NotificationsOutlined';
import { Button } from '@/components/ui/Button';
import { notificationView } from '@/domain/notifications/list';
import { useNotificationApi } from '@/features/chat/useChatApi';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppSelector } from '@/store/hooks';
import styles from './notifications.module.css';

function Entry({ entry }: { entry: NotificationEntry }) {
  const { t, i18n } = useTranslation(['chat', 'common']);
  const view = notificationView(entry);
  const when = new Date(view.createdAt);
  return (
    <li className={styles.entry}>
      {view.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- backend images of any host
        <img src={view.image} alt="" className={styles.entryImage} loading="lazy" />
      ) : (
        <span className={styles.entryIcon} aria-hidden>
          <PathIcon d={NOTIFICATIONS_OUTLINED} />
        </span>
      )}
      <div className={styles.entryText}>
        <p className={styles.entryTitle}>{view.title}</p>
        {view.description ? <p className={styles.entryBody}>{view.description}</p> : null}
        <p className={styles.entryMeta}>
          <time dateTime={view.createdAt}>
            {Number.isNaN(when.getTime())
              ? ''
              : new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(when)}
          </time>
          {view.orderId ? (
            <AppLink href={`/profile?page=my-orders&orderId=${view.orderId}`}>
              {t('View order')}
            </AppLink>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** The customer's notifications of the last 15 days, newest first (API-CUSTOMER-5). */
export function NotificationsList() {
  const { t } = useTranslation(['chat', 'common']);
  const token = useAppSelector((state) => state.session.token);
  const api = useNotificationApi();
  const list = useQuery({
    queryKey: queryKeys.notifications(token),
    queryFn: () => api.list(),
    enabled: Boolean(token),
  });
  if (list.isLoading)
    return (
      <div className={styles.center}>
        <Spinner primary label={t('Loading')} />
      </div>
    );
  if (list.isError)
    return (
      <Notice
        severity="error"
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('Your notifications could not be loaded.')}
      </Notice>
    );
  const entries = list.data ?? [];
  if (!entries.length)
    return (
      <EmptyState
        icon={<PathIcon d={NOTIFICATIONS_OUTLINED} />}
        title={t('No notifications in the last 15 days')}
      />
    );
  return (
    <ul className={styles.entries} aria-label={t('Notifications')}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
