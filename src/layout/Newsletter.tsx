import { useId, useState, type FormEvent } from 'react';
import { useApi } from '@/api/ApiProvider';
import { apiErrorMessage } from '@/api/errors';
import { newsletterEmailError } from '@/domain/footer';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

type Status = { kind: 'done' | 'error'; text: string } | null;

/** Newsletter sign-up in the footer (R-SHELL-15): the answer, or the refusal, beside the field. */
export function Newsletter() {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailError(email);
    if (problem) {
      setStatus({ kind: 'error', text: t(problem) });
      return;
    }
    setBusy(true);
    try {
      const answer = await api.newsletter.subscribe(email);
      setStatus({ kind: 'done', text: answer.message || t('Subscribed successfully') });
      setEmail('');
    } catch (error) {
      setStatus({
        kind: 'error',
        text: apiErrorMessage(error) ?? t('Something went wrong. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.newsletter} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-email`} className={styles.footerHeading}>
        {t('Subscribe to our newsletter')}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          placeholder={t('Your e-mail address')}
          aria-invalid={status?.kind === 'error' || undefined}
          aria-describedby={status ? `${id}-status` : undefined}
          className={styles.newsletterInput}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className={classNames(styles.button, styles.contained)}
          disabled={busy}
        >
          {t('Subscribe')}
        </button>
      </div>
      {status ? (
        <p
          id={`${id}-status`}
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={status.kind === 'error' ? styles.newsletterError : styles.newsletterDone}
        >
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
