import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { READ_MORE_LIMIT, truncateText } from '@/domain/catalog/display';
import { CATALOG_NAMESPACES } from './i18n';

interface Props {
  text: string;
  /** Characters shown before "Read more" (70, spec document 1 §9). */
  limit?: number;
  sx?: SxProps<Theme>;
}

/**
 * Plain text cut at `limit` characters with a Read more / Show less toggle. The whole text is in the
 * HTML (search engines read it); the rest is hidden until expanded.
 */
export function ReadMore({ text, limit = READ_MORE_LIMIT, sx }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const { truncated } = truncateText(text, limit);
  if (!truncated) {
    return (
      <Typography component="p" sx={sx}>
        {text}
      </Typography>
    );
  }
  const letters = Array.from(text);
  const head = letters.slice(0, limit).join('');
  const rest = letters.slice(limit).join('');
  return (
    <Typography component="p" sx={sx}>
      {head}
      {expanded ? null : <span aria-hidden>...</span>}
      <span id={restId} hidden={!expanded}>
        {rest}
      </span>{' '}
      <Link
        component="button"
        type="button"
        aria-expanded={expanded}
        aria-controls={restId}
        onClick={() => setExpanded((open) => !open)}
        sx={{ fontWeight: 600, verticalAlign: 'baseline', fontSize: 'inherit' }}
      >
        {expanded ? t('Show less') : t('Read more')}
      </Link>
    </Typography>
  );
}
