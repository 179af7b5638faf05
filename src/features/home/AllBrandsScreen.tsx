import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Brand } from '@/api/catalogTypes';
import { BRAND_SORTS, sortBrands, type BrandSort } from '@/domain/home/brands';
import { BrandTile, brandGridSx } from './sections/BrandGrid';

const SORT_LABELS: Record<BrandSort, string> = {
  default: 'Default',
  AtoZ: 'A to Z',
  ZtoA: 'Z to A',
};

/** /all-brands: every brand of the module with the three sorts (default, AtoZ, ZtoA). */
export function AllBrandsScreen({ brands, moduleId }: { brands: Brand[]; moduleId: number }) {
  const { t } = useTranslation('home');
  const { locale = 'en' } = useRouter();
  const [sort, setSort] = useState<BrandSort>('default');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('All Brands')}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="brand-sort-label">{t('Sort by')}</InputLabel>
          <Select
            labelId="brand-sort-label"
            id="brand-sort"
            value={sort}
            label={t('Sort by')}
            onChange={(event) => setSort(event.target.value as BrandSort)}
          >
            {BRAND_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(SORT_LABELS[value])}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Box component="ul" aria-label={t('All Brands')} sx={brandGridSx}>
        {sortBrands(brands, sort, locale).map((brand) => (
          <li key={brand.id}>
            <BrandTile brand={brand} moduleId={moduleId} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
