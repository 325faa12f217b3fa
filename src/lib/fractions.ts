/**
 * Quantity parsing and formatting for recipe text: ASCII and unicode fractions, mixed numbers,
 * decimals with a dot or a European comma, ranges and common English number words.
 * Pure functions, no imports, so every layer (parser, scaling, grocery lists) can share them.
 */

/** A parsed amount; `max` is set for ranges such as "1-2" (value is the low end). */
export interface Quantity {
  value: number;
  max?: number;
}

/** A quantity found at the start of a string, with the number of characters it used. */
export interface QuantityMatch extends Quantity {
  /** Characters consumed from the start of the (original) input. */
  length: number;
}

/** Unicode vulgar fractions and their values. */
// prettier-ignore
export const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅕": 1 / 5, "⅖": 2 / 5, "⅗": 3 / 5,
  "⅘": 4 / 5, "⅙": 1 / 6, "⅚": 5 / 6, "⅐": 1 / 7, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8,
  "⅑": 1 / 9, "⅒": 1 / 10,
};

const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join("");

/**
 * Number words that stand for a whole amount, in English, German, French, Spanish, Dutch, Italian
 * and Portuguese. Articles ("a", "ein", "une", "un", "een") are not here: they only count before a
 * unit ("eine Prise"), which the ingredient parser handles. Words that are also common English
 * words at the start of a line ("due", "sei" are not; "tre", "dos" are not English) were checked
 * to be safe because an amount is only read at the very start of a line.
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  third: 1 / 3,
  couple: 2,
  // German
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  halb: 0.5,
  halbe: 0.5,
  // French
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  demi: 0.5,
  demie: 0.5,
  // Spanish
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  medio: 0.5,
  media: 0.5,
  // Dutch
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
  halve: 0.5,
  // Italian
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  dodici: 12,
  mezzo: 0.5,
  mezza: 0.5,
  // Portuguese
  dois: 2,
  duas: 2,
  três: 3,
  oito: 8,
  dez: 10,
  meia: 0.5,
  meio: 0.5,
};

// One number: mixed "1 1/2", fraction "1/2", decimal "1.5"/"1,5", integer. Unicode fractions are
// rewritten to ASCII before this runs. The comma form needs 1-2 digits after it so "1,000" stays whole.
// prettier-ignore
const NUM = String.raw`(?:\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d+[.,]\d{1,2}(?!\d)|\d*\.\d+|\d+(?:,\d{3})+(?!\d)|\d+)`;
// Longest first, so "tres" wins over "tre" and "cinque" over "cinq".
// prettier-ignore
const WORD = String.raw`(?:${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join("|")})`;
// "13- to 14-ounce": a hyphen left dangling before "to"/"or" is part of the separator.
// prettier-ignore
const RANGE_SEP = String.raw`\s*(?:-\s*(?:to|or)\b|-|–|—|~|\bto\b|\bor\b|\bbis\b|(?<![A-Za-zÀ-ÿ])à(?![A-Za-zÀ-ÿ])|\ba\b|\bo\b|\btot\b)\s*`;

const HYPHEN_PREFIXES = new Set(["demi", "demie", "media", "medio", "mezzo", "mezza", "meia", "meio", "halb", "halbe", "half"]);

const NUM_RE = new RegExp(`^${NUM}`);
const RANGE_RE = new RegExp(`^(${NUM})(?:${RANGE_SEP}(${NUM}))?`, "i");
const WORD_RE = new RegExp(String.raw`^(?:a\s+|an\s+)?(${WORD})(?!-and\b)(?:\s+and\s+(?:a\s+)?(${WORD}))?(?:\s+(?:to|or|-)\s+(${WORD}))?\b`, "i");

/**
 * Rewrites unicode fractions into ASCII so one grammar handles both: "1½" → "1 1/2", "½" → "1/2",
 * and the fraction slash "⁄" → "/". Keeps surrounding text unchanged apart from those characters.
 */
export function normalizeFractionChars(text: string): string {
  return text
    .replace(/\u2044/g, "/")
    .replace(new RegExp(`(\\d)\\s*([${FRACTION_CHARS}])`, "g"), (_m, d: string, f: string) => `${d} ${fracToAscii(f)}`)
    .replace(new RegExp(`[${FRACTION_CHARS}]`, "g"), (f) => fracToAscii(f));
}

function fracToAscii(ch: string): string {
  const v = UNICODE_FRACTIONS[ch];
  if (v === undefined) return ch;
  for (const den of [2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    const num = Math.round(v * den);
    if (Math.abs(num / den - v) < 1e-9) return `${num}/${den}`;
  }
  return String(v);
}

/** Parses one ASCII number token ("1 1/2", "3/4", "1.5", "1,5", "2"); null when it is not one. */
export function parseNumber(token: string): number | null {
  const t = token.trim();
  let m = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) {
    const den = Number(m[3]);
    return den === 0 ? null : Number(m[1]) + Number(m[2]) / den;
  }
  m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) {
    const den = Number(m[2]);
    return den === 0 ? null : Number(m[1]) / den;
  }
  if (/^\d+(?:,\d{3})+$/.test(t)) return Number(t.replace(/,/g, ""));
  if (/^\d+,\d{1,2}$/.test(t)) return Number(t.replace(",", "."));
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t)) return Number(t);
  return null;
}

/** The whole amount a number word names ("four", "vier", "dozen"); words for fractions ("half") and unknown words give undefined. */
export function wholeNumberWord(word: string): number | undefined {
  const value = NUMBER_WORDS[word.toLowerCase()];
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : undefined;
}

function wordValue(w: string | undefined): number | undefined {
  return w === undefined ? undefined : NUMBER_WORDS[w.toLowerCase()];
}

/**
 * Reads a quantity at the start of `text` (after leading spaces) and says how many characters it
 * used, so a caller can cut the rest of the line. Handles "1-2", "1 to 2", "1 ½", "one and a half",
 * "a dozen", "half a dozen". Returns null when the text does not start with an amount.
 */
export function matchQuantity(text: string): QuantityMatch | null {
  const lead = /^\s*/.exec(text)?.[0].length ?? 0;
  // Only a window of the text can hold an amount ("one and a half to two" is 22 characters). Callers try
  // many positions of a line, so reading the whole rest each time made the parser quadratic in the line.
  const body = text.slice(lead, lead + QUANTITY_WINDOW);
  // Work on a fraction-normalised copy, but report lengths in the original string: normalise
  // the prefix only and map the consumed length back by re-normalising growing prefixes.
  const norm = normalizeFractionChars(body);
  // "12 ½-inch slices": a fraction joined to a unit by a hyphen is a size, not part of a mixed number.
  const sized = /^(\d+)\s+\d+\/\d+-\p{L}/u.exec(norm);
  const m = sized ? RANGE_RE.exec(sized[1] ?? "") : RANGE_RE.exec(norm);
  if (m) {
    const low = parseNumber(m[1] ?? "");
    if (low === null) return null;
    const high = m[2] !== undefined ? parseNumber(m[2]) : null;
    // "2 dozen eggs" counts eggs, like "a dozen" does.
    const dozen = /^\s+dozen\b/i.exec(norm.slice(m[0].length));
    const k = dozen ? 12 : 1;
    const q: Quantity = high !== null && high > low ? { value: low * k, max: high * k } : { value: low * k };
    return { ...q, length: lead + originalLength(body, m[0].length + (dozen ? dozen[0].length : 0)) };
  }
  const w = WORD_RE.exec(norm);
  // "demi-glace", "mezza-luna": a number word glued by a hyphen is part of a name.
  if (w && HYPHEN_PREFIXES.has((w[1] ?? "").toLowerCase()) && /^-\p{L}/u.test(norm.slice(w[0].length))) return null;
  if (w) {
    let value = wordValue(w[1]) ?? 0;
    const second = wordValue(w[2]);
    if (second !== undefined) value += second;
    // "half a dozen" → 6; "a dozen" → 12.
    const tail = /^\s+a\s+dozen\b/i.exec(norm.slice(w[0].length));
    let used = w[0].length;
    if (tail && value < 1) {
      value *= 12;
      used += tail[0].length;
    }
    const high = wordValue(w[3]);
    const q: Quantity = high !== undefined && high > value ? { value, max: high } : { value };
    return { ...q, length: lead + originalLength(body, used) };
  }
  return null;
}

/** Characters after the leading spaces that matchQuantity looks at; longer amounts are not amounts. */
const QUANTITY_WINDOW = 64;

/** Maps a length measured on normalizeFractionChars(body) back to a length in body. */
function originalLength(body: string, normLength: number): number {
  for (let i = 0; i <= body.length; i++) {
    if (normalizeFractionChars(body.slice(0, i)).length >= normLength) return i;
  }
  return body.length;
}

/**
 * Parses a whole string as a quantity: "1/2", "1 1/2", "½", "1½", "1 ½", "1.5", "1,5", "1-2",
 * "1 to 2", "1–2", "one", "a dozen", "half". Returns null when anything but the amount remains.
 */
export function parseQuantity(text: string): Quantity | null {
  const t = text.trim();
  if (!t) return null;
  const m = matchQuantity(t);
  if (!m || t.slice(m.length).trim() !== "") return null;
  return m.max !== undefined ? { value: m.value, max: m.max } : { value: m.value };
}

/** Options for formatQuantity. */
export interface FormatOptions {
  /** Use unicode fraction characters ("1½") instead of ASCII ("1 1/2"). Default false. */
  unicode?: boolean;
  /** Largest denominator tried when looking for a kitchen fraction. Default 8. */
  maxDenominator?: number;
}

const ASCII_TO_UNICODE: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(UNICODE_FRACTIONS).map((ch) => [fracToAscii(ch), ch]));

/**
 * Formats an amount for display: kitchen fractions when the value is close to one (1.5 → "1 1/2",
 * 0.333 → "1/3"), otherwise a decimal with at most two places (1.37 → "1.37"). Ranges take `max`.
 */
export function formatQuantity(value: number, max?: number, options: FormatOptions = {}): string {
  const one = formatOne(value, options);
  return max !== undefined && max > value ? `${one}-${formatOne(max, options)}` : one;
}

function formatOne(value: number, options: FormatOptions): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  const whole = Math.floor(abs + 1e-9);
  const frac = abs - whole;
  if (frac < 0.01) return sign + String(whole);
  // Fractions only make sense for small amounts; "253.5 g" should not become "253 1/2 g".
  if (abs < 20) {
    const maxDen = options.maxDenominator ?? 8;
    for (const den of [2, 3, 4, 8, 5, 6].filter((d) => d <= maxDen)) {
      const num = Math.round(frac * den);
      if (num > 0 && num < den && Math.abs(num / den - frac) < 0.011) {
        const g = gcd(num, den);
        const ascii = `${num / g}/${den / g}`;
        if (options.unicode) {
          const uni = ASCII_TO_UNICODE[ascii];
          if (uni !== undefined) return sign + (whole > 0 ? String(whole) : "") + uni;
        }
        return sign + (whole > 0 ? `${whole} ` : "") + ascii;
      }
    }
  }
  return sign + String(Math.round(abs * 100) / 100);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** True when the string begins with something matchQuantity can read (digit, fraction, number word). */
export function startsWithQuantity(text: string): boolean {
  return matchQuantity(text) !== null;
}

/** Exposed for callers that need to test a bare number token without ranges or words. */
export function isNumberToken(token: string): boolean {
  const n = normalizeFractionChars(token.trim());
  const m = NUM_RE.exec(n);
  return m !== null && m[0].length === n.length;
}
