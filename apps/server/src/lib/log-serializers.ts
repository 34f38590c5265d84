/**
 * The `err` serializer for the app's logger. pino's default copies every enumerable field of an
 * error, and database errors carry the values of the failed statement: DrizzleQueryError has
 * `params` (and repeats them in its message), PGlite errors have `params`, PostgreSQL errors have
 * `detail` ("Key (email)=(…) already exists"), `where` ("parameter $1 = '…'") and messages that
 * quote the offending input ('invalid input syntax for type uuid: "…"'). A logged error keeps its
 * type, message, code, stack and cause chain; values and parameters are never written.
 */

/** Fields worth logging that never carry row values or statement parameters. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'status',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'syscall',
  'errno',
] as const;

const MAX_CAUSES = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

/** A PostgreSQL (pg or PGlite) error, or drizzle's wrapper around one. */
function isDatabaseError(err: Record<string, unknown>): boolean {
  const code = err.code;
  return (
    err.constructor?.name === 'DrizzleQueryError' ||
    'params' in err ||
    'parameters' in err ||
    (typeof err.severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
  );
}

/**
 * A database message without the values it quotes: drizzle's "params: …" line goes, and a quoted
 * or hex value after a colon ('for type uuid: "…"', 'encoding "UTF8": 0x00') becomes [redacted].
 * Identifiers ('constraint "users_email_key"') are kept: they follow no colon.
 */
export function redactDatabaseMessage(message: string): string {
  return message
    .replace(/\n?params: [\s\S]*$/, '')
    .replace(/: "(?:[^"]|"")*"/g, ': [redacted]')
    .replace(/: 0x[0-9a-f ]+/gi, ': [redacted]');
}

function serialize(err: Error & Record<string, unknown>, depth: number): LoggedError {
  const type = err.constructor?.name && err.constructor.name !== 'Object' ? err.constructor.name : err.name;
  const database = isDatabaseError(err);
  const message = database ? redactDatabaseMessage(err.message) : err.message;
  const out: LoggedError = { type: type || 'Error', message };
  if (typeof err.stack === 'string') {
    // the stack repeats the message: keep only the frames under our (redacted) message
    const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  }
  for (const field of SAFE_FIELDS) {
    const value = err[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (isErrorLike(err.cause) && depth < MAX_CAUSES) {
    out.cause = serialize(err.cause as Error & Record<string, unknown>, depth + 1);
  }
  return out;
}

/** pino's shape for a serialized error: type, message and stack are always there. */
export type SerializedError = LoggedError & { stack: string };

export function errorSerializer(err: Error): SerializedError {
  if (!isErrorLike(err)) return { type: typeof err, message: String(err), stack: '' };
  const out = serialize(err, 0);
  return { ...out, stack: out.stack ?? '' };
}
