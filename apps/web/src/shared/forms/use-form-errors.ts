import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { revealFirstError, serverFieldError } from './form-errors';

/**
 * Errors of a long form where a person sees them (issue 24 item 12): a failed check, or a server refusal
 * about one of the form's fields, is drawn beside that field and scrolled into view; any other refusal
 * goes to the form's alert, which is scrolled into view too. Put `ref` on the <form> (or on what holds it
 * and its alert), pass `onInvalid` as form.onSubmit's second argument and show `alertError` in the alert.
 */
export function useFormErrors<V extends object, E extends HTMLElement = HTMLFormElement>(
  form: Pick<UseFormReturnType<V>, 'values' | 'setFieldError'>,
  serverError: unknown,
) {
  const ref = useRef<E>(null);
  const fieldError = serverFieldError(serverError, Object.keys(form.values) as (keyof V & string)[]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for each new refusal
  useEffect(() => {
    if (!serverError) return;
    if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
    revealFirstError(ref.current);
  }, [serverError]);
  return {
    ref,
    alertError: fieldError ? null : serverError,
    onInvalid: () => revealFirstError(ref.current),
  };
}
