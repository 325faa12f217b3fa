/** Structured JSON logger: a constant message plus fields, one line per entry. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Keys whose values never reach a log line. */
const SECRET_KEYS = /^(authorization|password|current_password|token|refresh_token|access_token|secret|cookie)$/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Logger;
  /** Whether entries of `level` are written (skip building fields on hot paths when not). */
  enabled(level: LogLevel): boolean;
}

/** Create a logger writing JSON lines to `out` (stdout by default). */
export function createLogger(level: LogLevel, bindings: Record<string, unknown> = {}, out: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = ORDER[level];
  const write = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...bindings };
    if (fields) {
      for (const [k, v] of Object.entries(fields))
        entry[k] = SECRET_KEYS.test(k) ? "[redacted]" : v instanceof Error ? { message: v.message, stack: v.stack } : v;
    }
    out(JSON.stringify(entry) + "\n");
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (b) => createLogger(level, { ...bindings, ...b }, out),
    enabled: (lvl) => ORDER[lvl] >= min,
  };
}
