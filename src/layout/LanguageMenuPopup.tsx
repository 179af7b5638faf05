import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useLanguageChange } from '@/features/settings/useLanguageChange';
import { LANGUAGES, type LocaleCode } from '@/lib/locale';
import { withMuiScope } from '@/theme/MuiScope';

interface Props {
  anchor: HTMLElement | null;
  menuId: string;
  buttonId: string;
  current: LocaleCode;
  onClose: () => void;
}

/** The language list and its confirmation (loaded when the language button is first used). */
function LanguageMenuPopup({ anchor, menuId, buttonId, current, onClose }: Props) {
  const { t } = useTranslation();
  const changeLanguage = useLanguageChange();
  const [pending, setPending] = useState<LocaleCode | null>(null);
  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            selected={language.code === current}
            onClick={() => {
              onClose();
              if (language.code !== current) setPending(language.code);
            }}
          >
            <span lang={language.code}>{language.label}</span>&nbsp;·&nbsp;{t(language.countryName)}
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

export default withMuiScope(LanguageMenuPopup);
