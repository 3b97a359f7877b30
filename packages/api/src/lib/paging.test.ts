import { describe, expect, it } from "vitest";
import { offsetOf, pageOf } from "./paging";

describe("a page of a list", () => {
  it("skips the pages before it", () => {
    expect(offsetOf({ page: 1, pageSize: 25 })).toBe(0);
    expect(offsetOf({ page: 2, pageSize: 25 })).toBe(25);
    expect(offsetOf({ page: 40, pageSize: 50 })).toBe(1_950);
  });

  it("counts the pages, a last one part full, and one page for an empty list", () => {
    expect(pageOf([], 0, { page: 1, pageSize: 25 }).pageCount).toBe(1);
    expect(pageOf([], 25, { page: 1, pageSize: 25 }).pageCount).toBe(1);
    expect(pageOf([], 26, { page: 1, pageSize: 25 }).pageCount).toBe(2);
    expect(pageOf([], 50, { page: 1, pageSize: 25 }).pageCount).toBe(2);
  });

  it("answers a page past the end empty, still saying how many there are", () => {
    expect(pageOf([], 30, { page: 9, pageSize: 25 })).toEqual({
      items: [],
      total: 30,
      page: 9,
      pageSize: 25,
      pageCount: 2,
    });
  });
});
