import { Link } from "react-router";
import { useAppData } from "../app-context.tsx";
import classes from "./Brand.module.css";
import { LogoMark } from "./LogoMark.tsx";

/** Logo mark and site name, linking home. */
export function Brand() {
  const { siteName } = useAppData();
  return (
    <Link to="/" className={classes.brand} aria-label={siteName}>
      <LogoMark size={36} />
      <span className={classes.name}>{siteName}</span>
    </Link>
  );
}
