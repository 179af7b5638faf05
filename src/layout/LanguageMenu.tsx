import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type MouseEvent } from 'react';
import { useLanguageChangedToast } from '@/features/settings/useLanguageChange';
import { languageOf } from '@/lib/locale';
import { Icon } from '@/components/icons/Icon';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

const LanguageMenuPopup = dynamic(() => import('./LanguageMenuPopup'), { ssr: false });

/** Language and country picker with its confirmation dialog (spec document 2 §2, §4). */
export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const current = languageOf(router.locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  useLanguageChangedToast();

  return (
    <>
      <button
        type="button"
        id={buttonId}
        className={classNames(
          styles.button,
          styles.small,
          fullWidth && styles.fullWidth,
          fullWidth && styles.start,
        )}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${t('Language')}: ${current.label} (${current.country})`}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Icon name="translate" size={20} />
        {current.label} ({current.country})
      </button>
      {used ? (
        <LanguageMenuPopup
          anchor={anchor}
          menuId={menuId}
          buttonId={buttonId}
          current={current.code}
          onClose={() => setAnchor(null)}
        />
      ) : null}
    </>
  );
}
