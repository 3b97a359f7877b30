import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_DATE, hourTime, id, isoDate, LAST_DATE, listPage } from "./common";
import { weekdayOf } from "./studio-time";

const refused = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  !schema.safeParse(value).success;

describe("one primitive per kind of value", () => {
  it("a date is a real calendar day from 2000 to 2100", () => {
    for (const value of ["9999-12-31", "+010000-01-01", "0000-00-00", "2026-02-30", "2026-13-01", "2025-02-29"]) {
      expect(refused(isoDate, value), value).toBe(true);
    }
    for (const value of ["1999-12-31", "2101-01-01", "2026-11-27T10:00", " 2026-11-27", 20261127, true, null]) {
      expect(refused(isoDate, value), String(value)).toBe(true);
    }
    for (const value of ["2024-02-29", "2026-11-27", FIRST_DATE, LAST_DATE]) expect(isoDate.parse(value)).toBe(value);
  });

  it("the range is whole weeks, so the week shown around any date in it stays inside", () => {
    expect(weekdayOf(FIRST_DATE)).toBe(1);
    expect(weekdayOf(LAST_DATE)).toBe(0);
  });

  it("an hour is a real whole hour", () => {
    for (const value of ["24:00", "99:00", "7:00", "07:30", "-1:00", 7, true]) {
      expect(refused(hourTime, value), String(value)).toBe(true);
    }
    expect(["00:00", "07:00", "23:00"].map((value) => hourTime.parse(value))).toEqual(["00:00", "07:00", "23:00"]);
  });

  it("an id is a positive whole number, sent as a number or as decimal digits, never read from another type", () => {
    for (const value of [
      true,
      false,
      "0x10",
      "1e5",
      [3],
      "",
      " 3",
      "3 ",
      "1,5",
      "Infinity",
      "NaN",
      {},
      null,
      0,
      -1,
      1.5,
    ]) {
      expect(refused(id, value), JSON.stringify(value)).toBe(true);
    }
    expect(refused(id, 2_147_483_648)).toBe(true);
    expect([16, "16", "0016", 2_147_483_647].map((value) => id.parse(value))).toEqual([16, 16, 16, 2_147_483_647]);
  });

  it("a page number follows the same rule, and is 1 when none is sent", () => {
    expect(refused(listPage, true)).toBe(true);
    expect(refused(listPage, "0x10")).toBe(true);
    expect(listPage.parse("3")).toBe(3);
    expect(listPage.parse(undefined)).toBe(1);
  });
});

/** Every TypeScript source file of the server's layers, tests aside. */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the rule is written once", () => {
  const root = join(import.meta.dirname, "../..");
  const files = ["validators/src", "api/src"].flatMap((folder) => sources(join(root, folder)));

  it("no input schema coerces a value into a number (z.coerce reads true as 1 and 0x10 as 16)", () => {
    const coercing = files.filter((file) => /z\.coerce\.\w+\(/.test(readFileSync(file, "utf8")));
    expect(coercing).toEqual([]);
  });

  it("no loop walks dates by comparing them as text (the day after 9999-12-31 sorts before it)", () => {
    const walking = files.filter((file) =>
      /for \(let \w+ = \w+; \w+ <=? \w+; \w+ = addDays\(/.test(readFileSync(file, "utf8")),
    );
    expect(walking).toEqual([]);
  });
});
