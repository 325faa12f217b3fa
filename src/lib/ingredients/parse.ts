/**
 * The ingredient-line parser: "2 large eggs, beaten" → {quantity 2, size "large", name "eggs",
 * preparation "beaten"}. One parser for every importer and the write path, so the same line
 * always yields the same record.
 *
 * Rules, applied in this order:
 *  1. bullets, list numbering and emoji are dropped; "(optional)"/"optional" sets isOptional;
 *     "to taste"-style phrases go to the note;
 *  2. the amount is read from the start (see measure.ts);
 *  3. parenthesised text goes to the note;
 *  4. text after the first comma/semicolon is preparation, or note when it reads like a comment
 *     ("to serve", "plus extra", "such as ...");
 *  5. a trailing "for frying"/"to serve" purpose phrase goes to the note;
 *  6. leading kitchen actions ("finely chopped", "freshly grated") move to preparation, while
 *     product descriptors ("ground", "dried", "smoked") stay in the name;
 *  7. "3 garlic cloves"/"2 thyme sprigs" make the trailing clove/sprig word the unit.
 */
import type { Ingredient } from "../../importers/types";
import { matchQuantity } from "../fractions";
import { normalizeUnit } from "../units";
import { ADVERB_TARGETS, CONNECTOR_RE, NOTE_START, OPTIONAL_RE, PREP_ADVERBS, PREP_WORDS, TO_TASTE_RE } from "./lexicon";
import { APPROX_RE, PART_OF_RE } from "./lexicon";
import { readMeasure } from "./measure";

/** A parsed line: the spec's Ingredient plus what the parser can tell beyond it. */
export interface ParsedIngredient extends Ingredient {
  /** High end of a range ("1-2 cups" → quantity 1, quantityMax 2). */
  quantityMax?: number;
  /** Size or package size: "large", "400g", "14-ounce". */
  size?: string;
  /** Comments: alternatives, "to taste", parenthesised remarks. */
  note?: string;
}

const BULLET_RE = /^(?:[\s•·▪▫◦●○■□☐☑✓✔✗➤►▶→»>*+\-–—]|\p{Extended_Pictographic}|\uFE0F|\u200D)+/u;
const NUMBERING_RE = /^\(?\d{1,2}[.)]\s+(?=[\d½¼¾⅓⅔⅛⅜⅝⅞]|\p{L})/u;
const PURPOSE_RE = /\s+(?:for|to serve|to garnish|to decorate|to finish|zum|zur|für|pour|para|per|voor|om)\s+\S.*$/i;
// "3 garlic cloves", "2 celery stalks", "1 fennel bulb": the trailing word is the unit. "leaves" is
// left out on purpose: "basil leaves" is usually what the cook buys.
const TRAILING_UNIT_RE = /^([^\d]+?)\s+(cloves?|sprigs?|stalks?|sticks?|bulbs?|spears?|sheets?|heads?|loaf|loaves|slices?|ribs?)$/i;
const TRAILING_MEASURE_RE = /\s+[\d½¼¾⅓⅔⅛][\d\s\/.,½¼¾⅓⅔⅛]*\s*(?:g|kg|ml|l|oz|lb|mL|cl|dl)\.?$/i;

/** Strips list decoration and normalises whitespace, keeping the words. */
export function cleanIngredientLine(line: string): string {
  let text = line.replace(/[\u00a0\u2009\u202f\t]/g, " ").replace(/\s+/g, " ").trim();
  // A bullet "-" directly followed by a digit could be a minus sign, but recipes have no negative amounts.
  text = text.replace(BULLET_RE, "").trim();
  text = text.replace(NUMBERING_RE, "").trim();
  return text;
}

/** Splits "a, b (c, d), e" at the first top-level comma or semicolon. */
function splitTopLevel(text: string): [string, string] {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    else if ((ch === "," || ch === ";") && depth === 0) return [text.slice(0, i), text.slice(i + 1)];
  }
  // A spaced dash also separates name from preparation: "onion - finely chopped".
  const dash = /\s[-–—]\s/.exec(text);
  if (dash) return [text.slice(0, dash.index), text.slice(dash.index + dash[0].length)];
  return [text, ""];
}

const NAME_ADJECTIVES = new Set([
  "cold", "hot", "warm", "fresh", "dry", "raw", "ripe", "firm", "soft", "lean", "plain", "sweet", "sour", "red",
  "green", "yellow", "white", "black", "brown", "orange", "purple", "young", "mature", "mild", "strong", "good",
]);

function startsLikePreparation(segment: string): boolean {
  const words = segment.trim().toLowerCase().split(/\s+/);
  const first = words[0] ?? "";
  return PREP_WORDS.has(first) || isAdverb(first) || /^[a-z-]+ed$/.test(first) || NOTE_START.test(segment.trim());
}

/**
 * Splits the name from what follows it, like splitTopLevel, but keeps comma lists that belong to
 * the name: "salt, pepper, and nutmeg", "olive, sunflower or walnut oil", "smoked, undyed haddock".
 */
function splitNameFromTail(text: string): [string, string] {
  const segments: string[] = [];
  let rest = text;
  for (;;) {
    const [a, b] = splitTopLevel(rest);
    segments.push(a);
    if (!b || a.length === rest.length) break;
    rest = b;
    if (segments.length > 8) {
      segments.push(rest);
      break;
    }
  }
  if (segments.length === 1) return [text, ""];
  const words = (seg: string): number => seg.trim().split(/\s+/).filter(Boolean).length;
  let keep = 0;
  // A list ends with a segment that starts with or contains "and"/"or" ("and strawberries").
  for (let k = 1; k < segments.length; k++) {
    const seg = segments[k] ?? "";
    const bare = seg.trim().replace(/^(?:and|or|&)\s+/i, "");
    if (words(seg) > 5 || !bare || startsLikePreparation(bare) || /\d/.test(seg)) break;
    if (/^(?:and|or|&)\s|\s(?:and|or|&)\s/i.test(seg.trim())) keep = k;
  }
  // "smoked, undyed haddock fillets": an adjective before the comma, the noun after it.
  const first = (segments[0] ?? "").trim().toLowerCase();
  const second = segments[1] ?? "";
  if (keep === 0 && words(first) === 1 && (NAME_ADJECTIVES.has(first) || /(?:ed|less)$/.test(first)) && words(second) <= 4 && !startsLikePreparation(second)) {
    keep = 1;
  }
  if (keep === 0) return [segments[0] ?? "", segments.slice(1).join(",")];
  return [segments.slice(0, keep + 1).join(","), segments.slice(keep + 1).join(",")];
}

/** Pulls parenthesised groups out of text; returns the text without them and their contents. */
function extractParens(text: string): [string, string[]] {
  const found: string[] = [];
  let out = text;
  for (let guard = 0; guard < 10; guard++) {
    const m = /\s*[([]([^()[\]]*)[)\]]/.exec(out);
    if (!m) break;
    const inner = (m[1] ?? "").trim();
    if (inner) found.push(inner);
    out = out.slice(0, m.index) + " " + out.slice(m.index + m[0].length);
  }
  // An unbalanced "(" starts a remark that runs to the end of the line.
  const open = out.indexOf("(");
  if (open >= 0) {
    found.push(out.slice(open + 1).trim());
    out = out.slice(0, open);
  }
  return [out.replace(/\s+/g, " ").trim(), found];
}

function isAdverb(word: string): boolean {
  return /^[a-z]{3,}ly$/i.test(word) || PREP_ADVERBS.has(word.toLowerCase());
}

/** Moves leading kitchen actions ("finely chopped", "peeled and diced") out of the name. */
function splitLeadingPreparation(name: string): [string, string] {
  const words = name.split(" ");
  let i = 0;
  let end = 0;
  while (i < words.length) {
    const w = (words[i] ?? "").toLowerCase().replace(/,$/, "");
    const next = (words[i + 1] ?? "").toLowerCase().replace(/,$/, "");
    if (PREP_WORDS.has(w)) {
      i++;
      end = i;
    } else if (isAdverb(w) && (PREP_WORDS.has(next) || ADVERB_TARGETS.has(next))) {
      i += 2;
      end = i;
    } else if ((w === "and" || w === "or" || w === "&") && end === i && i > 0) {
      i++;
    } else break;
  }
  // Keep at least one word as the name: "2 cooked" has no other candidate.
  if (end === 0 || end >= words.length) return [name, ""];
  const prep = words.slice(0, end).join(" ").replace(/,$/, "");
  return [words.slice(end).join(" ").replace(/^(?:and|or)\s+/i, ""), prep];
}

function matchesQuantityStart(text: string): boolean {
  return matchQuantity(text) !== null;
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, "")
    .replace(/\s+([,.;:])/g, "$1")
    .trim();
}

/** Parses one ingredient line as written in a recipe. Never throws; the name falls back to the line. */
export function parseIngredientLine(line: string): ParsedIngredient {
  let text = cleanIngredientLine(line);
  const notes: string[] = [];
  let isOptional = false;
  for (let guard = 0; guard < 3 && OPTIONAL_RE.test(text); guard++) {
    isOptional = true;
    text = text.replace(OPTIONAL_RE, " ").trim();
  }
  // "Optional: 1 vanilla pod" leaves the colon behind.
  text = text.replace(/^[\s:;,.\-–]+/, "");
  const taste = TO_TASTE_RE.exec(text);
  if (taste) {
    notes.push(taste[0].replace(/^,\s*/, "").replace(/\.$/, ""));
    text = (text.slice(0, taste.index) + " " + text.slice(taste.index + taste[0].length)).trim();
  }
  text = text.replace(APPROX_RE, "");

  // "Zest of 1 lemon" → quantity 1, name "zest of lemon".
  const part = PART_OF_RE.exec(text);
  let partPrefix = "";
  if (part && !matchesQuantityStart(text)) {
    partPrefix = `${part[1] ?? ""} ${part[2] ?? ""} `;
    text = text.slice(part[0].length);
  }
  const m = readMeasure(text);
  let rest = m.rest.replace(/^\s*[.:]\s*/, " ").trim();
  const conn = CONNECTOR_RE.exec(rest);
  if (conn && (m.unit !== undefined || m.quantity !== undefined)) rest = rest.slice(conn[0].length);

  const [head, tail] = splitNameFromTail(rest);
  const [headNoParens, headParens] = extractParens(head);
  let name = headNoParens;
  for (const p of headParens) {
    // Short wordy remarks are part of the name: "(gochujang)", "(or dry sherry)"; the rest are notes.
    const isNamePart = !/\d/.test(p) && p.split(/\s+/).length <= 4 && !startsLikePreparation(p.replace(/^or\s+/i, ""));
    if (isNamePart) name = `${name} (${p})`;
    else notes.push(p);
  }
  let preparation = "";
  const tailText = tidy(tail);
  if (tailText) {
    const [tailNoParens, tailParens] = extractParens(tailText);
    if (NOTE_START.test(tailText)) notes.push(tailText);
    else {
      preparation = tidy(tailNoParens);
      notes.push(...tailParens);
    }
  }
  const purpose = PURPOSE_RE.exec(name);
  if (purpose && purpose.index > 0) {
    notes.push(purpose[0].trim());
    name = name.slice(0, purpose.index);
  }
  const plus = /\s+plus\s+.*$/i.exec(name);
  if (plus && plus.index > 0) {
    notes.push(plus[0].trim());
    name = name.slice(0, plus.index);
  }
  const [bareName, leadingPrep] = splitLeadingPreparation(tidy(name));
  name = bareName;
  if (leadingPrep) preparation = preparation ? `${leadingPrep}, ${preparation}` : leadingPrep;

  let unit = m.unit;
  const trailing = unit === undefined && m.quantity !== undefined ? TRAILING_UNIT_RE.exec(name) : null;
  if (trailing && trailing[1] && trailing[2] && normalizeUnit(trailing[2])) {
    name = trailing[1];
    unit = trailing[2];
  }
  const trailingMeasure = TRAILING_MEASURE_RE.exec(name);
  if (trailingMeasure && trailingMeasure.index > 0) {
    notes.push(trailingMeasure[0].trim());
    name = name.slice(0, trailingMeasure.index);
  }
  name = tidy(name.replace(/^(?:of|de|d'|d’|di)\s+/i, "").replace(/\s+(?:or|and|&)$/i, ""));
  if (partPrefix) name = tidy(`${partPrefix}${name}`);
  // "5 cloves": with nothing left, the word read as a unit was the ingredient itself.
  if (!name && unit !== undefined && m.unitInfo?.dimension === "count") {
    name = unit;
    unit = undefined;
  }
  if (!name) name = tidy(preparation) || tidy(cleanIngredientLine(line));

  const out: ParsedIngredient = { name };
  if (m.quantity !== undefined) out.quantity = m.quantity;
  if (m.quantityMax !== undefined) out.quantityMax = m.quantityMax;
  if (unit !== undefined) out.unit = unit;
  if (m.size !== undefined) out.size = m.size;
  if (preparation) out.preparation = preparation;
  const note = [...m.alternatives, ...notes].map(tidy).filter(Boolean).join("; ");
  if (note) out.note = note;
  if (isOptional) out.isOptional = true;
  return out;
}
