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

/**
 * Language and country (R-SHELL-1: the top strip carries the language and the country): two
 * buttons, one per setting, that open the same list, because a language comes with its country and
 * changing it saves both (R-SHELL-6).
 */
export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const current = languageOf(router.locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const languageButtonId = useId();
  const countryButtonId = useId();
  useLanguageChangedToast();
  const className = classNames(
    styles.button,
    styles.small,
    fullWidth && styles.fullWidth,
    fullWidth && styles.start,
  );
  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setUsed(true);
      setAnchor(event.currentTarget);
    },
  };
  const expanded = (id: string) => (anchor?.id === id ? 'true' : undefined);

  return (
    <>
      <button
        type="button"
        id={languageButtonId}
        className={className}
        aria-expanded={expanded(languageButtonId)}
        aria-label={`${t('Language')}: ${current.label}`}
        {...trigger}
      >
        <Icon name="translate" size={20} />
        <span lang={current.code}>{current.label}</span>
      </button>
      <button
        type="button"
        id={countryButtonId}
        className={className}
        aria-expanded={expanded(countryButtonId)}
        aria-label={`${t('Country')}: ${t(current.countryName)}`}
        {...trigger}
      >
        <Icon name="public" size={20} />
        {t(current.countryName)}
      </button>
      {used ? (
        <LanguageMenuPopup
          anchor={anchor}
          menuId={menuId}
          buttonId={anchor?.id ?? languageButtonId}
          current={current.code}
          onClose={() => setAnchor(null)}
        />
      ) : null}
    </>
  );
}
