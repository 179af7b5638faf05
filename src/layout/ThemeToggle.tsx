import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { themeModeToggled } from '@/store/slices/settings';

/** Light/dark switch, saved in settings (spec document 2 §4). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector((state) => state.settings.themeMode === 'dark');
  const label = dark ? t('Switch to light mode') : t('Switch to dark mode');
  return (
    <IconButton
      color="inherit"
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={dark}
      onClick={() => dispatch(themeModeToggled())}
    >
      {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </IconButton>
  );
}
