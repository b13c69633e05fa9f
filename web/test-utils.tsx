import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { AppDataProvider } from "./app-context.tsx";
import { type AppData, parseAppData } from "./app-data.ts";
import { theme } from "./theme.ts";

/** Renders a component with the app's providers, in the given locale, outside any server. */
export function renderWithApp(ui: ReactElement, overrides: Partial<AppData> = {}) {
  const appData = { ...parseAppData(null), ...overrides };
  return render(
    <AppDataProvider value={appData}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </AppDataProvider>,
  );
}
