import { describe, expect, it } from "vitest";
import { containing } from "./search-pattern";

describe("containing", () => {
  it("looks for what was typed anywhere, a search box's % and _ as themselves", () => {
    expect(containing("ana")).toBe("%ana%");
    expect(containing("50%")).toBe("%50\\%%");
    expect(containing("a_b")).toBe("%a\\_b%");
    expect(containing("c:\\x")).toBe("%c:\\\\x%");
    expect(containing("")).toBe("%%");
  });
});
