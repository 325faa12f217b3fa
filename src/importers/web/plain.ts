import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { INGREDIENT_HEADING, INSTRUCTION_HEADING, NOTES_HEADING, PURPOSE_REST, TIME_REST, YIELD_REST } from "./heuristics";
import { blockText, isHidden, toLines } from "./text";

/**
 * Recipes written as plain text, the way old blogs (Blogger, over-blog, WordPress classic editor, Wix,
 * Squarespace) write them: a short paragraph "Ingrédients pour le levain" followed by one paragraph
 * or <br> line per ingredient, the method in paragraphs or a list after them, sometimes part by part
 * ("Ingredients for the dough", its steps, "Ingredients for the filling", its steps); or bullet
 * characters typed in front of each ingredient with no list markup at all. The page is read as a
 * sequence of text lines, and each line is judged on its words and on the markup it sits in.
 */

/** One line of visible text, with the kind of block it sits in. */
interface PlainLine {
  text: string;
  kind: "item" | "text" | "heading";
  el: Element;
}

/** A recipe read from plain lines: ingredient groups (untitled first) and steps. */
export interface PlainRecipe {
  ingredientLines: string[];
  groups: Array<{ title: string; lines: string[] }>;
  steps: string[];
}

/** Leaf blocks whose text makes up the lines; a block holding other blocks is read through them. */
const LEAF_BLOCKS = "p, li, dt, dd, h1, h2, h3, h4, h5, h6, td, th, div, blockquote, pre, figcaption";
/** Page furniture whose text is never the recipe. */
const FURNITURE =
  "nav, header, footer, aside, form, [role='navigation'], [role='banner'], [class*='comment'], [id*='comment'], [class*='sidebar'], [id*='sidebar']";

/** A bullet typed in front of a line ("• 15 g Parmesan", "- 2 eggs") instead of list markup. */
const TYPED_BULLET = /^(?:[•·▪◦‣∙●○■□✓✔➤►▸]|[-–—*](?=\s))\s*/u;
/** A line that starts with an amount: a number or a vulgar fraction. */
const AMOUNT_FIRST = /^[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/u;

function visibleLines($: CheerioAPI): PlainLine[] {
  const lines: PlainLine[] = [];
  $(LEAF_BLOCKS).each((_, el) => {
    if ($(el).find(LEAF_BLOCKS).length > 0) return;
    if ($(el).closest(FURNITURE).length > 0) return;
    if ([el, ...$(el).parents().toArray()].some((node) => isHidden(node))) return;
    const tag = el.name.toLowerCase();
    const kind = /^h[1-6]$/.test(tag) ? "heading" : tag === "li" || tag === "dt" || tag === "dd" ? "item" : "text";
    for (const text of toLines(blockText([el]))) lines.push({ text, kind, el });
  });
  return lines;
}

/** The words of a line with decoration in front (emoji, bullets) and a closing colon taken off. */
function bare(text: string): string {
  return text
    .replace(/^[^\p{L}\p{N}]+/u, "")
    .replace(/\s*[:：]\s*$/, "")
    .trim();
}

/**
 * True when a line is nothing but a section label matching `pattern`, optionally with whom or what
 * it is for ("Ingrédients pour le levain (1 nuit)", "Für den Teig") or a yield ("Zutaten 4 Portionen").
 */
function isLabelLine(text: string, pattern: RegExp): boolean {
  const words = bare(text);
  if (words.length === 0 || words.length > 80 || !pattern.test(words)) return false;
  const rest = words.replace(pattern, "");
  if (rest.trim().length === 0) return true;
  return (PURPOSE_REST.test(rest) && rest.length <= 50) || (YIELD_REST.test(rest) && !TIME_REST.test(rest) && rest.length <= 30);
}

/** A sentence of a method: long, or several words closed by a full stop. */
function isSentence(text: string): boolean {
  const words = text.split(/\s+/).length;
  return text.length > 120 || (words >= 10 && /[.!?。]$/.test(text));
}

/** A line that can be an ingredient: short, no sentence, no section label. */
function ingredientLike(text: string): boolean {
  return text.length <= 120 && !isSentence(text) && !isLabelLine(text, INSTRUCTION_HEADING) && !isLabelLine(text, NOTES_HEADING);
}

/** A short line closed by a colon with no amount names the group of lines below it ("Pour la sauce :"). */
const isGroupTitle = (text: string): boolean => /[:：]\s*$/.test(text) && text.length <= 40 && !/\d/.test(text);

interface Run {
  title: string;
  start: number;
  end: number;
  groups: Array<{ title: string; lines: string[] }>;
}

/**
 * The ingredient lines after a label at `at`: lines that read as ingredients, in blocks of one kind
 * (paragraph lines, or list items), up to a method label, a heading or the first sentence.
 */
function runAfterLabel(lines: PlainLine[], at: number): Run | null {
  const label = bare(lines[at]?.text ?? "");
  const rest = label.replace(INGREDIENT_HEADING, "").trim();
  const groups: Run["groups"] = [{ title: rest.length > 0 ? label : "", lines: [] }];
  let kind: PlainLine["kind"] | undefined;
  let index = at + 1;
  for (; index < lines.length; index += 1) {
    const line = lines[index] as PlainLine;
    if (line.kind === "heading" || isLabelLine(line.text, INGREDIENT_HEADING) || !ingredientLike(line.text)) break;
    // Paragraph lines followed by a list: the list is the method written right after the ingredients.
    if (kind !== undefined && line.kind !== kind) break;
    kind = line.kind;
    if (isGroupTitle(line.text)) groups.push({ title: bare(line.text), lines: [] });
    else (groups[groups.length - 1] as Run["groups"][number]).lines.push(line.text.replace(TYPED_BULLET, ""));
  }
  const all = groups.flatMap((g) => g.lines);
  // A label followed by a line or two of chat is no list.
  if (all.length < 2 || all.filter((line) => AMOUNT_FIRST.test(line)).length * 2 < all.length) return null;
  return { title: groups[0]?.title ?? "", start: at, end: index, groups: groups.filter((g) => g.lines.length > 0) };
}

/**
 * Lines typed with bullets and no markup ("• 15 g Parmesan<br>• 1 Ei"): at least three in a row,
 * most with an amount. On such pages every later bullet line is an ingredient too (the list is cut
 * into parts beside the steps that use them); returns the indexes of all of them.
 */
function typedBulletLines(lines: PlainLine[]): number[] {
  const bulleted = (i: number): boolean => TYPED_BULLET.test(lines[i]?.text ?? "") && ingredientLike(lines[i]?.text ?? "");
  for (let i = 0; i < lines.length; i += 1) {
    let j = i;
    while (j < lines.length && bulleted(j)) j += 1;
    const run = lines.slice(i, j).map((l) => l.text.replace(TYPED_BULLET, ""));
    if (run.length >= 3 && run.filter((t) => AMOUNT_FIRST.test(t)).length * 2 >= run.length) {
      const found: number[] = [];
      for (let k = i; k < lines.length; k += 1) if (bulleted(k)) found.push(k);
      return found;
    }
    i = Math.max(i, j);
  }
  return [];
}

/** A line that can be a step: a list item or a paragraph line with words, not a link alone. */
function stepLike($: CheerioAPI, line: PlainLine): boolean {
  if (!/\p{L}{2,}/u.test(line.text)) return false;
  // Judged on the whole block: a link inside a paragraph of steps does not make its short first line a link.
  const links = $(line.el).find("a").text().replace(/\s+/g, "");
  return links.length === 0 || links.length < $(line.el).text().replace(/\s+/g, "").length * 0.8;
}

/** The lowest element holding all of `els`. */
function commonAncestor($: CheerioAPI, els: Element[]): Element | undefined {
  const chains = els.map((el) => [el, ...$(el).parents().toArray()].reverse());
  let common: Element | undefined;
  for (let depth = 0; ; depth += 1) {
    const node = chains[0]?.[depth];
    if (!node || chains.some((chain) => chain[depth] !== node)) return common;
    common = node;
  }
}

/**
 * The steps after the first ingredient line: the lines that are no ingredient and no label, up to
 * notes or a heading that labels nothing of the recipe. They are looked for in the block that holds
 * the ingredient lines (the post's text flow), widened a few levels only while it holds no step, so
 * that image captions, share buttons and related posts after the post are not read as steps.
 */
function stepsAfter($: CheerioAPI, lines: PlainLine[], from: number, taken: Set<number>): string[] {
  let scope = commonAncestor(
    $,
    [...taken, from].map((i) => (lines[i] as PlainLine).el),
  );
  for (let climb = 0; scope && climb < 4; climb += 1) {
    const inScope = (line: PlainLine): boolean =>
      line.el === scope ||
      $(line.el)
        .parents()
        .toArray()
        .includes(scope as Element);
    const steps: string[] = [];
    for (let i = from; i < lines.length; i += 1) {
      const line = lines[i] as PlainLine;
      if (taken.has(i) || !inScope(line)) continue;
      if (isLabelLine(line.text, NOTES_HEADING)) break;
      if (isLabelLine(line.text, INGREDIENT_HEADING) || isLabelLine(line.text, INSTRUCTION_HEADING)) continue;
      if (line.kind === "heading") break;
      if (stepLike($, line)) steps.push(line.text);
    }
    if (steps.length > 0) return steps;
    const parent = scope.parent;
    scope = parent && parent.type === "tag" ? parent : undefined;
  }
  return [];
}

/** Read a recipe from plain lines, or null when the page shows no plain ingredient list with steps. */
export function readPlainRecipe($: CheerioAPI): PlainRecipe | null {
  const lines = visibleLines($);
  const runs: Run[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i]?.kind === "item" || !isLabelLine(lines[i]?.text ?? "", INGREDIENT_HEADING)) continue;
    const run = runAfterLabel(lines, i);
    if (run) {
      runs.push(run);
      i = run.end - 1;
    }
  }
  const taken = new Set<number>();
  const recipe: PlainRecipe = { ingredientLines: [], groups: [], steps: [] };
  if (runs.length > 0) {
    for (const run of runs) for (let i = run.start; i < run.end; i += 1) taken.add(i);
    // Several labelled parts are groups; one list keeps its lines ungrouped.
    const groups = runs.flatMap((run) => run.groups);
    if (runs.length === 1 && groups.length === 1) recipe.ingredientLines = groups[0]?.lines ?? [];
    else {
      recipe.ingredientLines = groups.filter((g) => g.title.length === 0).flatMap((g) => g.lines);
      recipe.groups = groups.filter((g) => g.title.length > 0);
    }
  } else {
    const bullets = typedBulletLines(lines);
    if (bullets.length === 0) return null;
    for (const i of bullets) taken.add(i);
    recipe.ingredientLines = bullets.map((i) => (lines[i]?.text ?? "").replace(TYPED_BULLET, ""));
  }
  const first = runs[0]?.start ?? Math.min(...taken);
  recipe.steps = stepsAfter($, lines, first, taken);
  return recipe.steps.length > 0 ? recipe : null;
}
