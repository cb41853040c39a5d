/**
 * The name of the unique constraint a failed insert violated (PostgreSQL error 23505), or null.
 * Drizzle wraps driver errors, so the driver's error may be the `cause`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return null;
}
