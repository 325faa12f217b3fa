/**
 * Splitting what follows the amount into name and tail: comma lists that belong to the name
 * ("salt, pepper and nutmeg"), leading modifier lists ("boneless, skinless chicken"), parts of a
 * whole that are preparation ("lemon, zest and juice"), parenthesised remarks, and leading kitchen
 * actions ("finely chopped onion").
 */
import {
  ADVERB_TARGETS,
  CUT_SHAPE_RE,
  POSTPOSED_ADVERB_TARGETS_RE,
  NOTE_START,
  PART_WORDS,
  POSTPOSED_PREP_RE,
  POSTPOSED_SIZE_WORDS,
  PREP_ADVERBS,
  PREP_WORDS,
  PRODUCT_BEFORE_ACTION,
  SIZE_WORDS,
} from "./lexicon";

/** Adjectives that may stand alone before a comma and still describe the noun after it. */
const NAME_ADJECTIVES = new Set([
  "cold",
  "hot",
  "warm",
  "fresh",
  "dry",
  "raw",
  "ripe",
  "firm",
  "soft",
  "lean",
  "plain",
  "sweet",
  "sour",
  "red",
  "green",
  "yellow",
  "white",
  "black",
  "brown",
  "orange",
  "purple",
  "young",
  "mature",
  "mild",
  "strong",
  "good",
  "whole",
  "natural",
  "salted",
  "smooth",
  "crunchy",
  "organic",
  "live",
  "wild",
  "fat-free",
  "low-fat",
  "full-fat",
]);

/** True for "finely", "roughly" and the listed non-English adverbs. */
export function isAdverb(word: string): boolean {
  return /^[a-z]{3,}ly$/i.test(word) || PREP_ADVERBS.has(word.toLowerCase());
}

/** True when the segment begins like a preparation or a comment rather than a name. */
export function startsLikePreparation(segment: string): boolean {
  const words = segment.trim().toLowerCase().split(/\s+/);
  const first = words[0] ?? "";
  return PREP_WORDS.has(first) || isAdverb(first) || /^[a-z-]+ed$/.test(first) || NOTE_START.test(segment.trim());
}

function wordsOf(text: string): string[] {
  return text.trim().toLowerCase().replace(/[()]/g, " ").split(/\s+/).filter(Boolean);
}

/** A kitchen action: a listed preparation word or an -ed participle ("stringed", "removed"). */
function isActionWord(word: string): boolean {
  return PREP_WORDS.has(word) || /^[a-z-]{3,}ed$/.test(word);
}

/**
 * A segment that describes a preparation rather than naming another ingredient: it is made of
 * parts of the whole ("zest and juice", "juice only", "whites and yolks") or it ends a clause with
 * a kitchen action ("leaves removed and shredded", "seeds and stem removed").
 */
export function isPreparationSegment(segment: string): boolean {
  const words = wordsOf(segment);
  if (words.length === 0) return false;
  if (words.every((w) => PART_WORDS.has(w) || w === "and" || w === "or" || w === "&" || w === "only" || w === "both")) return true;
  return words.some((w, i) => i > 0 && isActionWord(w) && (i === words.length - 1 || /^(?:and|or|&)$/.test(words[i + 1] ?? "")));
}

/** Every word qualifies a noun that comes later: "boneless", "red", "peeled", "finely chopped". */
function isModifierSegment(segment: string): boolean {
  const words = wordsOf(segment.replace(/\([^)]*\)/g, " ")).map((w) => w.replace(/[.,]$/, ""));
  if (words.length === 0 || words.length > 3) return false;
  return words.every(
    (w) => NAME_ADJECTIVES.has(w) || PREP_WORDS.has(w) || isAdverb(w) || SIZE_WORDS.has(w) || /^[a-z-]+(?:ed|less)$/.test(w) || /^(?:and|or|&)$/.test(w),
  );
}

/** A segment that only says what state the item may come in: "fresh or frozen", "cooked or canned". */
function isStateSegment(segment: string): boolean {
  const words = wordsOf(segment.replace(/\([^)]*\)/g, " "));
  if (words.length < 3 || !words.some((w) => w === "or" || w === "and")) return false;
  return words.every((w) => NAME_ADJECTIVES.has(w) || /^(?:frozen|canned|tinned|bottled|[a-z-]+ed)$/.test(w) || /^(?:and|or)$/.test(w));
}

/** Splits "a, b (c, d), e" at the first top-level comma or semicolon. */
export function splitTopLevel(text: string): [string, string] {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    else if ((ch === "," || ch === ";") && depth === 0) return [text.slice(0, i), text.slice(i + 1)];
  }
  // A spaced dash also separates name from preparation: "onion - finely chopped".
  const dash = /\s[-–—]\s|\s?—\s?/.exec(text);
  if (dash && dash.index > 0) return [text.slice(0, dash.index), text.slice(dash.index + dash[0].length)];
  return [text, ""];
}

/** The name part of a line, what follows it, and modifiers written before it as a comma list. */
export interface NameSplit {
  head: string;
  tail: string;
  /** Leading comma-separated modifiers: "boneless, skinless chicken" → ["boneless"]. */
  modifiers: string[];
}

/**
 * Splits the name from what follows it, like splitTopLevel, but keeps comma lists that belong to
 * the name: "salt, pepper, and nutmeg", "olive, sunflower or walnut oil", "smoked, undyed haddock",
 * "peeled, cubed pumpkin", and bare alternatives ", or crème fraîche".
 */
export function splitNameFromTail(text: string): NameSplit {
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
  // "boneless, skinless chicken", "cored, seeded, and minced pepper": leading modifier segments.
  const modifiers: string[] = [];
  const joinsNext = (next: string): boolean => {
    const bare = next.trim().replace(/^(?:and|or|&)\s+/i, "");
    return !NOTE_START.test(bare) && !isPreparationSegment(bare);
  };
  while (segments.length > 1 && isModifierSegment(segments[0] ?? "") && joinsNext(segments[1] ?? "")) {
    modifiers.push((segments.shift() ?? "").trim());
  }
  if (segments.length === 1) return { head: segments[0] ?? "", tail: "", modifiers };
  // A parenthesised alternative does not make a segment longer: "and parsley leaves (or any soft herbs)".
  const count = (seg: string): number =>
    seg
      .replace(/\(\s*or\s[^()]*\)/gi, " ")
      .trim()
      .split(/\s+/)
      .filter(Boolean).length;
  let keep = 0;
  // A list ends with a segment that starts with or contains "and"/"or" ("and strawberries").
  for (let k = 1; k < segments.length; k++) {
    const seg = segments[k] ?? "";
    const bare = seg.trim().replace(/^(?:and|or|&)\s+/i, "");
    if (count(seg) > 5 || !bare || startsLikePreparation(bare) || isPreparationSegment(bare) || isStateSegment(bare) || /\d/.test(seg)) break;
    if (/^(?:and|or|&)\s|\s(?:and|or|&)\s/i.test(seg.trim())) keep = k;
  }
  // ", or crème fraîche": a bare alternative right after the name stays part of it, unless it is
  // a comment ("or more to taste", "or similar") or another measured amount.
  const alt = /^\s*or\s+(?!(?:more|less|so|to|similar|as|if|you|use|substitute|a\s+few)\b)([^\d]+)$/i.exec(segments[1] ?? "");
  if (keep === 0 && alt && count(alt[1] ?? "") <= 5 && !isPreparationSegment(alt[1] ?? "")) keep = 1;
  // "Salz, Pfeffer", "Sel, poivre du moulin", "Salt, freshly ground pepper": the seasoning pair is one item.
  if (keep === 0 && isSaltPepperPair(segments[0] ?? "", segments[1] ?? "")) keep = 1;
  if (keep === 0) return { head: segments[0] ?? "", tail: segments.slice(1).join(","), modifiers };
  return { head: segments.slice(0, keep + 1).join(","), tail: segments.slice(keep + 1).join(","), modifiers };
}

const SALT_RE = /(?:^|\s)(?:salt|salz|sel|sal|sale|zout)$/i;
const PEPPER_RE = /(?:^|\s)(?:pepper|pfeffer|poivre|pimienta|pimenta|pepe|peper)(?:\s|$)/i;

/** "Salz" then "Pfeffer aus der Mühle": salt, then a short segment naming pepper. */
function isSaltPepperPair(first: string, second: string): boolean {
  const next = second.trim();
  return SALT_RE.test(first.trim()) && PEPPER_RE.test(next) && !/\d/.test(next) && next.split(/\s+/).length <= 5 && !NOTE_START.test(next);
}

/** Pulls parenthesised groups out of text; returns the text without them and their contents. */
export function extractParens(text: string): [string, string[]] {
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

/** Moves leading kitchen actions ("finely chopped", "peeled and diced") out of the name. */
export function splitLeadingPreparation(name: string): [string, string] {
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
  return [
    words
      .slice(end)
      .join(" ")
      .replace(/^(?:and|or)\s+/i, ""),
    prep,
  ];
}

/** The kitchen actions before the second of two foods joined by "and": "salt and freshly ground pepper". */
export function splitJoinedPreparation(name: string): [string, string] {
  const m = /\s(?:and|&)\s/i.exec(name);
  if (!m) return [name, ""];
  const [second, prep] = splitLeadingPreparation(name.slice(m.index + m[0].length));
  return prep ? [`${name.slice(0, m.index + m[0].length)}${second}`, prep] : [name, ""];
}

// Words that may continue a postposed preparation: "picada fina", "pelados y picados", "cortadas en dados".
const POSTPOSED_JOIN_RE = /^(?:y|e|et|und|en|ed|and|o|ou|oder|fino|fina|finos|finas|finito|finita|fin|fine|fines|finement|muy|bien|très|molto)$/iu;
const CUT_PREPOSITION_RE = /^(?:en|in|a|em|à)$/iu;

/**
 * Moves a kitchen action written after the noun to preparation, as Romance-language recipes write
 * it: "oignon émincé" → ["oignon", "émincé"], "patatas peladas y cortadas en dados" → ["patatas",
 * "peladas y cortadas en dados"], "Zwiebel in Würfeln" → ["Zwiebel", "in Würfeln"]. Only when every
 * word from the action on belongs to it, so "chocolat noir à 70 %" or "pomodori pelati" stay.
 */
export function splitTrailingPreparation(name: string): [string, string] {
  const words = name.split(" ");
  const isCut = (i: number): boolean => CUT_PREPOSITION_RE.test(words[i] ?? "") && CUT_SHAPE_RE.test(words[i + 1] ?? "");
  const isAction = (w: string): boolean => POSTPOSED_PREP_RE.test(w);
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? "";
    // "poivre noir fraîchement moulu": after an adverb a grinding word is an action too.
    const adverbTarget = isAdverb(w) && POSTPOSED_ADVERB_TARGETS_RE.test(words[i + 1] ?? "") && i + 2 === words.length;
    if (adverbTarget) return [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const starts = isAction(w) || isCut(i) || (isAdverb(w) && isAction(words[i + 1] ?? ""));
    if (!starts) continue;
    // "carne picada", "pan rallado": the participle names the product.
    // Only when the participle ends the name: "tomates coupées en quartiers" is still a cut.
    if (isAction(w) && i === words.length - 1 && PRODUCT_BEFORE_ACTION.has((words[i - 1] ?? "").toLowerCase())) return [name, ""];
    for (let j = i; j < words.length; j++) {
      const x = words[j] ?? "";
      if (isCut(j)) {
        j++;
        continue;
      }
      if (!isAction(x) && !isAdverb(x) && !POSTPOSED_JOIN_RE.test(x)) return [name, ""];
    }
    // A trailing "and"/"y" would leave the name dangling: "sal y picada" is not a split.
    if (/^(?:y|e|et|und|en|and|o|ou|oder)$/i.test(words[i - 1] ?? "")) return [name, ""];
    return [words.slice(0, i).join(" "), words.slice(i).join(" ")];
  }
  return [name, ""];
}

/** A size word written after the noun: "cebolla mediana" → ["cebolla", "mediana"]; none → [name, ""]. */
export function splitTrailingSize(name: string): [string, string] {
  const at = name.lastIndexOf(" ");
  if (at <= 0) return [name, ""];
  const last = name.slice(at + 1);
  if (!POSTPOSED_SIZE_WORDS.has(last.toLowerCase())) return [name, ""];
  // "tomates de tamaño mediano", "pimiento rojo y grande": a joining word before the size is not a noun.
  const before = name.slice(0, at).trim();
  if (/(?:^|\s)(?:de|di|da|du|y|e|et|o|ou|a)$/i.test(before)) return [name, ""];
  return [before, last];
}
