/**
 * Recurring in-process tasks at local wall-clock minutes ("17 * * * *": minute 17 of every hour; "41 3 * * *": 03:41
 * every day), for the server's housekeeping. It replaces node-cron, which works out every next run with
 * Intl.DateTimeFormat: the first run (a minute after start) loaded ICU's locale data, 8 MB of RSS for an idle server.
 * Date's own local-time fields need only the zone rules. Only what the housekeeping uses is supported: a minute, an
 * optional hour, and "*" for day of month, month and weekday.
 */

export interface ScheduleSpec {
  minute: number | "*";
  hour: number | "*";
}

export interface ScheduledTask {
  /** No further runs; resolves when a run in progress has finished. */
  stop(): Promise<void>;
}

const MINUTE = 60_000;
/** A day and an hour of minutes: past a DST change there is always a match within it (a skipped 02:30 excepted). */
const HORIZON = 25 * 60;

/** Read a five-field cron spec whose last three fields are "*". */
export function parseSchedule(spec: string): ScheduleSpec {
  const unsupported = () => new Error(`unsupported schedule "${spec}": minute and hour are a number or *, the other fields *`);
  const [minute = "", hour = "", ...rest] = spec.trim().split(/\s+/);
  if (rest.length !== 3 || rest.some((f) => f !== "*")) throw unsupported();
  const field = (text: string, max: number): number | "*" => {
    if (text === "*") return "*";
    if (/^\d{1,2}$/.test(text) && Number(text) <= max) return Number(text);
    throw unsupported();
  };
  return { minute: field(minute, 59), hour: field(hour, 23) };
}

/** The first whole minute after `now` (epoch ms) that matches `spec` in local time, or null when none is near. */
export function nextRun(spec: ScheduleSpec, now: number): number | null {
  let t = Math.floor(now / MINUTE) * MINUTE + MINUTE;
  for (let i = 0; i < HORIZON; i++, t += MINUTE) {
    const d = new Date(t);
    if ((spec.minute === "*" || d.getMinutes() === spec.minute) && (spec.hour === "*" || d.getHours() === spec.hour)) return t;
  }
  return null;
}

/**
 * Run `fn` at every match of `spec`. A run never overlaps the one before (a match while it runs is skipped); an
 * error or rejection goes to `onError`. The timer does not keep the process alive on its own.
 */
export function schedule(spec: string, fn: () => unknown, onError: (err: unknown) => void): ScheduledTask {
  const parsed = parseSchedule(spec);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const arm = (): void => {
    if (stopped) return;
    const at = nextRun(parsed, Date.now());
    // No match near (a DST change skipped it): look again in an hour.
    timer = at === null ? setTimeout(arm, 60 * MINUTE) : setTimeout(fire, Math.max(0, at - Date.now()));
    timer.unref();
  };
  const fire = (): void => {
    if (!running) {
      running = (async () => fn())().then(
        () => undefined,
        (err: unknown) => onError(err),
      );
      void running.finally(() => (running = undefined));
    }
    // Past the minute that fired, so the same minute is not matched twice.
    timer = setTimeout(arm, 1000);
    timer.unref();
  };
  arm();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
