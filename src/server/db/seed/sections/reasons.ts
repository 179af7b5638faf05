import { automatedMessageSpecs, cancellationReasonSpecs, refundReasonSpecs } from '../data/core';
import { tr } from '../helpers';
import type { SeedRows } from '../rows';

/** Cancellation and refund reasons, and the chat's automated messages. */
export function buildReasons(): Pick<
  SeedRows,
  'cancellationReasons' | 'refundReasons' | 'automatedMessages'
> {
  return {
    cancellationReasons: cancellationReasonSpecs.map((c, i) => ({
      id: i + 1,
      reason: c.reason[0],
      user_type: c.userType,
      translations: tr({ reason: c.reason }),
    })),
    refundReasons: refundReasonSpecs.map((r, i) => ({
      id: i + 1,
      reason: r[0],
      translations: tr({ reason: r }),
    })),
    automatedMessages: automatedMessageSpecs.map((m, i) => ({
      id: i + 1,
      message: m[0],
      translations: tr({ message: m }),
    })),
  };
}
