// The theme's CSS variables and breakpoint classes as a style sheet made at build time, which MantineProvider would
// otherwise compute on every start (every colour's shades for both schemes, then the difference from the defaults)
// and inline in every page: see src/mantine-provider.tsx.
import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  type MantineTheme,
  mergeMantineTheme,
  px,
} from "@mantine/core";
import type { Plugin } from "vite";
import { cssVariablesResolver, theme } from "../src/theme";

type Variables = ReturnType<CSSVariablesResolver>;
type Values = Record<string, string>;

/**
 * One scheme's variables as MantineProvider has them (the default resolver's for the theme, the app's own on top),
 * less those equal to Mantine's default-css-variables.css, which the page loads anyway (as Mantine dedupes them).
 */
function changed(scheme: "variables" | "light", merged: MantineTheme): Values {
  const defaults: Values = defaultCssVariablesResolver(DEFAULT_THEME)[scheme];
  const ours: Values = { ...defaultCssVariablesResolver(merged)[scheme], ...cssVariablesResolver(merged)[scheme] };
  return Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));
}

/** The site has the light scheme only (see src/mantine-provider.tsx): the dark one's variables are left out. */
const changedVariables = (merged: MantineTheme): Variables => ({
  variables: changed("variables", merged),
  light: changed("light", merged),
  dark: {},
});

/** The classes of the `hiddenFrom` and `visibleFrom` props, as MantineProvider's MantineClasses writes them. */
const breakpointClasses = (merged: MantineTheme) =>
  keys(merged.breakpoints)
    .map((breakpoint) => {
      const value = merged.breakpoints[breakpoint] ?? "0";
      const inPx = value.includes("px");
      const width = px(value) as number;
      const below = inPx ? `${width - 0.1}px` : em(width - 0.1);
      const from = inPx ? `${width}px` : em(width);
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join("");

export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  return convertCssVariables(changedVariables(merged)) + breakpointClasses(merged);
}

const ID = "virtual:mantine-variables.css";

/** `import "virtual:mantine-variables.css"` loads the sheet. */
export const mantineVariables = (): Plugin => ({
  name: "mantine-variables",
  resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
  load: (id) => (id === `\0${ID}` ? themeVariablesCss() : undefined),
});
