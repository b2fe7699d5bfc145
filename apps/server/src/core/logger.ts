import { AsyncLocalStorage } from 'node:async_hooks';

/** The request being served, for log lines written outside its own logger (services log on the app's). */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * pino's mixin: a line written while a request is served carries its id, unless the logger is
 * already the request's own (which has it bound).
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, unknown> {
  const store = requestContext.getStore();
  if (!store) return {};
  return 'reqId' in logger.bindings() ? {} : { reqId: store.reqId };
}

/**
 * A request's URL as the log writes it: the value of a `token` in its query (the key of a booking's
 * manage and pay links, of a card page) is left out, so that reading the log opens no booking.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  return url.slice(0, query) + url.slice(query).replace(/([?&]token=)[^&#]*/gi, '$1[hidden]');
}

/** The subset of pino's logger that services use; Fastify's logger satisfies it. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
// Request lines carry their status and duration in the message already; the request id stays,
// so that every line of one request can be found.
const hidden = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'statusCode', 'responseTime']);

/**
 * One log record (a pino JSON line) as one line a person reads on a console:
 * `14:03:12 INFO  GET /api/v1/restaurant/getitemslist 200 12 ms reqId=…`, other fields as key=value.
 */
export function readableLogLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(Number(record.time ?? Date.now())).toTimeString().slice(0, 8);
  const level = (levelNames[Number(record.level)] ?? 'INFO').padEnd(5);
  const fields = Object.entries(record)
    .filter(([key]) => !hidden.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [time, level, String(record.msg ?? ''), ...fields].filter(Boolean).join(' ');
}

/** A pino destination that writes readable lines to standard output. */
export const readableConsole = {
  write(chunk: string) {
    process.stdout.write(`${readableLogLine(chunk)}\n`);
  },
};
