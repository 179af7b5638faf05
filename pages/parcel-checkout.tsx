import { ParcelCheckoutScreen } from '@/features/parcel/ParcelCheckoutScreen';
import { OrderSeo } from '@/features/tracking/OrderSeo';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage<{ pageModuleType: 'parcel' }>(
  async () => ({ props: { pageModuleType: 'parcel' } }),
  { namespaces: ['order', 'cart'] },
);

/** /parcel-checkout: who pays, the fee and the payment of a parcel order. Private: noindex. */
function ParcelCheckoutPage({ shell }: StorefrontPageProps) {
  return (
    <>
      <OrderSeo shell={shell} title="Parcel checkout" path="/parcel-checkout" />
      <ParcelCheckoutScreen />
    </>
  );
}

export default ParcelCheckoutPage;
