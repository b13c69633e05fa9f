import { Container, Text } from "@mantine/core";
import { Link } from "react-router";
import { FOOTER_LINKS as LINKS } from "../../shared/routes.ts";
import { useAppData, useT } from "../app-context.tsx";
import { Brand } from "../components/Brand.tsx";
import { MAIN_NAV } from "./main-nav.ts";
import classes from "./SiteFooter.module.css";

// The four article links of docs/product/screens-and-routes.md, through the routes docs/product/content.md "Fixed pages" gives three of them
// (/terms-and-conditions, /privacy-policy, /help); the names double as message keys.

export function SiteFooter() {
  const t = useT();
  const { siteName } = useAppData();
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container>
        <div className={classes.top}>
          <div className={classes.about}>
            <Brand />
            <Text size="sm" c="dimmed" mt="sm">
              {t("meta.siteTagline")}
            </Text>
          </div>
          <ul className={`${classes.links} ${classes.sections}`} data-testid="footer-sections">
            {MAIN_NAV.map((item) => (
              <li key={item.key}>
                <Link to={item.path} className={classes.link}>
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className={classes.links}>
            {LINKS.map((link) => (
              <li key={link.name}>
                <Link to={link.path} className={classes.link}>
                  {t(`footer.${link.name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className={classes.bottom}>
          <Text size="xs" c="dimmed">
            {t("footer.copyright", { year: new Date().getFullYear(), siteName })}
          </Text>
        </div>
      </Container>
    </footer>
  );
}
