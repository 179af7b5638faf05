import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import { FAILED_PAYMENT_DIALOG_DELAY_MS } from '@/domain/checkout/payment';
import { PathIcon } from '@/components/icons/Icon';
import { ERROR_OUTLINE_OUTLINED } from '@/components/icons/material/ErrorOutlineOutlined';
import { Button } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import styles from './checkout.module.css';

const FailedPaymentDialog = dynamic(() => import('./FailedPaymentDialog'), { ssr: false });

/**
 * Failed payment (R-PAY-2): the failure screen, then
 * 500 ms later the 'Order Place Failed' dialog. Cash on delivery is offered only when the zone
 * allows it; Back to home asks 'Are you agree with this order fail?' and cancels the order with the
 * reason 'Order payment canceled'. Either way the cart is cleared and the customer goes to /home.
 *
 * The screen is plain; the dialogs (MUI) load with next/dynamic. Their code is fetched as soon as
 * the screen shows, so it is in when the 500 ms are up, and they mount when first opened.
 */
export function FailedPayment({
  orderId,
  guestId,
  codAllowed,
}: {
  orderId: string;
  guestId: string | null;
  codAllowed: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpen(true);
    setOpened(true);
  };

  useEffect(() => {
    // Fetch the dialogs' code now (the same chunk as above), so it is in when they open; a failed
    // fetch is retried when they render.
    import('./FailedPaymentDialog').catch(() => undefined);
    const timer = window.setTimeout(() => {
      setOpen(true);
      setOpened(true);
    }, FAILED_PAYMENT_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <div className={styles.failed}>
        <span className={styles.failedIcon}>
          <PathIcon d={ERROR_OUTLINE_OUTLINED} size={64} />
        </span>
        <h1 className={styles.centeredTitle}>{t('Payment failed')}</h1>
        <p className={`${ui.body1} ${ui.secondary}`}>
          {t('Your payment for order #{{id}} did not go through.', { id: orderId })}
        </p>
        <Button variant="outlined" onClick={show}>
          {t('What would you like to do?')}
        </Button>
      </div>

      {opened ? (
        <FailedPaymentDialog
          open={open}
          onClose={() => setOpen(false)}
          orderId={orderId}
          guestId={guestId}
          codAllowed={codAllowed}
        />
      ) : null}
    </>
  );
}
