// The build's theme style sheet must say what MantineProvider would have written into every page.
import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { themeVariablesCss } from "../build/mantine-variables";
import { cssVariablesResolver, theme } from "./theme";

/** Each `selector{name: value;…}` block of a sheet, as selector → declarations. */
const blocks = (css: string) =>
  new Map([...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => [selector?.trim(), body?.split(";")]));

describe("the theme's style sheet", () => {
  const fromProvider = renderToString(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: "light" }),
  );
  const inline = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(fromProvider)?.[1] ?? "";
  const classes = /<style data-mantine-styles="classes">([\s\S]*?)<\/style>/.exec(fromProvider)?.[1] ?? "";
  const ours = themeVariablesCss();

  it("holds every variable MantineProvider writes for the light scheme", () => {
    const expected = blocks(inline);
    const found = blocks(ours);
    const light = [...expected.keys()].filter((selector) => !selector?.includes("dark"));
    expect(light.length).toBeGreaterThan(1);
    for (const selector of light) expect(found.get(selector)).toEqual(expected.get(selector));
    expect(ours).toContain("--mantine-color-body: #fbf7f4");
  });

  it("holds the breakpoint classes of hiddenFrom and visibleFrom", () => {
    expect(classes).toContain(".mantine-hidden-from-sm");
    expect(ours).toContain(classes);
  });

  it("leaves out the dark scheme the site never shows", () => {
    expect(ours).not.toContain('data-mantine-color-scheme="dark"');
  });
});
