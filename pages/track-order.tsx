import { OrderSeo } from '@/features/tracking/OrderSeo';
import { TrackOrderScreen } from '@/features/tracking/TrackOrderScreen';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage(undefined, {
  namespaces: ['order', 'cart', 'account'],
});

/** /track-order: order id and phone (guests), then the tracking view. Personal: noindex. */
export default function TrackOrderPage({ shell }: StorefrontPageProps) {
  return (
    <>
      <OrderSeo shell={shell} title="Track order" path="/track-order" />
      <TrackOrderScreen />
    </>
  );
}
