// Mantine's context for a site with one colour scheme, whose theme variables and breakpoint classes are a style sheet
// made at build time (build/mantine-variables.ts). MantineProvider would, on every start, read the colour scheme
// from localStorage (a synchronous call into the browser) and compute every variable of the theme and of the
// default theme; in a phone-throttled profile those were the longest part of the app's first render.
import { MantineContext, MantineThemeProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { theme } from "./theme";

const noop = () => {};

/** What MantineProvider puts in its context, for the light scheme only. */
const context = {
  colorScheme: "light",
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: "mantine",
  cssVariablesSelector: ":root",
  withStaticClasses: true,
  deduplicateInlineStyles: false,
} as const;

export function SiteMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
