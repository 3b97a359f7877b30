import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportedFiles, mantineImports, mantineStyles, styleSheetsFor } from "./mantine-styles";

const src = join(import.meta.dirname, "../src/");
const baseFile = join(src, "mantine-styles.ts");
const none = new Set<string>();

/** What the plugin makes of a module's source: the sheets it adds, in order. */
function sheetsAdded(code: string, id = join(src, "features/example/Example.tsx")): string[] {
  const plugin = mantineStyles({ srcDir: src, baseFile });
  const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
  const result = transform(code, id);
  return [...(result?.code ?? "").matchAll(/import "@mantine\/core\/styles\/(\w+)\.css";/g)].map((m) => m[1] ?? "");
}

describe("Mantine styles by construction", () => {
  it("reads the components a module imports, not its types", () => {
    const code = `import { Badge, Checkbox as Tick, type MantineSize } from "@mantine/core";
import type { ButtonProps } from "@mantine/core";
import {
  Modal,
  Table,
} from "@mantine/core";`;
    expect(mantineImports(code)).toEqual(["Badge", "Checkbox", "Modal", "Table"]);
  });

  it("gives a component its own sheet after those of what it is built on", () => {
    const sheets = styleSheetsFor(["Checkbox"], none);
    expect(sheets).toContain("InlineInput");
    expect(sheets.indexOf("InlineInput")).toBeLessThan(sheets.indexOf("Checkbox"));
    expect(sheets.indexOf("Input")).toBeLessThan(sheets.indexOf("Checkbox"));
    const dialog = styleSheetsFor(["Modal"], none);
    expect(dialog.indexOf("ModalBase")).toBeLessThan(dialog.lastIndexOf("Modal"));
    expect(dialog).toContain("Overlay");
  });

  it("leaves out sheets the component never draws with, but not when they are asked for", () => {
    expect(styleSheetsFor(["NativeSelect"], none)).not.toContain("Combobox");
    expect(styleSheetsFor(["Modal", "Table"], none)).not.toContain("ScrollArea");
    expect(styleSheetsFor(["Modal", "ScrollArea"], none)).toContain("ScrollArea");
    expect(styleSheetsFor(["Select"], none)).toEqual(expect.arrayContaining(["Combobox", "ScrollArea", "Popover"]));
  });

  it("adds to a module the sheets of its components that the base sheet does not load", () => {
    const base = readFileSync(baseFile, "utf8");
    expect(base).toContain("styles/Button.css");
    expect(sheetsAdded(`import { Button, Switch } from "@mantine/core";\nexport const a = 1;`)).toEqual([
      "InlineInput",
      "Switch",
    ]);
    expect(sheetsAdded(`import { Button } from "@mantine/core";`)).toEqual([]);
    // Only the app's own modules: a library's are Mantine's business.
    expect(sheetsAdded(`import { Switch } from "@mantine/core";`, "/elsewhere/node_modules/x/index.tsx")).toEqual([]);
  });

  it("knows every component the app imports from Mantine", () => {
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    const names = new Set(files.flatMap((file) => mantineImports(readFileSync(join(src, file), "utf8"))));
    expect(names.size).toBeGreaterThan(30);
    // Each is found in Mantine's index, so its sheets are followed (a name the plugin cannot place would get none).
    const exported = exportedFiles();
    expect([...names].filter((name) => !exported.has(name))).toEqual([]);
  });
});
