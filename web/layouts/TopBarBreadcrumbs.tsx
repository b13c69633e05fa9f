import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "../app-context.tsx";
import { useBreadcrumbs } from "../frame/breadcrumbs.tsx";
import classes from "./TopBar.module.css";

/** The trail of the current page, on desktops only (docs/product/screens-and-routes.md); none on the home page. */
export function TopBarBreadcrumbs() {
  const t = useT();
  const trail = useBreadcrumbs();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t("nav.breadcrumb")} className={classes.breadcrumbs} data-testid="breadcrumbs">
      <Breadcrumbs separator="›" separatorMargin={6} classNames={{ root: classes.trail }}>
        {trail.map((crumb) =>
          crumb.to ? (
            <Anchor
              key={`${crumb.to ?? ""}|${crumb.label}`}
              component={Link}
              to={crumb.to}
              size="sm"
              className={classes.crumb}
            >
              {crumb.label}
            </Anchor>
          ) : (
            <Text
              key={`${crumb.to ?? ""}|${crumb.label}`}
              size="sm"
              fw={600}
              truncate
              aria-current="page"
              className={classes.currentCrumb}
            >
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
