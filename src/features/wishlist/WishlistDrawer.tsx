import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { DrawerHeader } from '@/components/DrawerHeader';
import { EmptyState } from '@/components/EmptyState';
import { moduleLabels } from '@/domain/moduleLabels';
import { useAppSelector } from '@/store/hooks';

/** The wishlist drawer (spec document 1 §2 item 12); lists arrive with the ordering issue. */
export default function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.session.token);
  const moduleType = useAppSelector((state) => state.module.selected?.module_type ?? null);
  const itemCount = useAppSelector((state) => state.wishlist.itemIds.length);
  const storeCount = useAppSelector((state) => state.wishlist.storeIds.length);
  const [tab, setTab] = useState(0);
  const titleId = useId();
  const labels = moduleLabels(moduleType);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 523 }, 'aria-labelledby': titleId } }}
    >
      <DrawerHeader id={titleId} title={t('Wishlist')} onClose={onClose} />
      {!token ? (
        <EmptyState
          icon={<FavoriteBorder />}
          title={t('You are not logged in')}
          text={t('Sign in to keep your favourite items and stores.')}
          action={
            <Button variant="contained" component={Link} href="/auth/sign-in" onClick={onClose}>
              {t('Sign In')}
            </Button>
          }
        />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: number) => setTab(value)}
            variant="fullWidth"
            aria-label={t('Wishlist')}
          >
            <Tab label={`${t(labels.items)} (${itemCount})`} />
            <Tab label={`${t(labels.stores)} (${storeCount})`} />
          </Tabs>
          {tab === 0 && itemCount === 0 ? (
            <EmptyState icon={<FavoriteBorder />} title={t(labels.noFavouriteItems)} />
          ) : null}
          {tab === 1 && storeCount === 0 ? (
            <EmptyState icon={<FavoriteBorder />} title={t(labels.noFavouriteStores)} />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
