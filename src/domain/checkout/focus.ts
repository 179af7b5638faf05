/**
 * Where the focus goes when a form or the checkout refuses to go on (keyboard and screen-reader
 * users land on what to fix, with its message). Pure.
 */

/** The first field, in the form's order, that has an error; null when none has. */
export function firstInvalidField<Name extends string>(
  order: readonly Name[],
  errors: Partial<Record<string, unknown>>,
): Name | null {
  return order.find((name) => Boolean(errors[name])) ?? null;
}
