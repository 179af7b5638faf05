import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';

export function DrawerHeader({
  id,
  title,
  onClose,
}: {
  id: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"

      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={id} variant="h3" component="h2">
        {title}
      </Typography>
      <IconButton aria-label={t('Close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
