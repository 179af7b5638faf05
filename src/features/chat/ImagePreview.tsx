import { useEffect, useRef } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { CLOSE } from '@/components/icons/material/Close';
import { IconButton } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './chat.module.css';

/**
 * A chat image at full size in the browser's own modal dialog: it traps focus, closes on Escape
 * and gives focus back to the image button that opened it.
 */
export function ImagePreview({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation(['chat', 'common']);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (url && !node.open) node.showModal?.();
    if (!url && node.open) node.close();
  }, [url]);
  return (
    <dialog
      ref={dialog}
      className={styles.preview}
      aria-label={t('Image')}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {url ? (
        <>
          <IconButton className={styles.previewClose} aria-label={t('Close')} onClick={onClose}>
            <PathIcon d={CLOSE} />
          </IconButton>
          {/* eslint-disable-next-line @next/next/no-img-element -- chat images of any host */}
          <img src={url} alt={t('Image')} className={styles.previewImage} />
        </>
      ) : null}
    </dialog>
  );
}
