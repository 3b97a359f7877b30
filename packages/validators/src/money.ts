/** Money travels as numeric(10,2) strings ("80.00") and is computed in integer cents. */
export function toCents(amount: string | number): number {
  const value = typeof amount === "number" ? amount.toFixed(2) : amount;
  const [whole = "0", fraction = ""] = value.split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2)));
}

/** Cents as a numeric(10,2) string, rounded half away from zero to the cent (what rounds to nothing is "0.00", never "-0.00"). */
export function fromCents(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const sign = cents < 0 && abs > 0 ? "-" : "";
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
