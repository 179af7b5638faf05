import dynamic from 'next/dynamic';
import { usePendingReview } from './usePendingReview';

const ReviewPrompt = dynamic(() => import('./ReviewPrompt'), { ssr: false });

/** Asks for the review of a delivered order when there is one; renders nothing otherwise. */
export function ReviewPromptHost() {
  const pending = usePendingReview();
  return pending ? <ReviewPrompt pending={pending} /> : null;
}
