import type { MessagePair } from '@portal/contract';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { ErrorCodeText, PairText } from '../components/localized-text';
import { commonErrorTexts, errorText } from '../i18n/error-texts';
import { takeOverDrawnForm } from './early-input';
import { showToast, type ToastPlace } from './notify';

/** Mantine's bound on form values: any object type, interfaces included. */
export type FormValues = NonNullable<NonNullable<Parameters<typeof useForm>[0]>['initialValues']>;

/** A problem to place: where it was found (a schema path or the server's `field`) and its code. */
export interface FormProblem {
  field: string | undefined;
  code: string | undefined;
}

export interface ContractFormOptions<Values extends FormValues, Schema extends z.ZodType, Result> {
  initialValues: Values;
  /**
   * The contract's schema of the call: checked on submit, before any request (the server runs the
   * same check). Its issue messages are error codes, shown in the UI language.
   */
  schema: Schema;
  /** What the schema checks when it is not the values as typed (e.g. the wire fields). */
  toRequest?: (values: Values) => unknown;
  /** Checks only the screen knows (a password confirmation): form field → error code. */
  extraChecks?: (values: Values) => Partial<Record<string, string>>;
  /**
   * The form field a problem goes under (a schema issue or a server refusal), or nothing for the
   * alert above the button. By default the field of the same name, when the form has it.
   */
  fieldOf?: (problem: FormProblem) => string | null | undefined;
  /** The input that takes the focus for a field in error (e.g. the first row of a list). */
  focusPathOf?: (field: string) => string;
  /**
   * The auth screens ('auth') or the back-office ('app'): where toasts go, and whether problems
   * are toasts too. In the back-office a problem is also a 2-second toast (the form is long and
   * the field may be out of view); on the auth screens it only shows under its field.
   */
  place: ToastPlace;
  /** The call, with the schema's output and the values as typed (or, with no call, the result). */
  submit: (data: z.output<Schema>, values: Values) => Promise<Result> | Result;
  /** The text of the success toast, when there is one. */
  successMessage?: (result: Result) => MessagePair | null | undefined;
  /** After a success (and its toast): navigate, reset the form, tell the parent, ... */
  onSuccess?: (
    result: Result,
    context: { data: z.output<Schema>; values: Values; form: UseFormReturnType<Values> },
  ) => void;
}

const sameName = (problem: FormProblem) => problem.field;

/**
 * A form ruled by a contract schema, the one way every form of the app submits:
 *
 * 1. On submit, the schema checks the values (then `extraChecks`). Each problem goes under its
 *    field (the first one per field), or into the alert above the button; the focus moves to the
 *    first field in error; nothing is sent.
 * 2. One call at a time: a second submit while the call runs is ignored (`submitting` is true).
 * 3. A refusal of the server goes under the field it names (`field`, or what `fieldOf` makes of
 *    its `code`), else into the alert; a network failure is a toast. Typed values are kept. A 401
 *    on a partner call shows nothing: the app is signing out.
 * 4. A success shows `successMessage` as a toast, then runs `onSuccess`.
 */
export function useContractForm<Values extends FormValues, Schema extends z.ZodType, Result>(
  options: ContractFormOptions<Values, Schema, Result>,
) {
  const form = useForm<Values>({ initialValues: options.initialValues });
  const [alert, setAlert] = useState<MessagePair | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const { place } = options;

  // A public form arrives drawn before the app runs (main.tsx): what the visitor types meanwhile
  // stays on screen through hydration, but not in the form's values, and the next render would
  // wipe it. Once, on mount, such typing becomes the values: a text field whose markup still
  // shows its initial value (its `defaultValue`) but now holds something else was typed into.
  // A form submitted before the app ran (early-input.ts) is then sent, with those values.
  useEffect(() => {
    if (!document.getElementById('root')?.dataset.prerendered) return;
    const typed: Record<string, string> = {};
    let formElement: HTMLFormElement | null = null;
    for (const [field, initial] of Object.entries(form.getValues())) {
      if (typeof initial !== 'string') continue;
      const node = form.getInputNode(field as never);
      if (!(node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)) continue;
      formElement ??= node.form;
      if (node.defaultValue === initial && node.value !== initial) typed[field] = node.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<Values>);
    takeOverDrawnForm(formElement);
    // Only what was typed before the first render is adopted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const formFieldOf = (problem: FormProblem): string | null => {
    const field = (options.fieldOf ?? sameName)(problem);
    return field && field in form.getValues() ? field : null;
  };

  /** Focuses the first of these fields that has an input. */
  const focusFirst = (fields: readonly string[]): void => {
    for (const field of fields) {
      const node = form.getInputNode((options.focusPathOf?.(field) ?? field) as never);
      if (node && 'focus' in node) {
        (node as HTMLElement).focus();
        return;
      }
    }
  };

  /** The schema's problems with these values, in the contract's order; the parsed data when none. */
  const check = (values: Values) => {
    const result = options.schema.safeParse(options.toRequest ? options.toRequest(values) : values);
    const problems: Array<{ path: string; code: string }> = result.success
      ? []
      : result.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), code: issue.message }));
    for (const [path, code] of Object.entries(options.extraChecks?.(values) ?? {})) {
      if (code) problems.push({ path, code });
    }
    return { problems, data: result.success ? (result.data as z.output<Schema>) : undefined };
  };

  const showProblems = (problems: Array<{ path: string; code: string }>): void => {
    const placed = problems.map(({ path, code }) => {
      const field = formFieldOf({ field: path || undefined, code });
      return { field, code, pair: errorText(code, field ?? path) };
    });
    const errors: FormErrors = {};
    for (const { field, code } of placed) {
      if (field && !errors[field]) errors[field] = <ErrorCodeText code={code} field={field} />;
    }
    form.setErrors(errors);
    setAlert(placed.find((problem) => !problem.field)?.pair ?? null);
    focusFirst(Object.keys(errors));
    const first = placed[0];
    if (place === 'app' && first) showToast({ place, tone: 'error', message: first.pair });
  };

  const showFailure = (error: unknown): void => {
    if (!isApiError(error)) {
      setAlert(commonErrorTexts.INTERNAL);
      return;
    }
    if (error.handledBySignOut) return;
    if (error.kind === 'network') {
      showToast({ place, tone: 'error', message: error.pair });
      return;
    }
    const field =
      error.kind === 'business' || error.field ? formFieldOf({ field: error.field, code: error.code }) : null;
    if (!field) {
      setAlert(error.pair);
      return;
    }
    form.setFieldError(field as never, <PairText pair={error.pair} />);
    focusFirst([field]);
    if (place === 'app') showToast({ place, tone: 'error', message: error.pair });
  };

  const succeed = (result: Result, data: z.output<Schema>, values: Values): void => {
    const message = options.successMessage?.(result);
    if (message) showToast({ place, tone: 'success', message });
    options.onSuccess?.(result, { data, values, form });
  };

  const run = (): void => {
    if (inFlight.current) return;
    setAlert(null);
    form.clearErrors();
    const values = form.getValues();
    const { problems, data } = check(values);
    if (problems.length > 0 || data === undefined) {
      showProblems(problems);
      return;
    }
    const outcome = options.submit(data, values);
    // Nothing to send (a form that only checks and moves on): done at once.
    if (!(outcome instanceof Promise)) {
      succeed(outcome, data, values);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    outcome
      .then((result) => succeed(result, data, values))
      .catch(showFailure)
      .finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
  };

  return {
    form,
    /** The form's `onSubmit`. */
    onSubmit: (event?: FormEvent) => {
      event?.preventDefault();
      run();
    },
    /** A problem with no field to go under, for a `FormAlert` above the button. */
    alert,
    /** A call is running: the submit button shows it and further submits are ignored. */
    submitting,
  };
}
