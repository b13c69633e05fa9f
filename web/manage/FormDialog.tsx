import { Button, Group, Modal, Stack } from "@mantine/core";
import type { FormEvent, ReactNode, RefObject } from "react";
import { useT } from "../app-context.tsx";
import { FormAlert } from "../forms/FormAlert.tsx";

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form's submit, from `useSchemaForm(...).onSubmit(...)`. */
  onSubmit: (event?: FormEvent) => void;
  formRef: RefObject<HTMLFormElement | null>;
  submitting: boolean;
  formError: string | null;
  submitLabel?: string;
  /** Mantine's modal size: "lg" for a long form. */
  size?: string;
  /** Beside the buttons, on the left (a preview link). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A management form in a dialog: fields with their messages, the form's error, Cancel / Save. */
export function FormDialog(props: FormDialogProps) {
  const { opened, onClose, title, onSubmit, formRef, submitting, formError, submitLabel } = props;
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
