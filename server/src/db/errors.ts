/**
 * PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by drizzle (as its cause); with
 * `constraint`, only a violation of that unique index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}
