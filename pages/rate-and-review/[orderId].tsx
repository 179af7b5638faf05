import { RateReviewScreen } from '@/features/reviews/RateReviewScreen';
import { OrderSeo } from '@/features/tracking/OrderSeo';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

interface Props {
  orderId: number;
}

export const getServerSideProps = storefrontPage<Props>(
  async ({ ctx }) => {
    const orderId = Number(ctx.params?.orderId);
    if (!Number.isInteger(orderId) || orderId < 1) return { notFound: true };
    return { props: { orderId } };
  },
  { namespaces: ['order', 'cart'] },
);

/** /rate-and-review/{orderId}: reached from the review prompt (members only; noindex). */
export default function RateAndReviewPage({ shell, orderId }: Props & StorefrontPageProps) {
  return (
    <>
      <OrderSeo shell={shell} title="Rate and review" path={`/rate-and-review/${orderId}`} />
      <RateReviewScreen orderId={orderId} />
    </>
  );
}
