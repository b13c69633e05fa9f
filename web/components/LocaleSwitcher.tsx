import { SegmentedControl } from "@mantine/core";
import { useState } from "react";
import { LOCALES, type Locale } from "../../shared/constants.ts";
import { useAppData, useT } from "../app-context.tsx";
import { switchLocale } from "../locale-switch.ts";

/** vi | en; picking the other one reloads the page in that language. */
export function LocaleSwitcher({ size = "xs" }: { size?: "xs" | "sm" }) {
  const { locale, account } = useAppData();
  const t = useT();
  // Shows the choice at once while the reload is under way.
  const [value, setValue] = useState<Locale>(locale);
  return (
    <SegmentedControl
      size={size}
      radius="xl"
      aria-label={t("common.language")}
      value={value}
      data={LOCALES.map((code) => ({
        value: code,
        label: <span title={t(`enums.locale.${code}`)}>{code.toUpperCase()}</span>,
      }))}
      onChange={(next) => {
        const target = next as Locale;
        if (target === locale) return;
        setValue(target);
        void switchLocale(target, account !== null);
      }}
    />
  );
}
