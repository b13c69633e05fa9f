import { Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "../../app-context.tsx";
import { CheckIcon } from "../../components/icons/index.tsx";
import { toast } from "../../feedback/toast.tsx";
import classes from "./CheckoutPage.module.css";
import { CopyIcon } from "./checkout-icons.tsx";

/** Copies text to the clipboard: the async API, else the selection fallback of older browsers. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = classes.offscreen ?? "";
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

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

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(value ?? display)) {
      setCopied(true);
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
