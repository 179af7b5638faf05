import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import type { Order, OrderDetail } from '@/api/modules/order';
import type { Config } from '@/api/types';
import { AppImage } from '@/components/AppImage';
import { Money } from '@/components/catalog/Money';
import { MoneyRow, MoneyRows } from '@/components/catalog/MoneyRow';
import { addressExtras, parseOrderAddress, withPlus } from '@/domain/orders/orders';
import { isPrescriptionOnlyOrder } from '@/domain/orders/prescription';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import styles from './orders.module.css';
import { variationText } from './variationText';

/** One ordered item: image, name, options, add-ons, quantity and price. */
export function Line({ line, config }: { line: OrderDetail; config: Config | null }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const item = line.item_details;
  const image = item?.image_full_url ?? line.image_full_url ?? null;
  const options = variationText(line.variation);
  const addOns = (line.add_ons ?? [])
    .map((addOn) => `${addOn.name} × ${addOn.quantity}`)
    .join(', ');
  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        {image ? (
          <AppImage src={image} alt="" fill sizes="64px" style={{ objectFit: 'cover' }} />
        ) : null}
      </div>
      <div className={styles.lineBody}>
        <p className={styles.semibold}>{item?.name ?? t('Item')}</p>
        {options ? <p className={styles.secondary}>{options}</p> : null}
        {addOns ? (
          <p className={styles.secondary}>
            {t('Add-ons')}: {addOns}
          </p>
        ) : null}
        <p className={styles.secondary}>
          {t('Quantity')}: {line.quantity}
        </p>
      </div>
      <p className={styles.semibold}>
        <Money amount={line.price * line.quantity} config={config} />
      </p>
    </li>
  );
}

/** The order's money, row by row; a prescription order is priced later by the pharmacy. */
export function Summary({
  order,
  lines,
  config,
}: {
  order: Order;
  lines: OrderDetail[];
  config: Config | null;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const items = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const addOns = lines.reduce((sum, line) => sum + (line.total_add_on_price ?? 0), 0);
  const discount =
    (order.store_discount_amount ?? 0) +
    (order.flash_admin_discount_amount ?? 0) +
    (order.flash_store_discount_amount ?? 0);
  // A prescription order has no lines until the pharmacy prices it.
  const pricedByPharmacy = lines.length === 0 && isPrescriptionOnlyOrder(order);
  const rows: { label: string; amount: number; minus?: boolean; show: boolean }[] = [
    { label: t('Items price'), amount: items, show: lines.length > 0 },
    { label: t('Add-ons'), amount: addOns, show: addOns > 0 },
    { label: t('Discount'), amount: discount, minus: true, show: discount > 0 },
    {
      label: t('Coupon discount'),
      amount: order.coupon_discount_amount ?? 0,
      minus: true,
      show: (order.coupon_discount_amount ?? 0) > 0,
    },
    {
      label: t('Referral discount'),
      amount: order.ref_bonus_amount ?? 0,
      minus: true,
      show: (order.ref_bonus_amount ?? 0) > 0,
    },
    {
      label: order.tax_status === 'included' ? t('VAT/Tax (included)') : t('VAT/Tax'),
      amount: order.total_tax_amount ?? 0,
      show: (order.total_tax_amount ?? 0) > 0,
    },
    {
      label: t('Delivery fee'),
      amount: order.delivery_charge ?? 0,
      show: order.order_type !== 'take_away',
    },
    { label: t('Delivery man tips'), amount: order.dm_tips ?? 0, show: (order.dm_tips ?? 0) > 0 },
    {
      label: t('Service charge'),
      amount: order.additional_charge ?? 0,
      show: (order.additional_charge ?? 0) > 0,
    },
    {
      label: t('Extra packaging'),
      amount: order.extra_packaging_amount ?? 0,
      show: (order.extra_packaging_amount ?? 0) > 0,
    },
  ];
  return (
    <>
      <MoneyRows>
        {pricedByPharmacy ? (
          <MoneyRow label={t('Items price')}>{t('Set by the pharmacy')}</MoneyRow>
        ) : null}
        {rows
          .filter((row) => row.show)
          .map((row) => (
            <MoneyRow key={row.label} label={row.label}>
              {row.minus ? '− ' : ''}
              <Money amount={row.amount} config={config} />
            </MoneyRow>
          ))}
      </MoneyRows>
      <hr className={styles.summaryRule} />
      <MoneyRows>
        <MoneyRow label={pricedByPharmacy ? t('Total without medicines') : t('Total')} strong>
          <Money amount={order.order_amount} config={config} />
        </MoneyRow>
      </MoneyRows>
    </>
  );
}

export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** A delivery (or parcel party's) address with its contact. */
export function AddressBlock({ title, value }: { title: string; value: unknown }) {
  const address = parseOrderAddress(value);
  if (!address) return null;
  const extras = addressExtras(address);
  return (
    <Block title={title}>
      {address.contact_person_name ? (
        <p className={styles.semibold}>{address.contact_person_name}</p>
      ) : null}
      {address.contact_person_number ? (
        <p className={styles.secondary}>
          <bdi dir="ltr">{withPlus(address.contact_person_number)}</bdi>
        </p>
      ) : null}
      <p className={styles.address}>{address.address}</p>
      {extras ? <p className={styles.secondary}>{extras}</p> : null}
    </Block>
  );
}
