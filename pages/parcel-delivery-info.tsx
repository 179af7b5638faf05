import { ParcelDeliveryInfoScreen } from '@/features/parcel/ParcelDeliveryInfoScreen';
import { loadParcel, type ParcelPageProps } from '@/features/parcel/loadParcel';
import { OrderSeo } from '@/features/tracking/OrderSeo';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage<ParcelPageProps>(loadParcel, {
  namespaces: ['order', 'cart', 'account'],
});

/** /parcel-delivery-info: after a parcel category, the sender and the receiver. Noindex. */
function ParcelDeliveryInfoPage({
  shell,
  parcelModuleId,
  categories,
}: ParcelPageProps & StorefrontPageProps) {
  return (
    <>
      <OrderSeo shell={shell} title="Parcel delivery details" path="/parcel-delivery-info" />
      <ParcelDeliveryInfoScreen parcelModuleId={parcelModuleId} categories={categories} />
    </>
  );
}

export default ParcelDeliveryInfoPage;
