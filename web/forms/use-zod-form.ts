import { type FormEvent, type RefObject, useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { translateIssue } from "../../shared/schemas/common.ts";
import { ApiError } from "../api/client.ts";
import "./zod-jitless.ts";
import { useLocale } from "../app-context.tsx";

/**
 * A small form state over a shared zod schema (DESIGN.md: one definition of every payload):
 * values, the message of each invalid field in the reader's language, and a submit that
 * validates first, then runs the call and puts the server's VALIDATION issues back at their
 * fields. Any other failure becomes `formError`, shown above the buttons.
 */

type Values = Record<string, unknown>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface ZodForm<V extends Values, Out> {
  values: V;
  errors: FieldErrors<V>;
  formError: string | null;
  submitting: boolean;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Props for a Mantine input bound to a text field. */
  field: <K extends keyof V & string>(
    name: K,
  ) => {
    name: K;
    value: V[K];
    error: string | undefined;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
  onSubmit: (handler: (data: Out) => Promise<void>) => (event?: FormEvent) => void;
  reset: (values?: V) => void;
  setErrors: (errors: FieldErrors<V>) => void;
}

function issuesToErrors<V>(issues: readonly { path: string; message: string }[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.split(".")[0] ?? "";
    errors[name] ??= issue.message;
  }
  return errors as FieldErrors<V>;
}

/** Moves the keyboard to the first field the reader has to fix. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, unknown>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

export function useZodForm<S extends z.ZodType<unknown, Values>>(
  schema: S,
  initialValues: z.input<S>,
): ZodForm<z.input<S>, z.output<S>> & { formRef: RefObject<HTMLFormElement | null> } {
  type V = z.input<S>;
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const validate = useCallback(
    (next: V): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<V> } => {
      const result = schema.safeParse(next);
      if (result.success) return { ok: true, data: result.data };
      return {
        ok: false,
        errors: issuesToErrors(
          result.error.issues.map((issue) => ({
            path: issue.path.map(String).join("."),
            message: translateIssue(locale, issue),
          })),
        ),
      };
    },
    [schema, locale],
  );

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first submit, the messages follow what the reader types.
    if (submitted.current) {
      const check = validate(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValue(name, event.currentTarget.value as V[K]),
  });

  const onSubmit = (handler: (data: z.output<S>) => Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    submitted.current = true;
    setFormError(null);
    const check = validate(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError(formRef.current, check.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    handler(check.data)
      .catch((error: unknown) => {
        const issues = (error instanceof ApiError && error.details.issues) || [];
        const isField = (path: string) => Object.hasOwn(values, path.split(".")[0] ?? "");
        const fieldIssues = issues.filter((issue) => isField(issue.path));
        if (fieldIssues.length > 0) {
          const fieldErrors = issuesToErrors<V>(fieldIssues);
          setErrors(fieldErrors);
          focusFirstError(formRef.current, fieldErrors);
        }
        // What no field shows (a refused token, a rate limit, a network failure) goes on top.
        const rest = issues.filter((issue) => !isField(issue.path));
        if (fieldIssues.length === 0 || rest.length > 0) {
          const text = rest.map((issue) => issue.message).join(" ");
          setFormError(text || (error instanceof Error ? error.message : String(error)));
        }
      })
      .finally(() => setSubmitting(false));
  };

  const reset = (next: V = initialValues) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return {
    values,
    errors,
    formError,
    submitting,
    setValue,
    field,
    onSubmit,
    reset,
    setErrors,
    formRef,
  };
}
