// Which driver errors mean "the database is out of reach" (answer 503 and wait for it), as opposed to a
// query that failed on its own merits.

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01", // terminated by an administrator
  "57P03", // the server is starting or shutting down
]);

/** The error itself or what it wraps (tRPC and drizzle wrap the driver's error) says the database is out of reach. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if ((current as { message?: unknown }).message === "PGlite is closed") return true; // the embedded database
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
