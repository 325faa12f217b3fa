/**
 * Durations as published by recipe pages: ISO 8601 (PT1H30M, P0DT0H20M, PT0.5H, P0Y0M0DT0H35M0.000S)
 * and, because many sites fill the field by hand, plain text ("1 hour 30 mins", "45 min", "1:15", "1 1/2 hours",
 * "half an hour", "45 minutes to 1 hour", "30分", "1 час").
 */

// A number may drop its leading zero ("PT.5H", older RecipeSage); it read as 5 hours before.
const N = String.raw`(\d+(?:[.,]\d+)?|[.,]\d+)`;
const ISO = new RegExp(`^P(?:${N}Y)?(?:${N}M)?(?:${N}W)?(?:${N}D)?(?:T(?:${N}H)?(?:${N}M)?(?:${N}S)?)?$`, "i");

const num = (value: string | undefined): number => (value ? Number(value.replace(",", ".")) : 0);

/** Minutes in an ISO 8601 duration; undefined when it does not match the grammar. */
function parseIso(text: string): number | undefined {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  const match = ISO.exec(compact);
  if (!match || compact === "P" || compact === "PT") return undefined;
  const [, , months, weeks, days, hours, minutes, seconds] = match;
  // No recipe takes months or years: an "M" before the "T" is the minutes of a duration written without
  // its "T" ("P30M" for PT30M, a common authoring slip that read as 900 days), and years are ignored.
  // Weeks and days are real (curing, fermenting).
  const total = num(months) + num(weeks) * 10080 + num(days) * 1440 + num(hours) * 60 + num(minutes) + num(seconds) / 60;
  return Number.isFinite(total) ? total : undefined;
}

const UNIT_MINUTES: Array<[RegExp, number]> = [
  [/^(d|days?|dias?|tage?n?|jours?|giorni|giorno|dagen?|дн\p{L}*|день|日)$/iu, 1440],
  [
    /^(h|hrs?|hours?|std|stunden?|stunde|heures?|horas?|ore|ora|uur|uren|timer?|timmar|timme|tim|tunti\w*|óra|saat|godz\w*|hodin\p{L}*|ч|час\p{L}*|ώρ\p{L}*|時間|小时|小時|jam)$/iu,
    60,
  ],
  [/^(m|mins?|minutes?|minuten?|minutos?|minuti|minuto|perc|minut\w*|minuu\w*|dakika|menit|мин\p{L}*|λεπτ\p{L}*|分|分钟|分鐘)$/iu, 1],
  [/^(s|secs?|seconds?|sekunden?|secondes?|segundos?|秒)$/iu, 1 / 60],
];

/** Vulgar fractions as decimals, so "1½ hours", "1 ½ hours" and "½ hour" read as numbers. */
const VULGAR: Record<string, number> = { "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅙": 1 / 6, "⅛": 0.125 };

/** Number words a hand-written time uses ("an hour", "half an hour", "two hours"). */
const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, twelve: 12 };

/** The number written in "1 1/2", "1½", "1 ½", "1/2" or "½" as a decimal ("1.5", "0.5"). */
function withDecimalFractions(text: string): string {
  const decimal = (n: number): string => String(Math.round(n * 1000) / 1000);
  return text
    .replace(/(\d+)?\s*([½⅓⅔¼¾⅕⅙⅛])/g, (_, whole: string | undefined, f: string) => decimal(Number(whole ?? 0) + (VULGAR[f] ?? 0)))
    .replace(/(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)/g, (all: string, whole: string | undefined, n: string, d: string) =>
      Number(d) > 0 ? decimal(Number(whole ?? 0) + Number(n) / Number(d)) : all,
    );
}

/** "half an hour", "an hour and a half", "one and a half hours", "two hours": number words as digits. */
function withNumberWords(text: string): string {
  return text
    .replace(/\bhalf\s+an?\s+/g, "0.5 ")
    .replace(/\b(an?|one|two|three|four|five|six|ten|twelve)\s+and\s+a\s+half\s+/g, (_, w: string) => `${(WORD_NUMBERS[w] ?? 1) + 0.5} `)
    .replace(/\b(an?|one|two|three|four|five|six|ten|twelve)\s+(?=\p{L})(?!half\b)/gu, (_, w: string) => `${WORD_NUMBERS[w] ?? 1} `)
    .replace(/\b(\d+(?:\.\d+)?)\s*(\p{L}+)\s+and\s+a\s+half\b/gu, (_, n: string, unit: string) => `${Number(n) + 0.5} ${unit}`);
}

/** Minutes of the unit-bearing amounts in a text, summed ("1 h 15 min"); a numeric range takes its upper bound. */
function sumAmounts(cleaned: string): number | undefined {
  const pattern = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to|bis|à|a)\s*(\d+(?:[.,]\d+)?))?\s*(\p{L}+)/giu;
  let total = 0;
  let found = false;
  for (const match of cleaned.matchAll(pattern)) {
    const unit = UNIT_MINUTES.find(([re]) => re.test(match[3] ?? ""));
    if (!unit) continue;
    const amount = num(match[2] ?? match[1]);
    total += amount * unit[1];
    found = true;
  }
  return found ? total : undefined;
}

/** Minutes in free text such as "1 hour 30 mins" or "1½ hrs"; ranges take their upper bound. */
function parseText(text: string): number | undefined {
  let cleaned = withNumberWords(withDecimalFractions(text.toLowerCase()));
  // "1:15" and "1:15 h" are hours and minutes.
  const clock = /^\s*(\d{1,2}):(\d{2})\s*(?:h|hrs?|hours?|std|heures?|uur)?\.?\s*$/.exec(cleaned);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  // Minutes written after the hours without a unit of their own ("1 h 05", "2h30"), as French and German pages do.
  cleaned = cleaned.replace(/(\d)\s*(h|hrs?|hours?|std|heures?)\.?\s*(\d{1,2})(?![\d.,:]|\s*\p{L})/gu, "$1 $2 $3 min");
  // "45 minutes to 1 hour", "45 min - 1 h": a range whose ends carry their own units is its upper end, as a
  // numeric range is; summing the two ends would count the time twice.
  const ends = /^(.*?\d\s*\p{L}+\.?)\s*(?:-|–|—|to|bis|tot|à|a)\s+(\d.*)$/u.exec(cleaned);
  if (ends) {
    const low = sumAmounts(ends[1] ?? "");
    const high = sumAmounts(ends[2] ?? "");
    if (low !== undefined && high !== undefined) return Math.max(low, high);
  }
  const summed = sumAmounts(cleaned);
  if (summed !== undefined) return summed;
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
