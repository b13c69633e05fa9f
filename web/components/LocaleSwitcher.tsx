import { useId, useState } from "react";
import { LOCALES, type Locale } from "../../shared/constants.ts";
import { useAccount } from "../account/account-query.ts";
import { useAppData, useT } from "../app-context.tsx";
import { switchLocale } from "../locale-switch.ts";
import classes from "./LocaleSwitcher.module.css";

/**
 * vi | en; picking the other one reloads the page in that language. Native radio buttons in a
 * radio group: arrow keys, focus and screen readers work as everywhere, for a fraction of the
 * weight of a segmented-control component on the first screen.
 */
export function LocaleSwitcher({ size = "xs" }: { size?: "xs" | "sm" }) {
  const { locale } = useAppData();
  const signedIn = useAccount() !== null;
  const t = useT();
  const name = useId();
  // Shows the choice at once while the reload is under way.
  const [value, setValue] = useState<Locale>(locale);
  return (
    <div
      role="radiogroup"
      aria-label={t("common.language")}
      className={classes.group}
      data-size={size}
    >
      {LOCALES.map((code) => (
        <label key={code} className={classes.option} title={t(`enums.locale.${code}`)}>
          <input
            type="radio"
            name={name}
            value={code}
            checked={value === code}
            className={classes.input}
            onChange={() => {
              if (code === locale) return;
              setValue(code);
              void switchLocale(code, signedIn);
            }}
          />
          <span className={classes.label}>{code.toUpperCase()}</span>
        </label>
      ))}
    </div>
  );
}
