import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { CATALOG_NAMESPACES } from './i18n';

/** CLOSED NOW: text and an icon, never colour alone. */
export function ClosedBadge({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: '#111827',
          color: '#FFFFFF',
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: 0.4,
          whiteSpace: 'nowrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ScheduleRounded aria-hidden sx={{ fontSize: 16 }} />
      {t('CLOSED NOW')}
    </Box>
  );
}
