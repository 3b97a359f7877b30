import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "./money";

describe("toCents", () => {
  it("reads numeric(10,2) strings as whole cents", () => {
    expect(toCents("80.00")).toBe(8_000);
    expect(toCents("82.50")).toBe(8_250);
    expect(toCents("0.01")).toBe(1);
    expect(toCents("0.00")).toBe(0);
    expect(toCents("99999999.99")).toBe(9_999_999_999);
  });

  it("reads a string without cents, with one decimal, or with more than two (cut, not rounded)", () => {
    expect(toCents("80")).toBe(8_000);
    expect(toCents("82.5")).toBe(8_250);
    expect(toCents("0.999")).toBe(99);
  });

  it("keeps the sign of a negative amount, also under one dollar", () => {
    expect(toCents("-12.30")).toBe(-1_230);
    expect(toCents("-0.50")).toBe(-50);
  });

  it("reads a number to the cent, without the float's error", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1_999);
    expect(toCents(1_800)).toBe(180_000);
    expect(toCents(-0.05)).toBe(-5);
  });
});

describe("fromCents", () => {
  it("writes cents as numeric(10,2) strings", () => {
    expect(fromCents(8_000)).toBe("80.00");
    expect(fromCents(8_250)).toBe("82.50");
    expect(fromCents(1)).toBe("0.01");
    expect(fromCents(0)).toBe("0.00");
    expect(fromCents(-1_230)).toBe("-12.30");
    expect(fromCents(-5)).toBe("-0.05");
  });

  it("rounds a fraction of a cent to the nearest cent", () => {
    expect(fromCents(55_546.75)).toBe("555.47");
    expect(fromCents(0.4)).toBe("0.00");
  });

  it("writes no minus sign on an amount that rounds to nothing", () => {
    expect(fromCents(-0.4)).toBe("0.00");
    expect(fromCents(-0)).toBe("0.00");
  });

  it("turns back what toCents read", () => {
    for (const amount of ["0.00", "0.01", "9.99", "10.00", "1234.56", "-3.07"]) {
      expect(fromCents(toCents(amount))).toBe(amount);
    }
  });
});
