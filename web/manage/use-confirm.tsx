import { Button, Group, Modal, Text } from "@mantine/core";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useT } from "../app-context.tsx";

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** A destructive or hard-to-undo action: the confirm button is red. */
  danger?: boolean;
}

/**
 * A confirmation dialog as a promise: `if (await confirm({...})) act()`. Returns the function and
 * the dialog element the screen renders once.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  const t = useT();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <Modal
      opened={options !== null}
      onClose={() => answer(false)}
      title={options?.title}
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
      data-testid="confirm-dialog"
    >
      <Text size="sm">{options?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => answer(false)}>
          {t("actions.cancel")}
        </Button>
        <Button
          color={options?.danger ? "red" : undefined}
          onClick={() => answer(true)}
          data-autofocus
        >
          {options?.confirmLabel ?? t("actions.confirm")}
        </Button>
      </Group>
    </Modal>
  );
  return { confirm, dialog };
}
