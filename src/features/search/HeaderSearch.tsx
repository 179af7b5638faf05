import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { PathIcon } from '@/components/icons/Icon';
import { CLOSE_ROUNDED } from '@/components/icons/material/CloseRounded';
import { SEARCH_ROUNDED } from '@/components/icons/material/SearchRounded';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { ModuleType } from '@/api/types';
import { SearchCombobox } from './SearchCombobox';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The header search for the stored module (client only; the header mounts it only for a module
 * with a catalogue, so not for parcel). Wide screens show the box in the header; narrower ones a
 * search button that opens the box over the header bar.
 */
function HeaderSearch({ module: selected }: { module: { id: number; module_type: ModuleType } }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <Box
        sx={{
          display: { xs: 'none', lg: 'block' },
          flex: '1 1 420px',
          maxWidth: 520,
          minWidth: 240,
        }}
      >
        <SearchCombobox moduleId={selected.id} moduleType={selected.module_type} />
      </Box>
      <IconButton
        aria-label={t('Search')}
        aria-expanded={expanded}
        onClick={() => setExpanded(true)}
        sx={{ display: { lg: 'none' } }}
      >
        <PathIcon d={SEARCH_ROUNDED} />
      </IconButton>
      {expanded ? (
        <Box
          sx={{
            display: { xs: 'flex', lg: 'none' },
            position: 'absolute',
            insetInline: 0,
            top: 0,
            minHeight: 60,
            zIndex: 5,
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <SearchCombobox
            moduleId={selected.id}
            moduleType={selected.module_type}
            autoFocus
            onDone={() => setExpanded(false)}
          />
          <IconButton aria-label={t('Close search')} onClick={() => setExpanded(false)}>
            <PathIcon d={CLOSE_ROUNDED} />
          </IconButton>
        </Box>
      ) : null}
    </>
  );
}

export default withMuiScope(HeaderSearch);
