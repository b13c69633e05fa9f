import { Alert } from "@mantine/core";
import { ErrorIcon } from "../components/icons/pages.tsx";

/** A form's own failure (not one field's): shown above its buttons, announced to readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
