import { useEffect, useRef, type ReactNode } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { ERROR_OUTLINE_OUTLINED } from '@/components/icons/material';
import notice from '@/components/notice.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './auth.module.css';
import { GENERIC_ERROR } from './errors';

/** MUI's Alert icons for a success and an info note (SuccessOutlined, InfoOutlined). */
const NOTE_ICONS = {
  success:
    'M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57C14.61 2.26 13.34 2 12 2A10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z',
  info: 'M11 9h2V7h-2m1 13c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-18a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-1 15h2v-6h-2z',
} as const;

/**
 * The form-level error at the top of a form (MUI's standard error Alert, as in Notice). It takes
 * focus when it appears so keyboard and screen-reader users land on the problem after a failed
 * submit.
 */
export function ErrorAlert({ messages }: { messages: string[] | null }) {
  const { t } = useTranslation(['account', 'common']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages?.length) ref.current?.focus();
  }, [messages]);
  if (!messages?.length) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`${notice.notice} ${notice.error} ${styles.alert}`}
    >
      <span className={notice.icon}>
        <PathIcon d={ERROR_OUTLINE_OUTLINED} size={22} />
      </span>
      <div className={notice.message}>
        {messages.map((message) => (
          // The generic text is ours and translated; server messages arrive localised.
          <div key={message}>{message === GENERIC_ERROR ? t(GENERIC_ERROR) : message}</div>
        ))}
      </div>
    </div>
  );
}

/**
 * A success or info note above a form, in the same look. Not an alert: a success is a polite
 * status, and a hint is a note.
 */
export function FormNote({
  severity,
  role,
  children,
}: {
  severity: 'success' | 'info';
  role: 'status' | 'note';
  children: ReactNode;
}) {
  const look = severity === 'success' ? styles.success : notice.info;
  return (
    <div role={role} className={`${notice.notice} ${look} ${styles.alert}`}>
      <span className={`${notice.icon} ${styles.noteIcon}`}>
        <PathIcon d={NOTE_ICONS[severity]} size={22} />
      </span>
      <div className={notice.message}>{children}</div>
    </div>
  );
}
