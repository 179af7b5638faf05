import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import {
  checkoutIssues,
  firstIssueTarget,
  issuesAt,
  type CheckoutState,
  type CheckoutTarget,
} from '@/domain/checkout/order';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { focusProblem } from './checkoutFocus';

/**
 * What stops the order. Each problem shows once, beside what fixes it, from the first Place Order
 * on; a refused Place Order moves the focus to the control that fixes the first one.
 */
export function useCheckoutProblems(
  state: CheckoutState,
  extra: Parameters<typeof checkoutIssues>[1],
) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const [showProblems, setShowProblems] = useState(false);
  // Bumped by a refused Place Order: the effect below focuses the first problem once it shows.
  const [focusRequest, setFocusRequest] = useState(0);
  const issues = checkoutIssues(state, extra);
  const shown = showProblems ? issues : [];
  const shownAt = (target: CheckoutTarget) => issuesAt(shown, target);
  const shownText = (target: CheckoutTarget) => {
    const message = shownAt(target)[0];
    return message ? t(message) : null;
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    const target = firstIssueTarget(issues);
    if (target) focusProblem(target);
    // Only when a refused Place Order asks; the problems are those of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  /** Place Order's check: the problems show from now on; false while there are any. */
  const check = () => {
    setShowProblems(true);
    if (!issues.length) return true;
    // No toast: each problem shows once beside what fixes it, and the focus moves to the first.
    setFocusRequest((value) => value + 1);
    return false;
  };

  return { shownAt, shownText, check };
}
