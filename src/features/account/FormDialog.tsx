import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage } from '@/api/errors';
import { PathIcon } from '@/components/icons/Icon';
import { CLOSE } from '@/components/icons/material/Close';
import { Button, IconButton } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './account.module.css';

/**
 * A small form in the browser's own modal dialog: it traps focus, closes on Escape, and gives focus
 * back to what opened it; the title names it and the first field gets focus.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['account', 'common']);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal?.();
    if (!open && node.open) node.close();
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <form onSubmit={submit} noValidate className={styles.dialogForm}>
          <div className={styles.dialogHead}>
            <h2 id={titleId} className={styles.settingTitle}>
              {title}
            </h2>
            <IconButton aria-label={t('Close')} onClick={onClose}>
              <PathIcon d={CLOSE} />
            </IconButton>
          </div>
          {children}
          <div className={styles.dialogActions}>
            <Button variant="text" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="contained" busy={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

/**
 * A dialog form's sending state: `send` runs the request with the button busy, and a refusal
 * becomes the form's error (the server's message, else a generic one).
 */
export function useDialogSubmit() {
  const { t } = useTranslation(['account', 'common']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (request: () => Promise<void>) => {
    setBusy(true);
    try {
      await request();
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? t('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, send };
}
