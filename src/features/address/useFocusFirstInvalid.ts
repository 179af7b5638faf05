import type { FormikErrors } from 'formik';
import { useEffect, useRef } from 'react';
import { firstInvalidField } from '@/domain/checkout/focus';

/**
 * After a refused submit, the focus moves to the first invalid field (in the form's order), whose
 * message is its description: keyboard and screen-reader users land on what to fix. The fields
 * carry the ids `textFieldProps` gives them (`field-<name>`).
 */
export function useFocusFirstInvalid<Values>(
  formik: {
    submitCount: number;
    isSubmitting: boolean;
    isValidating: boolean;
    errors: FormikErrors<Values>;
  },
  order: readonly string[],
) {
  const { submitCount, isSubmitting, isValidating, errors } = formik;
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const name = firstInvalidField(order, errors as Partial<Record<string, unknown>>);
    if (name) document.getElementById(`field-${name}`)?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, order]);
}
