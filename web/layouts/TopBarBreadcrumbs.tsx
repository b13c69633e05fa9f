import { Anchor, Breadcrumbs, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "../app-context.tsx";
import { HomeIcon } from "../components/icons/index.tsx";
import { useBreadcrumbs } from "../frame/breadcrumbs.tsx";
import classes from "./TopBar.module.css";

/** A section's name this short ("Khóa học", "Promotions") is never cut: "Khó…" says nothing. */
const WHOLE_CRUMB_CHARS = 12;

/**
 * The trail of the current page, on desktops only (docs/product/screens-and-routes.md); none on
 * the home page. "Home" is a house icon (its name still read out): the room the navigation
 * leaves is ~190 px at 1280 px, and three worded crumbs all ended in ellipses there.
 */
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
              className={
                crumb.to === "/"
                  ? classes.homeCrumb
                  : crumb.label.length <= WHOLE_CRUMB_CHARS
                    ? classes.wholeCrumb
                    : classes.crumb
              }
            >
              {crumb.to === "/" ? (
                <>
                  <HomeIcon size={16} />
                  <VisuallyHidden>{crumb.label}</VisuallyHidden>
                </>
              ) : (
                crumb.label
              )}
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
