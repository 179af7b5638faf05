import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useId } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import Link from '@/components/AppLink';
import { AppImage } from '@/components/AppImage';
import { Spinner } from '@/components/Spinner';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { storeDisplayName } from '@/domain/catalog/display';
import { storeHref } from '@/domain/catalog/links';
import { categoryListingHref } from '@/domain/listing/homeListing';
import type { HeaderPicker } from '@/domain/navigation';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppSelector } from '@/store/hooks';
import { withMuiScope } from '@/theme/MuiScope';
import styles from './catalogPicker.module.css';

/** How many categories or stores a picker lists before 'View all'. */
const PICKER_SIZE = 12;

interface Entry {
  key: number;
  name: string;
  image: string | null | undefined;
  href: string;
}

/** The entries of a picker: the module's categories, or its popular stores in the zone. */
function usePickerEntries(picker: HeaderPicker | null, moduleId: number, moduleType: string) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  const kind = picker?.kind ?? 'categories';
  return useQuery({
    queryKey: queryKeys.headerPicker(locale, zoneIds, moduleId, kind),
    enabled: picker !== null,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<Entry[]> => {
      if (kind === 'categories') {
        const categories = await api.catalog.categories();
        return categories.slice(0, PICKER_SIZE).map((category) => ({
          key: category.id,
          name: category.name,
          image: category.image_full_url,
          href: categoryListingHref(category, moduleId),
        }));
      }
      const page = await api.catalog.stores('all', {
        limit: PICKER_SIZE,
        offset: 1,
        storeType: 'popular',
      });
      return page.stores.map((store) => ({
        key: store.id,
        name: storeDisplayName(store.name, moduleType),
        image: store.logo_full_url,
        href: storeHref(store, { moduleType }),
      }));
    },
  });
}

/**
 * A desktop header picker as a modal (R-SHELL-1): the module's categories
 * or its popular stores as links with their pictures, and View all.
 */
function CatalogPickerDialog({
  picker,
  moduleId,
  moduleType,
  onClose,
}: {
  picker: HeaderPicker | null;
  moduleId: number;
  moduleType: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const entries = usePickerEntries(picker, moduleId, moduleType);
  const viewAll = picker?.kind === 'stores' ? '/store/popular' : '/categories';
  return (
    <Dialog
      open={picker !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogHeader id={titleId} title={picker ? t(picker.label) : null} onClose={onClose} />
      <DialogContent>
        {entries.isPending ? (
          <div role="status" className={styles.state}>
            <Spinner label={t('Loading')} primary />
          </div>
        ) : entries.isError ? (
          <div role="alert" className={styles.state}>
            <Typography sx={{ mb: 2 }}>{t('Something went wrong')}</Typography>
            <Button variant="outlined" onClick={() => void entries.refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : entries.data.length === 0 ? (
          <Typography role="status" className={styles.state}>
            {t('Nothing to show yet.')}
          </Typography>
        ) : (
          <ul className={styles.grid}>
            {entries.data.map((entry) => (
              <li key={entry.key}>
                <Link href={entry.href} className={styles.entry} onClick={onClose}>
                  <span className={styles.picture}>
                    {entry.image ? (
                      <AppImage
                        src={entry.image}
                        alt=""
                        fill
                        sizes="64px"
                        style={{ objectFit: 'cover' }}
                      />
                    ) : null}
                  </span>
                  <span className={styles.name}>{entry.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <ButtonLink href={viewAll} onClick={onClose}>
          {t('View all')}
        </ButtonLink>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(CatalogPickerDialog);
