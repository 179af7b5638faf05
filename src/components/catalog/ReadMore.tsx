import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { READ_MORE_LIMIT, truncateText } from '@/domain/catalog/display';
import { classNames } from '@/lib/classNames';
import { CATALOG_NAMESPACES } from './i18n';
import styles from './readMore.module.css';

interface Props {
  text: string;
  /** Characters shown before "Read more" (70, R-SHELL-12). */
  limit?: number;
  /** Classes for the paragraph (its colour, spacing); it inherits the surrounding text colour. */
  className?: string;
}

/**
 * Plain text cut at `limit` characters with a Read more / Show less toggle. The whole text is in the
 * HTML (search engines read it); the rest is hidden until expanded. Plain elements styled by
 * readMore.module.css (docs/hydration.md, rule 6): a body1 paragraph and an underlined button.
 */
export function ReadMore({ text, limit = READ_MORE_LIMIT, className }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const { truncated } = truncateText(text, limit);
  const paragraphClass = classNames(styles.text, className);
  if (!truncated) return <p className={paragraphClass}>{text}</p>;
  const letters = Array.from(text);
  const head = letters.slice(0, limit).join('');
  const rest = letters.slice(limit).join('');
  return (
    <p className={paragraphClass}>
      {head}
      {expanded ? null : <span aria-hidden>...</span>}
      <span id={restId} hidden={!expanded}>
        {rest}
      </span>{' '}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={restId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? t('Show less') : t('Read more')}
      </button>
    </p>
  );
}
