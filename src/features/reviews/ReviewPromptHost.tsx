import dynamic from 'next/dynamic';
import { useOrderMessages } from '@/features/cart/i18n';
import { usePendingReview, type PendingReview } from './usePendingReview';

const ReviewPrompt = dynamic(() => import('./ReviewPrompt'), { ssr: false });

/** Asks for the review of a delivered order when there is one; renders nothing otherwise. */
export function ReviewPromptHost() {
  const pending = usePendingReview();
  return pending ? <PromptWithMessages pending={pending} /> : null;
}

/** /home does not load the order messages: they arrive with the prompt, only when it is needed. */
function PromptWithMessages({ pending }: { pending: PendingReview }) {
  const ready = useOrderMessages();
  return ready ? <ReviewPrompt pending={pending} /> : null;
}
