import hotToast from 'react-hot-toast';
import Router from 'next/router';
import type { PushToast } from '@/domain/notifications/push';
import styles from './notifications.module.css';

/**
 * Shows a push as a toast. A clickable one is a real button that opens the chat or the orders
 * page; the referral toast is a custom one of its own duration.
 */
export function showPushToast(toast: PushToast, translate: (key: string) => string) {
  const title = toast.kind === 'message' ? translate(toast.title) : toast.title;
  const id = `push-${toast.kind}-${toast.href ?? title}`;
  hotToast.custom(
    (shown) => {
      const body = (
        <>
          <span className={styles.toastTitle}>{title}</span>
          {toast.body ? <span className={styles.toastBody}>{toast.body}</span> : null}
        </>
      );
      const className = `${styles.toast} ${shown.visible ? styles.in : styles.out}`;
      if (!toast.href) {
        return (
          <div role="status" className={className}>
            {body}
          </div>
        );
      }
      const href = toast.href;
      return (
        <button
          type="button"
          className={className}
          onClick={() => {
            hotToast.dismiss(shown.id);
            void Router.push(href);
          }}
        >
          {body}
        </button>
      );
    },
    { id, duration: toast.durationMs },
  );
}
