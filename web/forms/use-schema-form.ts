import { type createFormContext, useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { type FormEvent, type RefObject, useMemo, useRef, useState } from "react";
import { z } from "zod";
import type { Locale } from "../../shared/constants.ts";
import { translateIssue } from "../../shared/schemas/common.ts";
import { ApiError } from "../api/client.ts";
import { useLocale } from "../app-context.tsx";

/**
 * THE way to build a form: a Mantine form (uncontrolled: typing does not re-render the page)
 * validated by a shared zod schema, one definition of every payload for the browser and the
 * server. It adds what every form here needs:
 * - the messages at the fields in the reader's language (the shared schemas carry catalogue
 *   keys, not sentences), first issue of each field only;
 * - after a first submit, the messages follow what the reader types;
 * - on submit, the keyboard moves to the first field to fix; the handler receives the
 *   schema's OUTPUT (trimmed, lower-cased...);
 * - the server's VALIDATION issues put back at their fields (`form.setErrors`); any other
 *   failure (a refused token, a rate limit, a network failure) becomes `formError`, shown
 *   above the buttons with `FormAlert`;
 * - `dirty`: whether a value differs from the initial ones (a Save that waits for a change).
 *
 * Inputs take `key={form.key(name)} {...form.getInputProps(name)}`; a controlled input (a
 * record picker) reads `form.getValues()` and writes with `form.setFieldValue`, which redraws
 * the form. The `<form>` element takes `ref={form.formRef} noValidate onSubmit={...}`.
 */

type Values = Record<string, unknown>;

// @mantine/form's index re-exports its type names from "./types" without an extension, which
// `nodenext` does not resolve; the form type is read off `createFormContext` instead.
type Errors = ReturnType<ReturnType<typeof zod4Resolver>>;
type MantineForm<V extends Values, Out> = ReturnType<
  ReturnType<typeof createFormContext<V, Out, (values: V) => Errors>>[1]
>;

export type SchemaForm<V extends Values, Out> = Omit<MantineForm<V, Out>, "onSubmit" | "reset"> & {
  formRef: RefObject<HTMLFormElement | null>;
  /** The failure no field shows, in the reader's language, or null. */
  formError: string | null;
  dirty: boolean;
  /** Validates, then runs the handler with the schema's output; see above for failures. */
  onSubmit: (handler: (data: Out) => Promise<void>) => (event?: FormEvent) => void;
  /** Back to the initial values (or to new ones), without messages. */
  reset: (values?: V) => void;
};

/** The field an issue path belongs to: "items.2.name" is shown at "items". */
const fieldOf = (path: string) => path.split(".")[0] ?? "";

/**
 * The schema behind a check that words each issue in the locale and puts it at its top-level
 * field, so that the resolver, which shows an issue's message as it is, shows ours.
 */
function localized(schema: z.ZodType, locale: Locale) {
  return z.unknown().superRefine((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({
        code: "custom",
        path: issue.path.slice(0, 1),
        message: translateIssue(locale, issue),
        input: issue.input,
      });
    }
  });
}

/** Moves the keyboard to the first field (in page order) the reader has to fix. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, unknown>) {
  if (!form) return;
  for (const element of Array.from(form.querySelectorAll<HTMLElement>("[data-path],[name]"))) {
    const name = element.getAttribute("data-path") ?? element.getAttribute("name");
    if (name && errors[name]) {
      element.focus();
      return;
    }
  }
}

export function useSchemaForm<S extends z.ZodType<unknown, Values>>(
  schema: S,
  initialValues: z.input<S>,
): SchemaForm<z.input<S>, z.output<S>> {
  type V = z.input<S>;
  type Out = z.output<S>;
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const submitted = useRef(false);
  const self = useRef<MantineForm<V, Out> | null>(null);
  const validate = useMemo(
    () => zod4Resolver(localized(schema, locale), { errorPriority: "first" }),
    [schema, locale],
  );

  const form = useForm<V, Out>({
    mode: "uncontrolled",
    initialValues,
    validate,
    transformValues: (values) => schema.parse(values),
    // Errors are recomputed below, after a first submit; clearing them on change would also
    // wipe those of the fields not being typed into.
    clearInputErrorOnChange: false,
    onValuesChange: () => {
      const current = self.current;
      if (!current) return;
      setDirty(current.isDirty());
      if (submitted.current) current.validate();
    },
  });
  self.current = form;

  /** The server's field issues at their fields, the rest above the buttons. */
  const showFailure = (error: unknown) => {
    const issues = (error instanceof ApiError && error.details.issues) || [];
    const values = form.getValues();
    const isField = (path: string) => Object.hasOwn(values, fieldOf(path));
    const fieldErrors: Record<string, string> = {};
    for (const issue of issues) {
      if (isField(issue.path)) fieldErrors[fieldOf(issue.path)] ??= issue.message;
    }
    if (Object.keys(fieldErrors).length > 0) {
      form.setErrors(fieldErrors);
      focusFirstError(formRef.current, fieldErrors);
    }
    const rest = issues.filter((issue) => !isField(issue.path));
    if (Object.keys(fieldErrors).length === 0 || rest.length > 0) {
      const text = rest.map((issue) => issue.message).join(" ");
      setFormError(text || (error instanceof Error ? error.message : String(error)));
    }
  };

  const onSubmit = (handler: (data: Out) => Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (form.submitting) return;
    submitted.current = true;
    setFormError(null);
    form.onSubmit(
      (data) => handler(data).catch(showFailure),
      (errors) => focusFirstError(formRef.current, errors),
    )();
  };

  const reset = (values?: V) => {
    submitted.current = false;
    if (values) form.setInitialValues(values);
    form.reset();
    setFormError(null);
    setDirty(false);
  };

  return { ...form, formRef, formError, dirty, onSubmit, reset };
}
