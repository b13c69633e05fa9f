import { Button, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useT } from "../app-context.tsx";
import classes from "./ErrorScreen.module.css";
import { ArrowLeftIcon } from "./icons/index.tsx";

interface ErrorScreenProps {
  /** A large decorative code such as 404; omitted when it would mean nothing to the reader. */
  code?: string;
  title: string;
  text: string;
  /** Replaces the Go back button. */
  action?: ReactNode;
}

/** The shared look of the error pages (docs/product/validation-and-errors.md "Error catalogue"), each with a Go back button. */
export function ErrorScreen({ code, title, text, action }: ErrorScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => {
    // A first page opened from outside has nothing to go back to inside the site.
    if (window.history.length > 1) navigate(-1);
    else navigate("/");
  };
  return (
    <section className={classes.root} data-testid="error-screen">
      <div className={classes.inner}>
        {code && (
          <div className={classes.code} aria-hidden="true">
            {code}
          </div>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        {action ?? (
          <Button mt="sm" size="md" radius="xl" leftSection={<ArrowLeftIcon />} onClick={goBack}>
            {t("actions.goBack")}
          </Button>
        )}
      </div>
    </section>
  );
}
