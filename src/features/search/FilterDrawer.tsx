import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { clearFilters } from '@/domain/search/chips';
import type { SearchState } from '@/domain/search/filters';
import type { TreeNode } from '@/domain/search/tree';
import { SEARCH_NAMESPACES } from '../listing/i18n';
import FilterPanel from './FilterPanel';

interface Props {
  open: boolean;
  onClose: () => void;
  state: SearchState;
  onApply: (next: SearchState) => void;
  categories: TreeNode[];
  brands: TreeNode[];
}

/**
 * The filters on small screens (loaded on first use). The drawer keeps its own selection (R-SEARCH-3:
 * desktop and small-screen selections are kept separately) until Apply.
 */
export default function FilterDrawer({ open, onClose, state, onApply, categories, brands }: Props) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const [draft, setDraft] = useState(state);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '88vw', sm: 380 } }, 'aria-labelledby': 'filter-drawer-title' },
        transition: { onEnter: () => setDraft(state) },
      }}
    >
      <DialogHeader
        id="filter-drawer-title"
        title={t('Filter')}
        onClose={onClose}
        variant="drawer"
      />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>
        <FilterPanel state={draft} onChange={setDraft} categories={categories} brands={brands} />
      </Box>
      {/* The two buttons share the row: kit buttons do not shrink, so each takes half. */}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          p: 2,
          borderTop: 1,
          borderColor: 'divider',
          '& > button': { flex: '1 1 0', minWidth: 0 },
        }}
      >
        <Button fullWidth variant="outlined" onClick={() => setDraft(clearFilters(draft))}>
          {t('Reset')}
        </Button>
        <Button
          fullWidth
          variant="contained"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t('Apply')}
        </Button>
      </Box>
    </Drawer>
  );
}
