/**
 * What the log keeps of an error: enough to find the fault, never the data it was about.
 *
 * A failed query's error carries the learner's values: drizzle's message is the SQL followed by
 * its parameters (name, phone, date of birth, city…), PostgreSQL's `detail` and `where` quote
 * them ("Key (email)=(…) already exists"), and PGlite's errors hold the query and parameters as
 * properties. Redacting paths cannot help with a message, so errors are logged through this
 * summary (the logger's `err` serializer): for database errors only the names of things (error
 * code, constraint, table, column, statement kind and table); for other errors their type,
 * message and stack.
 */
export type ErrorSummary = {
  [key: string]: unknown;
  type: string;
  /** For a database error a sentence made of the names below, not PostgreSQL's message. */
  message: string;
  /** A SQLSTATE such as 23505, or a Node or Fastify code such as ERR_… or FST_…. */
  code?: string;
  statusCode?: number;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  /** PostgreSQL's function that raised it, e.g. _bt_check_unique. */
  routine?: string;
  /** The failed statement's kind and table, e.g. `update "users"`; no SQL beyond that. */
  statement?: string;
  /** For a database error its frames only: the first line of a stack repeats the message. */
  stack: string;
  cause?: ErrorSummary;
};

/** The fields of a PostgreSQL error (pg's, PGlite's) that name things rather than quote values. */
const namingFields = ['severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

const sqlState = /^[0-9A-Z]{5}$/;
const maxCauses = 4;

type Fields = Record<string, unknown>;

function stringField(error: Fields, name: string): string | undefined {
  const value = error[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A PostgreSQL server error, from pg or PGlite: a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Fields): boolean {
  const code = stringField(error, 'code');
  return code !== undefined && sqlState.test(code) && stringField(error, 'severity') !== undefined;
}

/** drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`, with `query` and `params`. */
function isFailedQuery(error: Fields): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** `insert into "users"`, `update "users"`, `select … from "courses"`: what failed, without the rest. */
export function statementOf(query: string): string {
  const write = /^\s*(insert\s+into|update|delete\s+from)\s+("[^"]*"|[\w.]+)/i.exec(query);
  if (write?.[1] !== undefined && write[2] !== undefined) return `${write[1].toLowerCase().replace(/\s+/, ' ')} ${write[2]}`;
  const read = /^\s*select\b[\s\S]*?\bfrom\s+("[^"]*"|[\w.]+)/i.exec(query);
  if (read?.[1] !== undefined) return `select … from ${read[1]}`;
  return /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function typeOf(error: Fields): string {
  const name = error.constructor?.name;
  return typeof name === 'string' && name !== '' && name !== 'Object' ? name : (stringField(error, 'name') ?? 'Error');
}

function summarise(error: unknown, depth: number): ErrorSummary {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: 'A non-error was thrown.', stack: '' };
  const fields = error as Fields;
  const code = stringField(fields, 'code');
  let summary: ErrorSummary;

  if (isDatabaseError(fields)) {
    summary = { type: typeOf(fields), message: '', stack: framesOf(fields.stack) };
    for (const name of namingFields) {
      const value = stringField(fields, name);
      if (value !== undefined) summary[name] = value;
    }
    const where = [summary.constraint && `constraint ${summary.constraint}`, summary.table && `table ${summary.table}`];
    summary.message = [`PostgreSQL error ${code}`, ...where.filter(Boolean)].join(', ');
  } else if (isFailedQuery(fields)) {
    const statement = statementOf(fields.query as string);
    summary = { type: typeOf(fields), message: `Failed query: ${statement}`, statement, stack: framesOf(fields.stack) };
  } else {
    const message = stringField(fields, 'message') ?? '';
    summary = { type: typeOf(fields), message, stack: typeof fields.stack === 'string' ? fields.stack : '' };
  }
  if (code !== undefined) summary.code = code;
  if (typeof fields.statusCode === 'number') summary.statusCode = fields.statusCode;
  if (fields.cause !== undefined && depth < maxCauses) summary.cause = summarise(fields.cause, depth + 1);
  return summary;
}

/** The logger's `err` serializer. */
export function summariseError(error: unknown): ErrorSummary {
  return summarise(error, 0);
}
