import { TRPCClientError } from '@trpc/client';

/**
 * What marks an error on a form: Mantine sets aria-invalid on an input with an error and draws the message
 * in an InputWrapper error; a form-wide refusal is an alert; anything else may say data-form-error.
 */
const ERROR_SELECTOR =
  '[aria-invalid="true"], .mantine-InputWrapper-error, [data-form-error], [role="alert"]';

/** The first error of the form in reading order, or null. */
export function firstFormError(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(ERROR_SELECTOR);
}

/** How many frames to wait for the error React is about to draw (a server's, set in an effect). */
const FRAMES_TO_WAIT = 10;

/**
 * Brings the form's first error into view beside its field and puts the cursor in that field (issue 24
 * item 12): on a phone, a refusal drawn above the screen was never seen. Looks again for a few frames,
 * so that an error React is about to draw is found once it is there.
 */
export function revealFirstError(root: HTMLElement | null, framesLeft = FRAMES_TO_WAIT): void {
  if (!root) return;
  requestAnimationFrame(() => {
    const error = firstFormError(root);
    if (!error) {
      if (framesLeft > 0) revealFirstError(root, framesLeft - 1);
      return;
    }
    const field = error.closest<HTMLElement>('.mantine-InputWrapper-root') ?? error;
    field.scrollIntoView({ block: 'center' });
    const input = field.matches('input, textarea, select')
      ? field
      : field.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button');
    input?.focus({ preventScroll: true });
  });
}

/**
 * The form field a server refusal is about, with its message (already a sentence in the reader's
 * language): the server names the input fields a schema refused, the first being the one its message is
 * about (trpc/init.ts `data.fields`). Null when that is no field of this form: the form's alert shows it.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!(error instanceof TRPCClientError) || !error.message) return null;
  const data: unknown = error.data;
  const named = typeof data === 'object' && data !== null ? Reflect.get(data, 'fields') : null;
  // The message is about the first field named; the others wait for the next try.
  const first = Array.isArray(named) && typeof named[0] === 'string' ? named[0].split('.')[0] : undefined;
  const field = fields.find((f) => f === first);
  return field ? { field, message: error.message } : null;
}
