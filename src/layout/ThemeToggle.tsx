import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { themeModeToggled } from '@/store/slices/settings';
import { Icon } from '@/components/icons/Icon';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

/** Light/dark switch, saved in settings (R-SHELL-7). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector((state) => state.settings.themeMode === 'dark');
  const label = dark ? t('Switch to light mode') : t('Switch to dark mode');
  return (
    <button
      type="button"
      className={classNames(styles.iconButton, styles.iconButtonSmall, styles.inheritColor)}
      aria-label={label}
      title={label}
      aria-pressed={dark}
      onClick={() => dispatch(themeModeToggled())}
    >
      <Icon name={dark ? 'lightMode' : 'darkMode'} size={20} />
    </button>
  );
}
