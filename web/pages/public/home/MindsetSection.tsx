import { Container, Text } from "@mantine/core";
import { useT } from "../../../app-context.tsx";
import classes from "./sections.module.css";

/** The two-line quote and the message under it (docs/product/screens-and-routes.md "Home page"). */
export function MindsetSection() {
  const t = useT();
  return (
    <section className={classes.section} data-testid="home-mindset">
      <Container>
        <div className={classes.mindset}>
          <svg
            className={classes.quoteMark}
            width="44"
            height="36"
            viewBox="0 0 44 36"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M0 36V21.6C0 9.8 6 2.6 18 0l2 5.4C13.6 7.5 10.4 11.5 10 17h8v19zm24 0V21.6C24 9.8 30 2.6 42 0l2 5.4c-6.4 2.1-9.6 6.1-10 11.6h8v19z" />
          </svg>
          <blockquote className={classes.quote}>
            <p>{t("home.mindset.quoteLine1")}</p>
            <p className={classes.quoteAccent}>{t("home.mindset.quoteLine2")}</p>
          </blockquote>
          <Text className={classes.message}>{t("home.mindset.message")}</Text>
        </div>
      </Container>
    </section>
  );
}
