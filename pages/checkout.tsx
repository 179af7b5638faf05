import { CheckoutScreen } from '@/features/checkout/CheckoutScreen';
import { OrderSeo } from '@/features/tracking/OrderSeo';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage(undefined, {
  namespaces: ['order', 'cart', 'location', 'account'],
  cacheControl: 'private, no-store',
});

/** /checkout?page=cart|buy_now|campaign: personal, never cached or indexed. */
function CheckoutPage({ shell }: StorefrontPageProps) {
  return (
    <>
      <OrderSeo shell={shell} title="Checkout" path="/checkout" />
      <CheckoutScreen />
    </>
  );
}

export default CheckoutPage;
