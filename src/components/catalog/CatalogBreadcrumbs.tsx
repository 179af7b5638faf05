import { Fragment } from 'react';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './breadcrumbs.module.css';
import { CATALOG_NAMESPACES } from './i18n';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

/**
 * The visible breadcrumb trail; the last crumb is the current page. Plain elements (store,
 * product and listing pages all render it): a list in a labelled nav, separators hidden from
 * screen readers.
 */
export function CatalogBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  return (
    <nav aria-label={t('Breadcrumb')} className={styles.trail}>
      <ol>
        {trail.map((crumb, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <li aria-hidden className={styles.separator}>
                /
              </li>
            ) : null}
            <li className={styles.crumb}>
              {crumb.href && index < trail.length - 1 ? (
                <NextLink href={crumb.href}>{crumb.label}</NextLink>
              ) : (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
