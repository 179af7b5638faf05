import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { ReadMore } from '@/components/catalog/ReadMore';
import { DESCRIPTION_CLAMP, plainText } from '@/domain/catalog/display';

interface Props {
  /** Plain text description (shown with Read more at 70 characters). */
  text: string;
  /** Sanitised HTML (sanitised on the server); clamped to three lines. */
  html: string | null;
}

/** The item description: plain text with Read more, or sanitised HTML clamped to three lines. */
export function ProductDescription({ text, html }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!html) return <ReadMore text={text} sx={{ color: 'text.secondary' }} />;
  const long = plainText(html).length > DESCRIPTION_CLAMP;
  return (
    <Box>
      <Box
        id={id}
        sx={{
          color: 'text.secondary',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& img': { maxWidth: '100%', height: 'auto' },
          ...(long && !expanded
            ? {
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }
            : {}),
        }}
        // Sanitised on the server by sanitizeBackendHtml (src/lib/server/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long ? (
        <Link
          component="button"
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          sx={{ fontWeight: 600, mt: 0.5 }}
        >
          {expanded ? t('Show less') : t('Read more')}
        </Link>
      ) : null}
    </Box>
  );
}
