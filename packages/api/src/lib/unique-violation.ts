/**
 * Whether `error`, or an error it wraps (drizzle wraps the driver's), is PostgreSQL's unique_violation (23505) on
 * `constraint`. postgres.js names the constraint `constraint_name`, PGlite `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const {
      code,
      constraint_name,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint_name?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505") return (constraint_name ?? name) === constraint;
    current = cause;
  }
  return false;
}
