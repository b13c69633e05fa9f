import { Button, Group, Modal, Stack } from "@mantine/core";
import type { FormEvent, ReactNode, RefObject } from "react";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { useT } from "../app-context.tsx";
import { toast } from "../feedback/toast.tsx";
import { FormAlert } from "../forms/FormAlert.tsx";

/** What the dialog reads of its form (`useSchemaForm`): the element, the wait, the error. */
interface DialogForm {
  formRef: RefObject<HTMLFormElement | null>;
  submitting: boolean;
  formError: string | null;
}

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form's submit, from `useSchemaForm(...).onSubmit(...)`. */
  onSubmit: (event?: FormEvent) => void;
  form: DialogForm;
  submitLabel?: string;
  /** Mantine's modal size: "lg" for a long form. */
  size?: string;
  /** Beside the buttons, on the left (a preview link). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A management form in a dialog: fields with their messages, the form's error, Cancel / Save. */
export function FormDialog(props: FormDialogProps) {
  const { opened, onClose, title, onSubmit, submitLabel } = props;
  const { formRef, submitting, formError } = props.form;
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      size={props.size}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {props.children}
          <FormAlert message={formError} />
          <Group justify="flex-end">
            {props.extra}
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel ?? t("actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The end of a successful save in a dialog: the toast ("… added successfully" or "Your changes
 * have been saved successfully"), the list refetched, the dialog closed. A failed save throws
 * before, and the form shows the server's messages at its fields.
 */
export function useSaveAndClose(options: {
  success: MessageKey;
  onSaved: () => void;
  onClose: () => void;
}): (saving: Promise<unknown>) => Promise<void> {
  const t = useT();
  return async (saving) => {
    await saving;
    toast.success(t(options.success));
    options.onSaved();
    options.onClose();
  };
}
