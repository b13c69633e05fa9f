import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useT } from "../app-context.tsx";
import { MoonIcon, SunIcon } from "../components/icons/index.tsx";

/** Light or dark; the choice is remembered by Mantine (local storage), "auto" until then. */
export function ColorSchemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: true });
  const next = scheme === "dark" ? "light" : "dark";
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={() => setColorScheme(next)}
      aria-label={t(next === "dark" ? "nav.darkMode" : "nav.lightMode")}
      title={t(next === "dark" ? "nav.darkMode" : "nav.lightMode")}
    >
      {scheme === "dark" ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
