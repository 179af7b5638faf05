import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type MouseEvent } from 'react';
import { useLanguageChangedToast } from '@/features/settings/useLanguageChange';
import { languageOf } from '@/lib/locale';

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
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ justifyContent: fullWidth ? 'flex-start' : 'center', minHeight: 36 }}
      >
        {current.label} ({current.country})
      </Button>
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
