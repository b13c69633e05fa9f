import { Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTimeout } from "@mantine/hooks";
import { useState } from "react";
import { useT } from "../../app-context.tsx";
import { copyText } from "../../clipboard.ts";
import { CheckIcon } from "../../components/icons/pages.tsx";
import { toast } from "../../feedback/toast.tsx";
import classes from "./CheckoutPage.module.css";
import { CopyIcon } from "./checkout-icons.tsx";

interface CopyRowProps {
  label: string;
  /** What is shown (a formatted amount). */
  display: string;
  /** What is copied (the plain digits a banking app accepts); the display when absent. */
  value?: string;
  /** The reference code and the amount stand out: they must be typed exactly. */
  emphasis?: boolean;
  testId?: string;
}

/** One line of the transfer details; the whole line is the copy button, easy to tap on a phone. */
export function CopyRow({ label, display, value, emphasis = false, testId }: CopyRowProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  // The tick shows for two seconds after the last copy.
  const { start, clear } = useTimeout(() => setCopied(false), 2_000);

  const copy = async () => {
    if (await copyText(value ?? display)) {
      setCopied(true);
      clear();
      start();
      toast.success(t("success.copied"));
    } else {
      toast.error(t("errors.copyFailed"));
    }
  };

  return (
    <UnstyledButton
      className={classes.copyRow}
      data-emphasis={emphasis || undefined}
      onClick={() => void copy()}
    >
      <span className={classes.copyText}>
        <Text component="span" size="xs" c="dimmed" className={classes.copyLabel}>
          {label}
        </Text>
        <Text component="span" className={classes.copyValue} data-testid={testId}>
          {display}
        </Text>
      </span>
      <span className={classes.copyIcon} data-copied={copied || undefined}>
        {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
        {/* The name says what the row does, after what it shows ("Amount 742.500đ Copy"). */}
        <VisuallyHidden>{t("actions.copy")}</VisuallyHidden>
      </span>
    </UnstyledButton>
  );
}
