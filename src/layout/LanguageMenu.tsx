import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type MouseEvent } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useLanguageChange } from '@/features/settings/useLanguageChange';
import { LANGUAGES, languageOf, type LocaleCode } from '@/lib/locale';

/** Language and country picker with its confirmation dialog (spec document 2 §2, §4). */
export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const current = languageOf(router.locale);
  const changeLanguage = useLanguageChange();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<LocaleCode | null>(null);
  const menuId = useId();
  const buttonId = useId();

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        size="small"
        fullWidth={fullWidth}
        startIcon={<TranslateIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${t('Language')}: ${current.label} (${current.country})`}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ justifyContent: fullWidth ? 'flex-start' : 'center', minHeight: 36 }}
      >
        {current.label} ({current.country})
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            selected={language.code === current.code}
            lang={language.code}
            onClick={() => {
              setAnchor(null);
              if (language.code !== current.code) setPending(language.code);
            }}
          >
            {language.label} ({language.country})
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={pending !== null}
        title={t('Change language')}
        text={t('Are you sure you want to change the language?')}
        confirmLabel={t('Yes')}
        cancelLabel={t('No')}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) changeLanguage(pending);
          setPending(null);
        }}
      />
    </>
  );
}
