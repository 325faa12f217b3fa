/**
 * Line-level clean-up for pasted text, OCR output and social captions: hashtags out into tags,
 * emoji and bullets dropped, hyphenated OCR breaks rejoined, list numbering recognised.
 */
import { matchQuantity } from "../../lib/fractions";
import { normalizeUnit } from "../../lib/units";
import { DURATION_RE, SERVINGS_RES, TIME_LABELS } from "./vocabulary";

/** A cleaned line with what its decoration said about it. */
export interface TextLine {
  text: string;
  /** Started with "1.", "2)", "Step 3:" or a keycap emoji: a numbered step or item. */
  numbered: boolean;
  /** Started with a bullet or an emoji bullet. */
  bulleted: boolean;
  /** An empty line came right before it: a paragraph starts here. */
  afterBlank?: boolean;
  /** Started with "*" right before a word ("*Use at least 70% cocoa."): a footnote of the recipe. */
  footnote?: boolean;
}

// ™, ® and © are pictographic in Unicode but belong to product names ("Pillsbury™").
// eslint-disable-next-line no-misleading-character-class -- skin tones, joiners and keycaps are matched one by one on purpose
const EMOJI_RE = /(?:(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\uFE0F\u200D\u20E3])/gu;
const HASHTAG_RE = /(^|\s)#([\p{L}\p{N}_]+)/gu;
// ▢ and ◻ are the checkboxes recipe-card plugins print before each ingredient.
const BULLET_RE = /^[•·▪▫◦●○■□▢◻☐☑✓✔✗➤►▶→»*+\-–—]+\s*/;
const STEP_WORD = "(?:step|schritt|étape|etape|paso|stap|passo|passaggio|etapa)";
const NUMBER_RE = new RegExp(`^(?:${STEP_WORD}\\s*\\d+\\s*[:.)-]?|\\(?\\d{1,2}\\s*[.)](?!\\d))\\s*`, "i");
// "Step 1" or "1." alone on a line (recipe cards, copied ordered lists): the number of the next line.
const NUMBER_ONLY_RE = new RegExp(`^(?:${STEP_WORD}\\s*\\d+|\\d{1,2}\\s*[.)])\\s*[:.)-]?$`, "i");
// Exported WhatsApp chats put "[12/03/2024, 18:45] Name: " (iOS) or "12/03/2024, 18:45 - Name: " (Android) before each message.
const CHAT_PREFIX_RE = /^\[?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?\s*(?:[-–]\s*)?[^:\n]{1,40}:\s+/;

/** Pulls "#tags" out of the text. Returns the text without them and the tags, lowercased, in order. */
export function extractHashtags(text: string): { text: string; tags: string[] } {
  const tags: string[] = [];
  const stripped = text.replace(HASHTAG_RE, (_m, lead: string, tag: string) => {
    const t = tag.toLowerCase();
    if (!/^\d+$/.test(t) && !tags.includes(t)) tags.push(t);
    return lead;
  });
  return { text: stripped, tags };
}

/**
 * Splits text into cleaned lines. Joins words hyphenated across OCR line breaks ("fin-\nely"),
 * turns keycap digits ("1️⃣") into numbering and removes emoji and bullets.
 */
export function splitLines(text: string): TextLine[] {
  const unified = text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2009\u202f\t]/g, " ")
    .replace(/(\d)\uFE0F?\u20E3/g, "$1. ")
    .replace(/(\p{Ll})-\n\s*(\p{Ll})/gu, "$1$2");
  const out: TextLine[] = [];
  let blank = false;
  let pendingNumber = false;
  for (const rawLine of unified.split("\n")) {
    const raw = rawLine.replace(CHAT_PREFIX_RE, "");
    if (!raw.trim()) {
      blank = true;
      continue;
    }
    if (NUMBER_ONLY_RE.test(raw.trim())) {
      pendingNumber = true;
      continue;
    }
    // An emoji between two sentences separates them ("Best bread ever 🍞 You need..."), keep a mark.
    let line = raw
      // eslint-disable-next-line no-misleading-character-class -- as EMOJI_RE: the joiners are matched alone
      .replace(/(\S)\s*(?:(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\uFE0F\u200D])+\s*(?=\p{Lu})/gu, "$1 — ")
      .replace(EMOJI_RE, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!line) continue;
    if (/^(?:https?:\/\/|www\.)\S+$/i.test(line)) continue;
    // "*Filling*", "_Topping_": a line in markdown emphasis is a sub-heading, not a bullet.
    const emphasis = /^([*_])(?![\s*_])([^*_]+?)(?<!\s)\1[:：]?$/.exec(line);
    if (emphasis) line = emphasis[2] ?? line;
    const footnote = !emphasis && /^\*(?=\p{L})/u.test(line);
    let bulleted = false;
    const b = BULLET_RE.exec(line);
    // A leading "-" before a digit is still a bullet: recipes have no negative amounts.
    if (b && b[0].length > 0 && !/^[-–—]{2,}$/.test(line) && !footnote) {
      bulleted = true;
      line = line.slice(b[0].length);
    }
    const n = NUMBER_RE.exec(line);
    let numbered = n !== null && n[0].length > 0 && line.length > n[0].length;
    if (numbered && n) line = line.slice(n[0].length);
    line = line.trim();
    if (line && !/^[\p{P}\p{S}\s]+$/u.test(line)) {
      numbered ||= pendingNumber;
      pendingNumber = false;
      const item: TextLine = blank ? { text: line, numbered, bulleted, afterBlank: true } : { text: line, numbered, bulleted };
      if (footnote) {
        item.text = line.slice(1);
        item.footnote = true;
      }
      out.push(item);
      blank = false;
    }
  }
  markBareNumbering(out);
  return out;
}

/**
 * Steps numbered "1 Preheat…", "2 Beat…" without a stop after the number (OCR often loses it): a
 * run of at least three lines numbered 1, 2, 3… in order, each a sentence rather than an amount.
 */
function markBareNumbering(lines: TextLine[]): void {
  const run: Array<{ line: TextLine; rest: string }> = [];
  const flush = (): void => {
    if (run.length >= 3) for (const { line, rest } of run) Object.assign(line, { text: rest, numbered: true });
    run.length = 0;
  };
  for (const [i, line] of lines.entries()) {
    // Also "1 - Drain the chickpeas." and "1: Drain…".
    const m = /^(\d{1,2})(?:\s*[-–:]\s+|\s+)(\S.*)$/u.exec(line.text);
    const rest = m?.[2] ?? "";
    // A step wrapped over several lines ("1 Warm the stock in a pan" / "with the rosemary.") is a sentence with them.
    let whole = rest;
    for (let j = i + 1; m && j < lines.length; j++) {
      const after = lines[j] as TextLine;
      if (after.afterBlank || after.numbered || after.bulleted || /^\d/.test(after.text) || !/^\p{Ll}/u.test(after.text)) break;
      whole += ` ${after.text}`;
    }
    const sentence = /[.!?。！？]$/u.test(whole) || rest.split(/\s+/).length >= 8;
    const unit = normalizeUnit(rest.split(/[\s,]/)[0] ?? "") !== null;
    if (m && !line.numbered && sentence && !unit && Number(m[1]) === run.length + 1) run.push({ line, rest });
    else if (m && !line.numbered && sentence && !unit && Number(m[1]) === 1) {
      flush();
      run.push({ line, rest });
    } else if (run.length > 0 && !m && !line.afterBlank)
      continue; // a wrapped line inside a step
    else flush();
  }
  flush();
}

/** True when a line starts with an amount ("2 cups", "½ onion", "200g", "a pinch of"). */
export function startsWithAmount(text: string): boolean {
  const q = matchQuantity(text);
  if (q) {
    const after = text.slice(q.length);
    // "2 hours later" or "350 degrees" are not ingredients; "1990" alone is not either.
    // "15-Minute Honey Chicken" is a title, not an amount.
    if (/^\s*-?\s*(?:°|degrees|grad|hours?|minutes?|mins?|min\b)/i.test(after)) return false;
    // "One-Pan Lemon Chicken", "3-Ingredient Cookies": a number joined to a word that is no unit is
    // an adjective of a title; "1-inch piece" and "14-ounce can" are amounts.
    const joined = /^-(\p{L}+)/u.exec(after);
    if (joined && normalizeUnit(joined[1] ?? "") === null) return false;
    return /^\s*\S/.test(after);
  }
  const word = /^(?:a|an|one|pinch|handful|dash|splash|knob)\s+(\S+)/i.exec(text);
  return word !== null && normalizeUnit(word[1] ?? "") !== null;
}

// "Salt to taste", "Sal a gosto", "Sale q.b.": an ingredient without an amount, in any language.
const TO_TASTE_RE =
  /(?:^|\s)(?:to taste|as needed|as required|a gosto|al gusto|a piacere|q\.\s?b\.?|qb|quanto basta|nach geschmack|nach belieben|à volonté|au goût|naar smaak|efter smak)$/iu;
// "Molho de tomate 200 gramas", "brown sugar: 45 g", "Cebola 1 unidade", "Oil 2 colheres (sopa)".
const TRAILING_AMOUNT_RE = /^(\S.*?)\s*([:：])?\s+(?:\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?|\d+\/\d+|\d*\s?[½¼¾⅓⅔])\s*(\p{L}+)?\.?(?:\s*\([^()]*\))?$/u;

/**
 * True when a line names an ingredient first and gives its amount last ("Farinha 500 g",
 * "natural brown sugar: 45 g") or says "to taste" instead of an amount: ingredient lines of lists
 * that do not start with numbers. Times, temperatures and sizes at the end do not count.
 */
export function endsWithAmount(text: string): boolean {
  const t = text.trim();
  const words = t
    .replace(/\([^()]*\)/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  if (words > 8) return false;
  if (TO_TASTE_RE.test(t)) return true;
  if (/[!?]$/.test(t)) return false;
  // "Makes 750 grams", "Yield: 2 loaves" are yields.
  if (/^(?:makes|yields?|serves|servings|ergibt|rende|rinde|rendimiento|pour|voor|per|für)\b/i.test(t)) return false;
  const m = TRAILING_AMOUNT_RE.exec(t);
  if (!m) return false;
  const unit = m[3];
  if (unit === undefined) return m[2] !== undefined;
  if (
    /^(?:[cf]|°\w*|degrees?|grad|min(?:ute)?s?|minuten|minutos?|minuti|hours?|hrs?|h|stunden?|horas?|ore|heures?|seconds?|secs?|servings?|people|persons?|portions?|personen|personnes|porciones|porzioni)$/i.test(
      unit,
    )
  )
    return false;
  const u = normalizeUnit(unit);
  if (u) return u.dimension !== "other";
  return words <= 5;
}

/** Minutes in "1 hour 20 minutes", "1 h 20", "90 min", "1½ hours", "1 Std. 10 Min."; null when none. */
export function parseDuration(text: string): number | null {
  let total = 0;
  let found = false;
  for (const m of text.matchAll(DURATION_RE)) {
    found = true;
    if (m[1] !== undefined) {
      const n = m[1].replace(",", ".").replace(/\s*½/, ".5").replace(/\s*¼/, ".25").replace(/\s*¾/, ".75");
      total += Number(n.startsWith(".") ? `0${n}` : n) * 60;
    } else if (m[3] !== undefined) total += Number(m[3]);
  }
  // "1 h 20" / "1h20": trailing bare minutes after hours.
  const bare = /\d\s*(?:h|std\.?|heures?|uur|ore)\s*(\d{1,2})\s*$/i.exec(text);
  if (bare && bare[1]) total += Number(bare[1]);
  return found ? Math.round(total) : null;
}

/** Times and servings found in one line. */
export interface LineMeta {
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  servings?: number;
  yieldText?: string;
}

/**
 * Reads meta facts from a short line: "Prep: 10 min | Cook: 20 min | Serves 4". Each time label
 * takes the duration right after it. Returns null when the line carries none (so it is content).
 */
// "ca. 20 Minuten", "about 1 hour": words that may stand before or beside a duration.
const APPROX = "(?:ca\\.?|circa|about|approx\\.?|approximately|environ|etwa|unos|ongeveer|cerca de|plus|\\+)";

/**
 * True when a label's value is a duration and little else: "1 hr 15 mins", "ca. 20 Minuten",
 * "10 min (+ resting)". "9 to 11 minutes or until golden" and "2-3 min per side" are steps.
 */
export function durationOnly(value: string): boolean {
  const rest = value
    .replace(/\([^()]*\)/g, " ")
    .replace(DURATION_RE, " ")
    .replace(new RegExp(`(?:^|\\s)${APPROX}(?=\\s|$)`, "gi"), " ")
    .replace(/[\d½¼¾.,:\-–/]+/g, " ")
    .trim();
  return rest.split(/\s+/).filter(Boolean).length <= 1;
}

export function parseMetaLine(text: string): LineMeta | null {
  if (text.length > 160) return null;
  const meta: LineMeta = {};
  // Markdown emphasis around labels: "**Servings:** 8", "__Prep time__: 5 min".
  const plain = text.replace(/\*\*|__/g, "");
  // " - " before a word separates facts too: "Préparation : 20 min - Cuisson : 1 h 15".
  const parts = plain.split(/\s*[|•·;,]\s*|\s{2,}|\s+[-–—]\s+(?=\p{L})/u);
  let prose = false;
  let unknown = false;
  let bareTime: number | undefined;
  for (const part of parts) {
    const before = Object.keys(meta).length;
    for (const [key, re] of TIME_LABELS) {
      // The label must be followed by a colon or the number itself, so "Bake for 20 minutes" stays a step.
      const label = new RegExp(`^\\s*${re.source}(?:\\s*[:：\\-–]\\s*|\\s+(?=(?:${APPROX}\\s*)?[\\d½¼¾]))(.*)$`, "i").exec(part);
      if (label) {
        const value = label[1] ?? "";
        const minutes = durationOnly(value) ? parseDuration(value) : null;
        if (minutes !== null && meta[key] === undefined) meta[key] = minutes;
        break;
      }
    }
    for (const re of SERVINGS_RES) {
      const s = re.exec(part);
      if (s && meta.servings === undefined && /^\s*(?:\S+\s*){0,6}$/.test(part)) {
        const n = Number(s[1]);
        if (n > 0 && n < 200) {
          meta.servings = n;
          const upTo = /\d+/.exec(s[2] ?? "")?.[0];
          const count = upTo ? `${n}-${upTo}` : `${n}`;
          const rest = (s[3] ?? "").trim();
          meta.yieldText = rest ? `${count} ${rest}` : `${count} ${n === 1 && count === "1" ? "serving" : "servings"}`;
        }
      }
    }
    // "4 personen | 30 min": a bare duration beside other facts is the whole time (when every part is a fact).
    const bare = Object.keys(meta).length === before && /^\s*\d/.test(part) && durationOnly(part) ? parseDuration(part) : null;
    if (bare !== null) bareTime ??= bare;
    else if (Object.keys(meta).length === before) unknown = true;
    // A part that says nothing of times or servings and reads as words makes the line a sentence that
    // mentions a time ("A Roman classic, ready in 20 minutes."), not a meta line.
    if (Object.keys(meta).length === before && part.trim().split(/\s+/).length >= 3) prose = true;
  }
  if (bareTime !== undefined && !unknown && Object.keys(meta).length > 0) meta.totalTime ??= bareTime;
  return Object.keys(meta).length > 0 && !prose ? meta : null;
}

/**
 * Servings named in a sentence of the description, "Serves 6-8, takes about an hour.": a part of the
 * sentence (between commas or stops) that is a servings fact by itself. The sentence stays text.
 */
export function servingsInSentence(text: string): LineMeta | null {
  for (const part of text.split(/\s*[,;]\s+|[.!?]+(?:\s+|$)/)) {
    const meta = part.trim() ? parseMetaLine(part.trim()) : null;
    if (meta?.servings !== undefined) return { servings: meta.servings, yieldText: meta.yieldText };
  }
  return null;
}
