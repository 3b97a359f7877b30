/**
 * A random UUID naming one attempt of a form, so that the server can tell the same attempt sent twice (a double
 * tap, a retry after a lost answer) from a new one. crypto.randomUUID exists only on secure pages (https,
 * localhost); the site opened by its address on a local network is not one, so the fallback builds a v4 UUID
 * from getRandomValues.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
