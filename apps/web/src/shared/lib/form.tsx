import { errorMessages, type MessagePair } from '@portal/contract';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { ErrorCodeText, PairText } from '../components/localized-text';
import { showToast, type ToastPlace } from './notify';

/**
 * A Mantine form validator from a contract schema: each zod issue message is an error code
 * ('REQUIRED', 'PHONE_INVALID', ...) shown as the server would word it, in the UI language.
 * `fieldOf` maps schema paths onto form fields (e.g. latitude → address). First issue wins.
 */
export function zodValidate<Values>(
  schema: z.ZodType,
  options: {
    fieldOf?: Record<string, string>;
    /** Checks the schema cannot express on its own (e.g. password confirmation). */
    extra?: (values: Values) => Record<string, string | undefined>;
  } = {},
): (values: Values) => FormErrors {
  return (values) => {
    const errors: FormErrors = {};
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = String(issue.path[0] ?? '');
        const field = options.fieldOf?.[path] ?? path;
        if (errors[field]) continue;
        errors[field] = <ErrorCodeText code={issue.message} field={field} />;
      }
    }
    const extra = options.extra?.(values) ?? {};
    for (const [field, code] of Object.entries(extra)) {
      if (code && !errors[field]) errors[field] = <ErrorCodeText code={code} field={field} />;
    }
    return errors;
  };
}

/** Moves the focus to the first field in error, in the screen's validation order. */
export function focusFirstError<Values extends object>(
  form: UseFormReturnType<Values>,
  errors: FormErrors,
  order: readonly string[],
): void {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  const node = form.getInputNode(first as never);
  if (node && 'focus' in node) (node as HTMLElement).focus();
}

/**
 * Shows a failed call where the user looks: a server message goes under its field when the
 * form has that field, else above the button; a network failure becomes a toast. The typed
 * values are never reset.
 */
export function showCallError<Values extends object>(
  error: unknown,
  input: {
    form: UseFormReturnType<Values>;
    setAlert: (pair: MessagePair | null) => void;
    place: ToastPlace;
    /** Server field → form field (e.g. latitude → address, mobileno → phone). */
    fieldOf?: Record<string, string>;
    /** Where a message without a field goes, by error code (e.g. INVALID_OTP → otp). */
    fieldOfCode?: Record<string, string>;
    /** Where any other message without a field goes (else a form-level alert). */
    defaultField?: string;
  },
): void {
  if (!isApiError(error)) {
    input.setAlert(errorMessages.INTERNAL);
    return;
  }
  if (error.kind === 'network') {
    showToast({ place: input.place, tone: 'error', message: error.pair });
    return;
  }
  const serverField = error.field;
  const field = serverField
    ? (input.fieldOf?.[serverField] ?? serverField)
    : error.kind === 'business'
      ? ((error.code ? input.fieldOfCode?.[error.code] : undefined) ?? input.defaultField)
      : undefined;
  if (field && field in input.form.getValues()) {
    input.form.setFieldError(field as never, <PairText pair={error.pair} />);
    const node = input.form.getInputNode(field as never);
    if (node && 'focus' in node) (node as HTMLElement).focus();
    return;
  }
  input.setAlert(error.pair);
}
