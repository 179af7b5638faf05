import type { ReactNode } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { CLOSE } from '@/components/icons/material/Close';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { IconButton } from './Button';
import styles from './dialogHeader.module.css';

interface DialogHeaderProps {
  /** The title's id: the dialog or drawer names itself with `aria-labelledby={id}`. */
  id: string;
  title: ReactNode;
  /** Draws the close button (labelled `closeLabel`, "Close" by default); without it, none. */
  onClose?: () => void;
  closeLabel?: string;
  /** `drawer`: a larger title over a rule, as the side drawers have. */
  variant?: 'dialog' | 'drawer';
  /** A centred title (the short question dialogs). */
  centered?: boolean;
  /** Controls between the title and the close button (e.g. a full-screen toggle). */
  actions?: ReactNode;
}

/**
 * The one header of the shop's dialogs and drawers (ADR 0001): an `<h2>` title whose id names the
 * overlay, and a labelled close button at the end of the line (so on the left in Arabic). It is a
 * plain element, so it serves MUI's Dialog and Drawer as well as an overlay without MUI; a MUI
 * DialogContent right after it loses its top padding, as after MUI's own DialogTitle.
 */
export function DialogHeader({
  id,
  title,
  onClose,
  closeLabel,
  variant = 'dialog',
  centered = false,
  actions,
}: DialogHeaderProps) {
  const { t } = useTranslation();
  const classes = [
    styles.header,
    variant === 'drawer' ? styles.drawer : '',
    centered ? styles.centered : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {actions}
      {onClose ? (
        <IconButton aria-label={closeLabel ?? t('Close')} onClick={onClose} edge="end">
          <PathIcon d={CLOSE} />
        </IconButton>
      ) : null}
    </div>
  );
}
