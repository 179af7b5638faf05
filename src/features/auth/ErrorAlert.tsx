import Alert from '@mui/material/Alert';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef } from 'react';
import { GENERIC_ERROR } from './errors';

/**
 * The form-level error at the top of a form. It takes focus when it appears so keyboard and
 * screen-reader users land on the problem after a failed submit.
 */
export function ErrorAlert({ messages }: { messages: string[] | null }) {
  const { t } = useTranslation(['account', 'common']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages?.length) ref.current?.focus();
  }, [messages]);
  if (!messages?.length) return null;
  return (
    <Alert ref={ref} severity="error" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
      {messages.map((message) => (
        // The generic text is ours and translated; server messages arrive localised.
        <div key={message}>{message === GENERIC_ERROR ? t(GENERIC_ERROR) : message}</div>
      ))}
    </Alert>
  );
}
