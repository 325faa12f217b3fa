/**
 * Plain-text recipe extraction for pasted text, OCR output and social-media captions.
 *
 * The text is cut into lines, meta lines (times, servings) are read wherever they are, headings
 * open sections, and group headings inside a section open components. Without headings, lines
 * are classified: a line starting with an amount is an ingredient, numbered or long sentence-like
 * lines are steps. Wrapped lines (OCR, narrow columns) are joined back to their step or ingredient.
 */
import type { ExtractedComponent, ExtractedRecipe } from "../types";
import { endsWithAmount, extractHashtags, parseMetaLine, splitLines, startsWithAmount, type LineMeta, type TextLine } from "./lines";
import { GROUP_PREFIX_RE, matchHeading, type Section } from "./vocabulary";

interface Group {
  title: string;
  ingredientLines: string[];
  instructions: string[];
}

const SENTENCE_END = /[.!?:;)]["'”’]?$/;
// A line cut mid-phrase: it ends with a comma, an open bracket, a dash or a joining word.
// The word must be whole: "limão" does not end with the Spanish "o" (\b treats "ã" as a non-letter).
const CONTINUES = /(?:[,(\-–]|(?<![\p{L}\p{M}])(?:and|or|of|with|into|to|the|a|an|for|plus|in|on|at|until|und|oder|mit|et|ou|avec|y|o|con|en|e|di|met|van))$/iu;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// Last words of component names: "Crumble Topping", "Filling", "Salsa verde", "Füllung".
const GROUP_WORDS = /(?:^|\s)(?:topping|toppings|filling|sauce|dressing|glaze|marinade|crust|dough|batter|frosting|icing|seasoning|garnish|base|coating|syrup|assembly|prep|crumble|streusel|rub|brine|mix|spice mix|solution|füllung|teig|soße|sauce|belag|guss|garniture|pâte|glaçage|relleno|masa|salsa|cobertura|vulling|saus|deeg|beslag|ripieno|impasto|condimento|recheio|massa|calda)$/i;

/** A line that names a component without a colon: "Filling", "Crumble Topping" before an amount line. */
function bareGroupTitle(line: TextLine, next: TextLine | undefined): boolean {
  const t = line.text;
  if (line.bulleted || /[\d.,;!?]/.test(t) || wordCount(t) > 4 || next === undefined || !startsWithAmount(next.text)) return false;
  const words = t.split(/\s+/).filter((w) => w.length >= 3);
  const titleCase = words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w));
  return GROUP_WORDS.test(t) || titleCase;
}

/** A component heading inside a section: "For the sauce:", "SAUCE", "Für den Teig", "**Topping**", "Filling". */
function groupTitle(line: TextLine, section: Section | null, next?: TextLine): string | null {
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

function cleanTitle(text: string): string {
  const t = text.replace(/^[#*_\s]+|[#*_:：\s]+$/g, "").replace(/\s+[—–-]$/, "").trim();
  if (t.length > 0 && t === t.toUpperCase()) return t.charAt(0) + t.slice(1).toLowerCase();
  return t;
}

/** An ingredient line by its own shape: an amount first ("2 eggs"), last ("Farinha 500 g") or "to taste". */
function ingredientLike(text: string): boolean {
  return startsWithAmount(text) || endsWithAmount(text);
}

/** Decides whether a line under no heading looks like a step. */
function looksLikeStep(line: TextLine): boolean {
  if (line.numbered && !startsWithAmount(line.text)) return true;
  const words = wordCount(line.text);
  if (ingredientLike(line.text)) return words >= 12 && /[.!]$/.test(line.text);
  return words >= 8 || (words >= 4 && /[.!]$/.test(line.text));
}

function mergeMeta(target: LineMeta, add: LineMeta): void {
  for (const key of ["prepTime", "cookTime", "totalTime", "servings", "yieldText"] as const) {
    if (target[key] === undefined && add[key] !== undefined) Object.assign(target, { [key]: add[key] });
  }
}

/** How the steps of a section are laid out so far, which decides what an unmarked line is. */
interface StepLayout {
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
function pushStep(steps: string[], line: TextLine, layout: StepLayout): void {
  const prev = steps[steps.length - 1];
  const cut = !SENTENCE_END.test(prev ?? "") || /^\p{Ll}/u.test(line.text);
  // An empty line before a capitalised line starts a new step even when the one before it has no
  // final stop: a step title ("Cook the pasta") or a step written without punctuation.
  const paragraph = line.afterBlank === true && !/^\p{Ll}/u.test(line.text);
  const continues = layout.numbered ? !line.numbered && !line.afterBlank : layout.paragraphs ? !line.afterBlank : cut && !paragraph;
  if (prev !== undefined && !line.numbered && continues) steps[steps.length - 1] = `${prev} ${line.text}`;
  else steps.push(line.text);
  if (line.numbered) layout.numbered = true;
  if (line.afterBlank && steps.length > 1) layout.paragraphs = true;
}

/** Appends an ingredient, joining a wrapped continuation ("2 cups finely chopped" + "onions"). */
function pushIngredient(lines: string[], line: TextLine): void {
  const prev = lines[lines.length - 1];
  const open = prev !== undefined && (prev.split("(").length > prev.split(")").length || CONTINUES.test(prev));
  if (prev !== undefined && open && !line.bulleted && !line.numbered && !startsWithAmount(line.text)) {
    lines[lines.length - 1] = `${prev} ${line.text}`;
  } else lines.push(line.text);
}

/** Splits "Ingredients: 200g pasta, 2 eggs, 50g parmesan" into lines when it lists several amounts. */
function splitInlineList(text: string): string[] {
  const parts = text.split(/\s*[,;]\s*(?![^()]*\))/).filter(Boolean);
  return parts.length > 1 && parts.filter((p) => startsWithAmount(p)).length >= 2 ? parts : [text];
}

/**
 * Lines of blocks (runs of lines between empty lines) that are mostly amount lines: an ingredient
 * list pasted without a heading, whose unquantified lines ("Salt and freshly ground pepper") are
 * ingredients too.
 */
function ingredientBlocks(lines: TextLine[]): Set<TextLine> {
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
 * Finds a recipe in plain text. Returns null when it has neither ingredients nor instructions.
 */
export function extractRecipeFromText(text: string): ExtractedRecipe | null {
  const { text: noTags, tags } = extractHashtags(text);
  const lines = splitLines(noTags);
  const inIngredientBlock = ingredientBlocks(lines);
  const meta: LineMeta = {};
  const main: Group = { title: "", ingredientLines: [], instructions: [] };
  const groups: Group[] = [];
  const notes: string[] = [];
  const preamble: string[] = [];
  let title = "";
  let language: string | undefined;
  let section: Section | null = null;
  let current: Group = main;
  let sawHeading = false;
  const stepLayout: StepLayout = { numbered: false, paragraphs: false };
  let next: TextLine | undefined;

  for (const [index, line] of lines.entries()) {
    next = lines[index + 1];
    const lineMeta = parseMetaLine(line.text);
    const heading = matchHeading(line.text);
    // "Ingredientes (4 personas)" is a heading that also gives the yield; "Preparation: 20 min" is a time.
    const headingWithYield = heading !== null && heading.inline === "" && lineMeta?.servings !== undefined;
    if (lineMeta && (headingWithYield || wordCount(line.text) <= (startsWithAmount(line.text) ? 3 : 14))) {
      mergeMeta(meta, lineMeta);
      if (!headingWithYield) continue;
    }
    // "Tip: rest it longer" on the line right after a step, with no empty line between, is the rest
    // of that step (a wrapped line), not the start of a notes section that would swallow later steps.
    const stepRemark = heading?.section === "notes" && heading.inline !== "" && section === "instructions" && !line.afterBlank && current.instructions.length > 0;
    if (heading && !line.numbered && !stepRemark) {
      sawHeading = true;
      section = heading.section;
      language ??= heading.language === "en" ? undefined : heading.language;
      // A heading closes a component unless the instructions of that component follow.
      if (section === "ingredients" || section === "instructions") current = main;
      if (heading.purpose && "servings" in heading.purpose) mergeMeta(meta, { servings: heading.purpose.servings, yieldText: heading.purpose.yieldText });
      else if (heading.purpose && heading.purpose.part) openGroup(cleanTitle(heading.purpose.part));
      if (heading.inline && section !== "skip") {
        for (const part of section === "ingredients" ? splitInlineList(heading.inline) : [heading.inline]) {
          handleContent({ ...line, text: part });
        }
      }
      continue;
    }
    if (!title && section === null && !startsWithAmount(line.text) && !line.numbered) {
      title = line.text.replace(/^(?:recipe|rezept|recette|receta|recept|ricetta)\s*[:：]\s*/i, "").replace(/^[#*_\s]+|[#*_\s]+$/g, "");
      const dash = title.indexOf(" — ");
      if (dash > 0) {
        preamble.push(title.slice(dash + 3).trim());
        title = title.slice(0, dash).trim();
      }
      if (title.length > 100) {
        const cut = /^(.{10,100}?[.!?])\s/.exec(title);
        if (cut?.[1]) {
          preamble.push(title.slice(cut[1].length).trim());
          title = cut[1];
        }
      }
      continue;
    }
    handleContent(line);
  }

  function openGroup(title: string): void {
    const existing = groups.find((g) => g.title.toLowerCase() === title.toLowerCase());
    current = existing ?? { title, ingredientLines: [], instructions: [] };
    if (!existing) groups.push(current);
  }

  function handleContent(line: TextLine): void {
    if (section === "skip") return;
    if (section === "notes") {
      notes.push(line.text);
      return;
    }
    // Among steps written as paragraphs, "Make the sauce:" or "Tikka masala:" is a step of its own,
    // as the same line is when steps are numbered; a sub-heading opens a component only among
    // numbered steps, where an unnumbered line would otherwise be joined to the step before it.
    const paragraphSteps = section === "instructions" && !stepLayout.numbered && next?.numbered !== true;
    const group = section === "ingredients" || (section === "instructions" && !paragraphSteps) ? groupTitle(line, section, next) : null;
    if (group) {
      openGroup(group);
      return;
    }
    if (section === "ingredients") {
      pushIngredient(current.ingredientLines, line);
      return;
    }
    if (section === "instructions") {
      pushStep(current.instructions, line, stepLayout);
      return;
    }
    // No heading yet: classify the line. A paragraph of one line once steps have begun is a step,
    // also when it starts like an amount ("Halve the lemons.", "Half of the sauce").
    const alone = line.afterBlank === true && (next === undefined || next.afterBlank === true);
    if (alone && main.instructions.length > 0) pushStep(main.instructions, line, stepLayout);
    else if (ingredientLike(line.text) && !looksLikeStep(line)) pushIngredient(main.ingredientLines, line);
    else if (main.instructions.length === 0 && inIngredientBlock.has(line) && !line.numbered && !/[.!?]$/.test(line.text)) {
      // An unquantified line inside a block of amount lines: "Kosher salt and pepper", "Optional: chives".
      pushIngredient(main.ingredientLines, line);
    }
    else if (looksLikeStep(line) && (main.ingredientLines.length > 0 || line.numbered || sawHeading)) pushStep(main.instructions, line, stepLayout);
    else if (alone && main.ingredientLines.length > 0 && next !== undefined && looksLikeStep(next) && !startsWithAmount(next.text)) {
      // A short paragraph of its own after the ingredients, followed by a step: a step title ("Make the dough").
      pushStep(main.instructions, line, stepLayout);
    } else if (main.ingredientLines.length > 0 && main.instructions.length === 0 && wordCount(line.text) <= 6 && !/[.!?]$/.test(line.text)) {
      // A short unquantified line among ingredients: "salt and pepper", "olive oil".
      pushIngredient(main.ingredientLines, line);
    } else if (main.instructions.length > 0) pushStep(main.instructions, line, stepLayout);
    else preamble.push(line.text);
  }

  const components: ExtractedComponent[] = groups
    .filter((g) => g.ingredientLines.length > 0 || g.instructions.length > 0)
    .map((g) => ({ title: g.title, ingredientLines: g.ingredientLines, instructions: g.instructions }));
  const hasIngredients = main.ingredientLines.length > 0 || components.some((c) => c.ingredientLines.length > 0);
  const hasSteps = main.instructions.length > 0 || components.some((c) => c.instructions.length > 0);
  if (!hasIngredients && !hasSteps) return null;

  const recipe: ExtractedRecipe = {
    title: title || "Untitled recipe",
    ingredientLines: main.ingredientLines,
    components,
    instructions: main.instructions,
    tags,
  };
  const description = preamble.join(" ").replace(/\s+/g, " ").trim();
  if (description) recipe.description = description;
  if (notes.length > 0) recipe.notes = notes.join("\n");
  if (meta.prepTime !== undefined) recipe.prepTime = meta.prepTime;
  if (meta.cookTime !== undefined) recipe.cookTime = meta.cookTime;
  if (meta.totalTime !== undefined) recipe.totalTime = meta.totalTime;
  else if (meta.prepTime !== undefined && meta.cookTime !== undefined) recipe.totalTime = meta.prepTime + meta.cookTime;
  if (meta.servings !== undefined) recipe.servings = meta.servings;
  if (meta.yieldText !== undefined) recipe.yieldText = meta.yieldText;
  if (language) recipe.language = language;
  return recipe;
}
