import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { CATALOG_NAMESPACES } from './i18n';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

/** The visible breadcrumb trail; the last crumb is the current page. */
export function CatalogBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  return (
    <Breadcrumbs
      aria-label={t('Breadcrumb')}
      sx={{
        fontSize: 14,
        '& .MuiBreadcrumbs-separator': { mx: 0.75 },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
      }}
    >
      {trail.map((crumb, index) =>
        crumb.href && index < trail.length - 1 ? (
          <Link key={index} component={NextLink} href={crumb.href} color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={index}
            component="span"
            aria-current="page"
            noWrap
            sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600, display: 'block' }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
