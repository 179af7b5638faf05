import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { DrawerHeader } from '@/components/DrawerHeader';
import { EmptyState } from '@/components/EmptyState';
import { formatPrice } from '@/domain/format';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';

/** The cart drawer (spec document 1 §2 item 2). The ordering issue adds steppers and checkout. */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const config = useConfig();
  const items = useAppSelector((state) => state.cart.items);
  const titleId = useId();
  const subtotal = items.reduce((sum, line) => sum + line.totalPrice, 0);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(100vw, 420px)' }, 'aria-labelledby': titleId } }}
    >
      <DrawerHeader id={titleId} title={t('Shopping Cart')} onClose={onClose} />
      {items.length === 0 ? (
        <EmptyState
          icon={<RemoveShoppingCartOutlined />}
          title={t('Your cart is empty')}
          text={t('No items added in your cart. Please add product to your cart list')}
          action={
            <Button
              variant="contained"
              onClick={() => {
                onClose();
                void router.push('/home');
              }}
            >
              {t('Continue Shopping')}
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
          <List sx={{ flexGrow: 1, overflowY: 'auto' }}>
            {items.map((line) => (
              <ListItem key={line.cartItemId} divider>
                <ListItemText
                  primary={line.name}
                  secondary={`${line.quantity} × ${formatPrice(line.price, config)}`}
                />
              </ListItem>
            ))}
          </List>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
              <span>{t('Subtotal')}</span>
              <span>{formatPrice(subtotal, config)}</span>
            </Typography>
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
