// The admission form's field errors beside Formik's own: the messages the server sent back for fields (and "it is
// required" for a missing upload), shown on the fields through ServerErrorsContext until the field changes, and
// which fields show an error (touched, or after a submit).
import { useCallback, useMemo, useState } from 'react';
import { getIn, setIn, useFormikContext, type FormikTouched } from 'formik';
import type { FormValues } from '../form-model';
import { formFieldOf } from './form-start';

export function useFieldErrors() {
  const { errors, touched, submitCount, setTouched } = useFormikContext<FormValues>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const clearServerError = useCallback(
    (field: string) =>
      setServerErrors((e) => {
        if (!(field in e)) return e;
        const next = { ...e };
        delete next[field];
        return next;
      }),
    [],
  );
  const serverContext = useMemo(
    () => ({ errors: serverErrors, clear: clearServerError }),
    [serverErrors, clearServerError],
  );

  /** The server's field errors (its field names, a list of messages each) in place of those shown; returns them by the form's names. */
  const showServerErrors = (fieldErrors: Record<string, string[]>) => {
    const mapped: Record<string, string> = {};
    for (const [k, list] of Object.entries(fieldErrors)) {
      if (list?.[0]) mapped[formFieldOf(k)] = list[0];
    }
    setServerErrors(mapped);
    return mapped;
  };

  const touchFields = useCallback(
    (fields: readonly string[]) => {
      let next: FormikTouched<FormValues> = touched;
      for (const f of fields) next = setIn(next, f, true);
      void setTouched(next, false);
    },
    [touched, setTouched],
  );

  /** Whether a field shows an error: the server's, or Formik's once the field was touched or the form submitted. */
  const shownError = (field: string) =>
    !!serverErrors[field] || (!!getIn(errors, field) && (!!getIn(touched, field) || submitCount > 0));

  return { serverErrors, setServerErrors, clearServerError, serverContext, showServerErrors, touchFields, shownError };
}

export type FieldErrors = ReturnType<typeof useFieldErrors>;
