import type { FormikProps } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit attempt that failed validation, moves focus to the first invalid field (in the
 * order given, which is the visual order). Server errors are focused by ErrorAlert instead.
 */
export function useFocusInvalidField<Values>(
  formik: Pick<FormikProps<Values>, 'submitCount' | 'isSubmitting' | 'errors'>,
  formRef: RefObject<HTMLFormElement | null>,
  order: readonly string[],
) {
  const handled = useRef(0);
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const invalid = errors as Record<string, unknown>;
    const first = order.find((name) => Boolean(invalid[name]));
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [submitCount, isSubmitting, errors, formRef, order]);
}
