/**
 * Durations as published by recipe pages: ISO 8601 (PT1H30M, P0DT0H20M, PT0.5H, P0Y0M0DT0H35M0.000S)
 * and, because many sites fill the field by hand, plain text ("1 hour 30 mins", "45 min", "1:15").
 */

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const num = (value: string | undefined): number => (value ? Number(value.replace(",", ".")) : 0);

/** Minutes in an ISO 8601 duration; undefined when it does not match the grammar. */
function parseIso(text: string): number | undefined {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  const match = ISO.exec(compact);
  if (!match || compact === "P" || compact === "PT") return undefined;
  const [, years, months, weeks, days, hours, minutes, seconds] = match;
  // Years and months in a recipe duration are always authoring mistakes for hours/minutes
  // (e.g. "P0Y0M"), so they only count when something else is present; weeks and days are real.
  const total = num(years) * 525600 + num(months) * 43200 + num(weeks) * 10080 + num(days) * 1440 + num(hours) * 60 + num(minutes) + num(seconds) / 60;
  return Number.isFinite(total) ? total : undefined;
}

const UNIT_MINUTES: Array<[RegExp, number]> = [
  [/^(d|days?|dias?|tage?n?|jours?|giorni|giorno|dagen?)$/i, 1440],
  [/^(h|hrs?|hours?|std|stunden?|stunde|heures?|horas?|ore|ora|uur|uren|timer?|timmar|timme|tim|tunti\w*|óra|saat|godz\w*)$/i, 60],
  [/^(m|mins?|minutes?|minuten?|minutos?|minuti|minuto|perc|minut\w*)$/i, 1],
  [/^(s|secs?|seconds?|sekunden?|secondes?|segundos?)$/i, 1 / 60],
];

/** Minutes in free text such as "1 hour 30 mins" or "1½ hrs"; ranges take their upper bound. */
function parseText(text: string): number | undefined {
  let cleaned = text.toLowerCase().replace(/½/g, ".5").replace(/¼/g, ".25").replace(/¾/g, ".75");
  // "1:15" and "1:15 h" are hours and minutes.
  const clock = /^\s*(\d{1,2}):(\d{2})\s*(?:h|hrs?|hours?|std|heures?|uur)?\.?\s*$/.exec(cleaned);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  // Minutes written after the hours without a unit of their own ("1 h 05", "2h30"), as French and German pages do.
  cleaned = cleaned.replace(/(\d)\s*(h|hrs?|hours?|std|heures?)\.?\s*(\d{1,2})(?![\d.,:]|\s*[a-zà-ÿ])/g, "$1 $2 $3 min");
  const pattern = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to|bis|à|a)\s*(\d+(?:[.,]\d+)?))?\s*([a-zà-ÿ]+)/gi;
  let total = 0;
  let found = false;
  for (const match of cleaned.matchAll(pattern)) {
    const unit = UNIT_MINUTES.find(([re]) => re.test(match[3] ?? ""));
    if (!unit) continue;
    const amount = num(match[2] ?? match[1]);
    total += amount * unit[1];
    found = true;
  }
  if (found) return total;
  const bare = /^\s*(\d+(?:[.,]\d+)?)\s*$/.exec(cleaned);
  return bare ? num(bare[1]) : undefined;
}

/**
 * Parse a published duration to whole minutes. Returns undefined for empty, zero or unreadable
 * values so that a missing time stays missing rather than becoming 0.
 */
export function parseDurationMinutes(value: unknown): number | undefined {
  if (typeof value === "number") return value > 0 && Number.isFinite(value) ? Math.round(value) : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (text.length === 0) return undefined;
  let minutes: number | undefined;
  if (/^P/i.test(text)) {
    minutes = parseIso(text);
    // Malformed ISO such as "PT1H30" or "PT-1M": read the numbers with their unit letters.
    if (minutes === undefined) minutes = parseText(text.replace(/^PT?/i, "").replace(/([HMSD])/gi, "$1 "));
  } else {
    minutes = parseText(text);
  }
  if (minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  return Math.round(minutes);
}
