import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { ReadMore } from '@/components/catalog/ReadMore';
import { DESCRIPTION_CLAMP, plainText } from '@/domain/catalog/display';
import { classNames } from '@/lib/classNames';
import styles from './product.module.css';

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
  if (!html) return <ReadMore text={text} className={styles.secondary} />;
  const long = plainText(html).length > DESCRIPTION_CLAMP;
  return (
    <div>
      <div
        id={id}
        className={classNames(styles.description, long && !expanded && styles.clamped)}
        // Sanitised on the server by sanitizeBackendHtml (src/lib/server/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('Show less') : t('Read more')}
        </button>
      ) : null}
    </div>
  );
}
