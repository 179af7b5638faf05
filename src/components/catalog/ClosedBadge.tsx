import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Icon } from '@/components/icons/Icon';
import { CATALOG_NAMESPACES } from './i18n';

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#111827',
  color: '#FFFFFF',
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.4,
  whiteSpace: 'nowrap',
}));

/** CLOSED NOW: text and an icon, never colour alone. */
export function ClosedBadge({ sx, className }: { sx?: SxProps<Theme>; className?: string }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  return (
    <Badge sx={sx} className={className}>
      <Icon name="schedule" size={16} />
      {t('CLOSED NOW')}
    </Badge>
  );
}
