import { Button, Container, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { buildPath } from "../../../../shared/routes.ts";
import { useAppData, useT } from "../../../app-context.tsx";
import { ArrowRightIcon } from "../../../components/icons/index.tsx";
import { LogoMark } from "../../../components/LogoMark.tsx";
import classes from "./Hero.module.css";
import { HeroArt } from "./HeroArt.tsx";

/** The first screen of the home page: who we are, what we promise, where to go next. */
export function Hero() {
  const t = useT();
  const { siteName, account } = useAppData();
  return (
    <section className={classes.hero} data-testid="home-hero">
      <Container>
        <div className={classes.grid}>
          <div>
            <span className={classes.eyebrow}>
              <LogoMark size={24} />
              {siteName}
            </span>
            <Title order={1} className={classes.title}>
              {t("meta.siteTagline")}
            </Title>
            <Text className={classes.lead}>{t("meta.defaultDescription")}</Text>
            <div className={classes.actions}>
              <Button
                component={Link}
                to={buildPath("course_discovery")}
                size="lg"
                radius="xl"
                rightSection={<ArrowRightIcon />}
              >
                {t("nav.course_discovery")}
              </Button>
              {!account && (
                <Button
                  component={Link}
                  to={buildPath("register")}
                  size="lg"
                  radius="xl"
                  variant="default"
                >
                  {t("nav.createAccount")}
                </Button>
              )}
            </div>
          </div>
          <HeroArt className={classes.art} />
        </div>
      </Container>
    </section>
  );
}
