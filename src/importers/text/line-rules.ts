/** The line rules of plain-text extraction (extract.ts): what a line is, and how wrapped lines are joined back. */

import { endsWithAmount, parseMetaLine, startsWithAmount, type LineMeta, type TextLine } from "./lines";
import {
  BUTTONS_RE,
  CALL_TO_ACTION_RE,
  LINK_RE,
  PROMO_LABEL_RE,
  CARD_FACT_LABEL_RE,
  CARD_FACT_RE,
  GROUP_PREFIX_RE,
  matchHeading,
  META_LABEL_RE,
  REST_LABEL_RE,
  REST_TIME_RE,
  type Section,
} from "./vocabulary";
export interface Group {
  title: string;
  ingredientLines: string[];
  instructions: string[];
}

const SENTENCE_END = /[.!?:;)]["'”’]?$/;
// A line cut mid-phrase: it ends with a comma, an open bracket, a dash or a joining word.
// The word must be whole: "limão" does not end with the Spanish "o" (\b treats "ã" as a non-letter).
const CONTINUES = /(?:[,(\-–]|(?<![\p{L}\p{M}])(?:and|or|of|with|into|to|the|a|an|for|plus|in|on|at|until|und|oder|mit|et|ou|avec|y|o|con|en|e|di|met|van))$/iu;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// Last words of component names: "Crumble Topping", "Filling", "Salsa verde", "Füllung".
const GROUP_WORDS =
  /(?:^|\s)(?:topping|toppings|filling|sauce|dressing|glaze|marinade|crust|dough|batter|frosting|icing|seasoning|garnish|base|coating|syrup|assembly|prep|crumble|streusel|rub|brine|mix|spice mix|solution|füllung|teig|soße|sauce|belag|guss|garniture|pâte|glaçage|relleno|masa|salsa|cobertura|vulling|saus|deeg|beslag|ripieno|impasto|condimento|recheio|massa|calda)$/i;

/** A line that names a component without a colon: "Filling", "Crumble Topping" before an amount line. */
function bareGroupTitle(line: TextLine, next: TextLine | undefined): boolean {
  const t = line.text;
  if (line.bulleted || /[\d.,;!?]/.test(t) || wordCount(t) > 4 || next === undefined || !startsWithAmount(next.text)) return false;
  const words = t.split(/\s+/).filter((w) => w.length >= 3);
  const titleCase = words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w));
  return GROUP_WORDS.test(t) || titleCase;
}

/** A component heading inside a section: "For the sauce:", "SAUCE", "Für den Teig", "**Topping**", "Filling". */
export function groupTitle(line: TextLine, section: Section | null, next?: TextLine): string | null {
  const t = line.text;
  if (startsWithAmount(t) || wordCount(t) > 7 || line.numbered) return null;
  if (section === "ingredients" && bareGroupTitle(line, next)) return cleanTitle(t);
  const prefixed = GROUP_PREFIX_RE.exec(t);
  if (prefixed && (t.endsWith(":") || t.endsWith("：") || wordCount(t) <= 4) && section !== "instructions") {
    return cleanTitle(prefixed[1] ?? t);
  }
  // "Filling:", and "Filling —" / "Filling -" (a dash after a space ends a heading the same way).
  if (/(?:[:：]|\s[—–-])$/.test(t) && wordCount(t) <= 5) return cleanTitle(t.replace(/^(?:for|für|pour|para|voor|per)\s+(?:the\s+)?/i, ""));
  const letters = t.replace(/[^\p{L}]/gu, "");
  if (letters.length > 3 && letters === letters.toUpperCase() && wordCount(t) <= 4) return cleanTitle(t);
  if (/^(?:\*\*|__|#{1,4}\s).+/.test(t)) return cleanTitle(t);
  return null;
}

export function cleanTitle(text: string): string {
  const t = text
    .replace(/^[#*_\s]+|[#*_:：\s]+$/g, "")
    .replace(/\s+[—–-]$/, "")
    .trim();
  if (t.length > 0 && t === t.toUpperCase()) return t.charAt(0) + t.slice(1).toLowerCase();
  return t;
}

/** An ingredient line by its own shape: an amount first ("2 eggs"), last ("Farinha 500 g") or "to taste". */
export function ingredientLike(text: string): boolean {
  return startsWithAmount(text) || endsWithAmount(text);
}

/** Decides whether a line under no heading looks like a step. */
export function looksLikeStep(line: TextLine): boolean {
  if (line.numbered && !startsWithAmount(line.text)) return true;
  const words = wordCount(line.text);
  if (ingredientLike(line.text)) return words >= 12 && /[.!]$/.test(line.text);
  return words >= 8 || (words >= 4 && /[.!]$/.test(line.text));
}

/**
 * The line with the next one when that continues it (hard-wrapped text, OCR): the next starts in
 * lower case and is no ingredient, and this one has no final stop. "Épluchez les pommes de terre et
 * coupez-les" + "en fines rondelles." reads as the step it starts.
 */
export function wrapped(line: TextLine, n: TextLine | undefined): TextLine {
  if (!n || n.afterBlank || n.numbered || n.bulleted || SENTENCE_END.test(line.text) || !/^\p{Ll}/u.test(n.text) || ingredientLike(n.text)) return line;
  return { ...line, text: `${line.text} ${n.text}` };
}

/** "To make the sauce:", "For the salsa:", "Para hacer la masa:": the steps of a component named before. */
export const STEP_GROUP_RE =
  /^(?:to make|to prepare|make|prepare|for|para hacer|pour faire|pour|für|fuer|para|voor|per)\s+(?:the|die|den|das|der|le|la|les|l['’]|el|los|las|a|o|de|het|il|lo)?\s*(.+?)\s*[:：]$/i;

/** Several sentences of twelve words or more: "Fry onion till soft. Add the rest and simmer. Done!! xx". */
export function proseParagraph(line: TextLine): boolean {
  return wordCount(line.text) >= 12 && /^\p{Lu}/u.test(line.text) && /[.!]$|[.!]\s+\p{Lu}/u.test(line.text);
}

/** A numbered line that reads as a step, not a numbered ingredient ("1. Poner las lentejas en remojo."). */
export function numberedStep(line: TextLine | undefined): boolean {
  if (!line?.numbered || ingredientLike(line.text)) return false;
  const words = wordCount(line.text);
  return words >= 8 || (words >= 3 && /[.!]$/.test(line.text));
}

export function mergeMeta(target: LineMeta, add: LineMeta): void {
  for (const key of ["prepTime", "cookTime", "totalTime", "servings", "yieldText"] as const) {
    if (target[key] === undefined && add[key] !== undefined) Object.assign(target, { [key]: add[key] });
  }
}

/** How the steps of a section are laid out so far, which decides what an unmarked line is. */
export interface StepLayout {
  /** Some step was numbered: an unnumbered line right after it continues it. */
  numbered: boolean;
  /** Steps were separated by empty lines: a line without one before it continues the step. */
  paragraphs: boolean;
}

/**
 * Appends a step, joining a line to the previous step when it was cut mid-sentence, when steps are
 * numbered and this line has no number (a wrapped line), or when steps are paragraphs and this
 * line does not start one.
 */
export function pushStep(steps: string[], line: TextLine, layout: StepLayout): void {
  const prev = steps[steps.length - 1];
  const cut = !SENTENCE_END.test(prev ?? "") || /^\p{Ll}/u.test(line.text);
  // An empty line before a capitalised line starts a new step even when the one before it has no
  // final stop: a step title ("Cook the pasta") or a step written without punctuation.
  const paragraph = line.afterBlank === true && !/^\p{Ll}/u.test(line.text);
  const continues = layout.numbered ? !line.numbered && !line.afterBlank : layout.paragraphs ? !line.afterBlank : cut && !paragraph;
  // A bulleted line is an item of its own, also when it starts in lower case ("- sear the chicken").
  if (prev !== undefined && !line.numbered && !line.bulleted && continues) steps[steps.length - 1] = `${prev} ${line.text}`;
  else steps.push(line.text);
  if (line.numbered) layout.numbered = true;
  if (line.afterBlank && steps.length > 1) layout.paragraphs = true;
}

/** Where a line sits in the text, to tell a line wrapped at the column width from a line of its own. */
export interface Layout {
  /** The line right before it in the text, when the line is one of the text's own lines. */
  before?: TextLine;
  /** Characters of the longest line: the column width of a scanned or hard-wrapped text. */
  width: number;
}

/**
 * An ingredient line cut at the column width ("1 (15-ounce) can cannellini" + "beans, drained"): the line
 * cannot stand alone (it starts in lower case and has no amount) and its first word would not have fitted
 * on the line before it, so the text was wrapped there. Typed lists, whose lines are shorter than the
 * text's longest line, keep an unquantified item ("fresh parsley, chopped") of its own, and so does a line
 * after an item that already ends with its remark.
 */
function wrappedAtWidth(prev: string, line: TextLine, layout: Layout | undefined): boolean {
  const before = layout?.before;
  if (!before || before.bulleted !== line.bulleted || line.afterBlank || line.footnote || !prev.endsWith(before.text)) return false;
  if (!/^\p{Ll}/u.test(line.text) || ingredientLike(line.text)) return false;
  // A line that already has its remark ("…, crumbled", "… (I use ricotta)") is a whole item: what follows is the next.
  if (/[,)]/.test(before.text.replace(/^[^()]*\([^()]*\)/, "")) || /\)$/.test(before.text)) return false;
  const first = line.text.split(/\s+/)[0] ?? "";
  // Proportional type fits more narrow letters on a line: a little slack on the width in characters.
  return before.text.length + 1 + first.length > layout.width * 0.85;
}

/** Appends an ingredient, joining a wrapped continuation ("2 cups finely chopped" + "onions"). */
export function pushIngredient(lines: string[], line: TextLine, layout?: Layout): void {
  const prev = lines[lines.length - 1];
  const open = prev !== undefined && (prev.split("(").length > prev.split(")").length || CONTINUES.test(prev) || wrappedAtWidth(prev, line, layout));
  if (prev !== undefined && open && !line.bulleted && !line.numbered && !startsWithAmount(line.text)) {
    lines[lines.length - 1] = `${prev} ${line.text}`;
  } else lines.push(line.text);
}

/** Splits "Ingredients: 200g pasta, 2 eggs, 50g parmesan" into lines when it lists several amounts. */
export function splitInlineList(text: string): string[] {
  const parts = text.split(/\s*[,;]\s*(?![^()]*\))/).filter(Boolean);
  return parts.length > 1 && parts.filter((p) => startsWithAmount(p)).length >= 2 ? parts : [text];
}

/**
 * Lines of blocks (runs of lines between empty lines) that are mostly amount lines: an ingredient
 * list pasted without a heading, whose unquantified lines ("Salt and freshly ground pepper") are
 * ingredients too.
 */
export function ingredientBlocks(lines: TextLine[]): Set<TextLine> {
  const out = new Set<TextLine>();
  let start = 0;
  for (let i = 1; i <= lines.length; i++) {
    if (i < lines.length && !lines[i]?.afterBlank) continue;
    const block = lines.slice(start, i);
    const amounts = block.filter((l) => ingredientLike(l.text)).length;
    if (amounts >= 2 && amounts * 2 >= block.length) for (const l of block) out.add(l);
    start = i;
  }
  return out;
}

/**
 * A line of a channel's promotion, as video descriptions and captions end ("▶ Subscribe: https://…",
 * "Instagram: @x", "Music: Lofi beats", "Shop my kitchen: https://…"): a promotion label, or links and
 * accounts with at most a short label before them. A sentence that gives a link ("the brand I use is
 * here https://…") is content.
 */
function promotion(line: TextLine): boolean {
  const t = line.text;
  // "0:00 Intro", "2:15 The sauce": the chapters of a video.
  if (/^\d{1,2}:\d{2}(?::\d{2})?\s+\D/.test(t) && wordCount(t) <= 8) return true;
  if (line.numbered || startsWithAmount(t)) return false;
  if (PROMO_LABEL_RE.test(t) && wordCount(t) <= 12) return true;
  const rest = t
    .replace(LINK_RE, " ")
    .replace(/[\s|/·•,]+$/, "")
    .trim();
  if (rest === t) return false;
  return rest === "" || (/[:：\-–—]$/.test(rest) && wordCount(rest) <= 6);
}

/**
 * Drops what pages, cards and books print around a recipe: buttons ("Jump to Recipe", "Print"),
 * requests ("Tried this recipe?", "Follow @me"), card facts ("Course: Dessert"), and the page
 * number or running head of a scanned page at the start or end. Joins a label to its value when a
 * recipe card prints them on two lines ("Prep Time" / "15 mins", "Servings" / "4").
 */
export function cleanLines(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as TextLine;
    const next = lines[i + 1];
    const t = line.text;
    if (BUTTONS_RE.test(t) || CALL_TO_ACTION_RE.test(t) || promotion(line)) continue;
    if (CARD_FACT_RE.test(t) && wordCount(t) <= 20 && !line.numbered) continue;
    if (next && CARD_FACT_LABEL_RE.test(t) && wordCount(next.text) <= 4) {
      i++;
      continue;
    }
    if (next && (META_LABEL_RE.test(t) || REST_LABEL_RE.test(t)) && wordCount(next.text) <= 4 && !matchHeading(t) && parseMetaLine(next.text) === null) {
      const joined = `${t.replace(/\s*[:：]$/, "")}: ${next.text}`;
      if (parseMetaLine(joined) !== null || REST_TIME_RE.test(joined)) {
        out.push({ ...line, text: joined });
        i++;
        continue;
      }
    }
    out.push(line);
  }
  const pageNumber = (l: TextLine | undefined): boolean => l !== undefined && /^\d{1,3}$/.test(l.text);
  // "THE WEEKNIGHT KITCHEN 43", "118 SOUPS": the running head and page number of a cookbook page.
  const runningHead = (l: TextLine | undefined): boolean =>
    l !== undefined && /^(?:\d{1,3}\s+[^\p{Ll}\d]{3,}|[^\p{Ll}\d]{3,}\s+\d{1,3})$/u.test(l.text) && parseMetaLine(l.text) === null;
  if (pageNumber(out[0])) out.shift();
  const last = out[out.length - 1];
  if (pageNumber(last) || (runningHead(last) && /[.!]$/.test(out[out.length - 2]?.text ?? ""))) out.pop();
  return out;
}

/**
 * Finds a recipe in plain text. Returns null when it has neither ingredients nor instructions.
 */
