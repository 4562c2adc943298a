/**
 * drizzle's query errors carry the query's parameters in their message and properties, and the
 * driver's error may quote a value in its `detail`. For queries whose parameters are secrets
 * (password and token hashes), a failure is re-thrown with the SQL text (placeholders only) and the
 * driver's message, so the error log never holds the values.
 */
export async function hideQueryParams<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    throw withoutParams(error);
  }
}

export class HiddenParamsQueryError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'HiddenParamsQueryError';
    this.code = code;
  }
}

function withoutParams(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return error;
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  const causeMessage = typeof cause?.message === 'string' ? `: ${cause.message}` : '';
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return new HiddenParamsQueryError(`Query failed (${String(error.query)})${causeMessage}`, code);
}

/** A unique-constraint violation (SQLSTATE 23505), from drizzle on PGlite or PostgreSQL, hidden or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
