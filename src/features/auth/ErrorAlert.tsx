import { useEffect, useRef, type ReactNode } from 'react';
import { Notice } from '@/components/Notice';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './auth.module.css';
import { GENERIC_ERROR } from './errors';

/**
 * The form-level error at the top of a form (MUI's standard error Alert, as Notice draws it). It
 * takes focus when it appears so keyboard and screen-reader users land on the problem after a
 * failed submit.
 */
export function ErrorAlert({ messages }: { messages: string[] | null }) {
  const { t } = useTranslation(['account', 'common']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages?.length) ref.current?.focus();
  }, [messages]);
  if (!messages?.length) return null;
  return (
    <Notice ref={ref} severity="error" tabIndex={-1} className={styles.alert}>
      {messages.map((message) => (
        // The generic text is ours and translated; server messages arrive localised.
        <div key={message}>{message === GENERIC_ERROR ? t(GENERIC_ERROR) : message}</div>
      ))}
    </Notice>
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
  return (
    <Notice severity={severity} role={role} className={styles.alert}>
      {children}
    </Notice>
  );
}
