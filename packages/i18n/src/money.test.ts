import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each(["en", "es"] as const)(
    "writes dollars with thousands and cents only when there are some (%s)",
    (language) => {
      expect(formatMoney("1800.00", language)).toBe("$1,800");
      expect(formatMoney("82.50", language)).toBe("$82.50");
      expect(formatMoney(0.05, language)).toBe("$0.05");
      expect(formatMoney("-12.30", language)).toBe("-$12.30");
      expect(formatMoney("0.00", language)).toBe("$0");
      expect(formatMoney(1234567.8, language)).toBe("$1,234,567.80");
    },
  );
});
