import { getIn, type FormikProps } from 'formik';

type Translate = (key: string) => string;

/**
 * The props a TextField needs from formik. Errors show once the field was touched or a submit was
 * tried; the TextField links the helper text to its control with aria-describedby.
 */
export function textFieldProps<Values>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
  t: Translate,
) {
  const error = getIn(formik.errors, name) as string | undefined;
  const shown = Boolean(error) && (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0);
  return {
    id: `field-${name}`,
    name,
    value: (getIn(formik.values, name) as string | undefined) ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown,
    helperText: shown && error ? t(error) : undefined,
  };
}
