/**
 * Plain-text recipe extraction for pasted text, OCR output and social-media captions.
 *
 * The text is cut into lines, meta lines (times, servings) are read wherever they are, headings
 * open sections, and group headings inside a section open components. Without headings, lines
 * are classified: a line starting with an amount is an ingredient, numbered or long sentence-like
 * lines are steps. Wrapped lines (OCR, narrow columns) are joined back to their step or ingredient.
 */
import type { ExtractedComponent, ExtractedRecipe } from "../types";
import { guessLanguage } from "./language";
import { durationOnly, endsWithAmount, extractHashtags, parseMetaLine, servingsInSentence, splitLines, startsWithAmount, type LineMeta, type TextLine } from "./lines";
import { BUTTONS_RE, CALL_TO_ACTION_RE, DISCLOSURE_TAGS, EDIT_RE, LINK_RE, PROMO_LABEL_RE, TITLE_FILLER_RE, WORDING_RE, CARD_FACT_LABEL_RE, CARD_FACT_RE, GROUP_PREFIX_RE, matchHeading, META_LABEL_RE, REST_LABEL_RE, REST_TIME_RE, type Section } from "./vocabulary";

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

/**
 * The line with the next one when that continues it (hard-wrapped text, OCR): the next starts in
 * lower case and is no ingredient, and this one has no final stop. "Épluchez les pommes de terre et
 * coupez-les" + "en fines rondelles." reads as the step it starts.
 */
function wrapped(line: TextLine, n: TextLine | undefined): TextLine {
  if (!n || n.afterBlank || n.numbered || n.bulleted || SENTENCE_END.test(line.text) || !/^\p{Ll}/u.test(n.text) || ingredientLike(n.text)) return line;
  return { ...line, text: `${line.text} ${n.text}` };
}

/** "To make the sauce:", "For the salsa:", "Para hacer la masa:": the steps of a component named before. */
const STEP_GROUP_RE =
  /^(?:to make|to prepare|make|prepare|for|para hacer|pour faire|pour|für|fuer|para|voor|per)\s+(?:the|die|den|das|der|le|la|les|l['’]|el|los|las|a|o|de|het|il|lo)?\s*(.+?)\s*[:：]$/i;

/** Several sentences of twelve words or more: "Fry onion till soft. Add the rest and simmer. Done!! xx". */
function proseParagraph(line: TextLine): boolean {
  return wordCount(line.text) >= 12 && /^\p{Lu}/u.test(line.text) && /[.!]$|[.!]\s+\p{Lu}/u.test(line.text);
}

/** A numbered line that reads as a step, not a numbered ingredient ("1. Poner las lentejas en remojo."). */
function numberedStep(line: TextLine | undefined): boolean {
  if (!line?.numbered || ingredientLike(line.text)) return false;
  const words = wordCount(line.text);
  return words >= 8 || (words >= 3 && /[.!]$/.test(line.text));
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
  // A bulleted line is an item of its own, also when it starts in lower case ("- sear the chicken").
  if (prev !== undefined && !line.numbered && !line.bulleted && continues) steps[steps.length - 1] = `${prev} ${line.text}`;
  else steps.push(line.text);
  if (line.numbered) layout.numbered = true;
  if (line.afterBlank && steps.length > 1) layout.paragraphs = true;
}

/** Where a line sits in the text, to tell a line wrapped at the column width from a line of its own. */
interface Layout {
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
function pushIngredient(lines: string[], line: TextLine, layout?: Layout): void {
  const prev = lines[lines.length - 1];
  const open = prev !== undefined && (prev.split("(").length > prev.split(")").length || CONTINUES.test(prev) || wrappedAtWidth(prev, line, layout));
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
  const rest = t.replace(LINK_RE, " ").replace(/[\s|/·•,]+$/, "").trim();
  if (rest === t) return false;
  return rest === "" || (/[:：\-–—]$/.test(rest) && wordCount(rest) <= 6);
}

/**
 * Drops what pages, cards and books print around a recipe: buttons ("Jump to Recipe", "Print"),
 * requests ("Tried this recipe?", "Follow @me"), card facts ("Course: Dessert"), and the page
 * number or running head of a scanned page at the start or end. Joins a label to its value when a
 * recipe card prints them on two lines ("Prep Time" / "15 mins", "Servings" / "4").
 */
function cleanLines(lines: TextLine[]): TextLine[] {
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
export function extractRecipeFromText(text: string): ExtractedRecipe | null {
  const { text: noTags, tags: allTags } = extractHashtags(text);
  const tags = allTags.filter((t) => !DISCLOSURE_TAGS.has(t));
  const lines = cleanLines(splitLines(noTags));
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
  // The section was inferred from the lines ("For the chicken:" before amounts), not named by a heading.
  let implicit = false;
  const stepLayout: StepLayout = { numbered: false, paragraphs: false };
  let next: TextLine | undefined;

  const width = Math.max(0, ...lines.map((l) => l.text.length));
  let index = 0;
  for (; index < lines.length; index++) {
    next = lines[index + 1];
    processLine(lines[index] as TextLine);
  }

  /** The line's place in the text, when it is one of the text's lines (not a part of an inline list). */
  function at(line: TextLine): Layout {
    return lines[index] === line ? { before: lines[index - 1], width } : { width };
  }

  function processLine(line: TextLine): void {
    const edit = line.numbered ? null : EDIT_RE.exec(line.text);
    if (edit) {
      if (!WORDING_RE.test(edit[1] ?? "") && (edit[1] ?? "").trim()) notes.push(line.text);
      return;
    }
    const rest = REST_TIME_RE.exec(line.text);
    if (rest && !line.numbered && durationOnly(rest[1] ?? "")) {
      notes.push(line.text);
      return;
    }
    const lineMeta = parseMetaLine(line.text);
    const heading = matchHeading(line.text);
    // "Ingredientes (4 personas)" is a heading that also gives the yield; "Preparation: 20 min" is a time.
    const headingWithYield = heading !== null && heading.inline === "" && lineMeta?.servings !== undefined;
    // "4 eggs" is an ingredient, "4 people" a yield; "4 personen | 30 min" is a line of facts.
    // A line of several facts ("Prep: 20 minutes | Cook: 2 hours 30 minutes | Total: …") may be longer.
    const separated = /[|•·]/.test(line.text);
    const maxWords = separated ? 24 : startsWithAmount(line.text) ? 3 : 14;
    if (lineMeta && (headingWithYield || wordCount(line.text) <= maxWords)) {
      mergeMeta(meta, lineMeta);
      if (!headingWithYield) return;
    }
    // "Tip: rest it longer" on the line right after a step, with no empty line between, is the rest
    // of that step (a wrapped line), not the start of a notes section that would swallow later steps.
    const stepRemark = heading?.section === "notes" && heading.inline !== "" && section === "instructions" && !line.afterBlank && current.instructions.length > 0;
    // "Nutrition per serving: 320 kcal, 25 g fat" is one line to leave out, not a section.
    if (heading && heading.section === "skip" && heading.inline !== "") return;
    if (heading && !line.numbered && !stepRemark) {
      sawHeading = true;
      implicit = false;
      section = heading.section;
      // "Ingredientes" is Spanish and Portuguese alike: a later "Modo de preparo" tells them apart.
      if (language === "es" && heading.language === "pt") language = "pt";
      language ??= heading.language === "en" ? undefined : heading.language;
      // A heading closes a component unless the instructions of that component follow.
      if (section === "ingredients" || section === "instructions") current = main;
      if (heading.purpose && "servings" in heading.purpose) mergeMeta(meta, { servings: heading.purpose.servings, yieldText: heading.purpose.yieldText });
      else if (heading.purpose && heading.purpose.part) openGroup(cleanTitle(heading.purpose.part));
      if (heading.inline && section !== "skip") {
        // A caption on one line: "Ingredients: 1 cup peanut butter, 1 egg. Mix everything, bake 10 min."
        // The list ends with the first sentence; what follows are the steps.
        const sentence = section === "ingredients" ? /^(.*?\S)[.!]\s+(?=\p{Lu})(.*)$/u.exec(heading.inline) : null;
        const list = sentence && splitInlineList(sentence[1] ?? "").length > 1 ? (sentence[1] ?? "") : heading.inline;
        for (const part of section === "ingredients" ? splitInlineList(list) : [heading.inline]) {
          handleContent({ ...line, text: part });
        }
        if (list !== heading.inline && sentence?.[2]) {
          section = "instructions";
          current = main;
          handleContent({ ...line, text: sentence[2], numbered: false, afterBlank: true });
        }
      }
      return;
    }
    // The title comes before the recipe: once an ingredient or a step was read, a line is content. A caption
    // that starts with its ingredient lines has no title line ("1 cup peanut butter" … "Mix, roll into balls").
    if (!title && section === null && !startsWithAmount(line.text) && !line.numbered && !anyContent()) {
      title = line.text.replace(/^(?:recipe|rezept|recette|receta|recept|ricetta)\s*[:：]\s*/i, "").replace(/^[#*_\s]+|[#*_\s]+$/g, "");
      const dash = title.indexOf(" — ");
      let after = "";
      if (dash > 0) {
        after = title.slice(dash + 3).trim();
        title = title.slice(0, dash).trim();
      }
      // "Best chicken recipe below!! 👇": the filler goes; a line that is only filler leaves the title to a later line.
      title = title.replace(TITLE_FILLER_RE, "").trim();
      after = after.replace(TITLE_FILLER_RE, "").trim();
      if (!title) return;
      if (title.length > 100) {
        const cut = /^(.{10,100}?[.!?])\s/.exec(title);
        if (cut?.[1]) {
          preamble.push(title.slice(cut[1].length).trim());
          title = cut[1];
        }
      }
      // A caption that runs on after the title ("Peanut butter cookies 🥜 Ingredients: 1 cup…") goes on as a line of its own.
      if (after && matchHeading(after)) processLine({ ...line, text: after });
      else if (after) preamble.push(after);
      return;
    }
    handleContent(line);
  }

  function anyContent(): boolean {
    return anyIngredients() || main.instructions.length > 0 || groups.some((g) => g.instructions.length > 0);
  }

  function anyIngredients(): boolean {
    return main.ingredientLines.length > 0 || groups.some((g) => g.ingredientLines.length > 0);
  }

  function openGroup(title: string): void {
    const existing = groups.find((g) => g.title.toLowerCase() === title.toLowerCase());
    current = existing ?? { title, ingredientLines: [], instructions: [] };
    if (!existing) groups.push(current);
  }

  function handleContent(line: TextLine): void {
    if (section === "skip") return;
    // "*Use at least 70% cocoa." after the steps explains an ingredient marked with "*".
    if (line.footnote && (main.instructions.length > 0 || current.instructions.length > 0)) {
      notes.push(line.text);
      return;
    }
    if (section === "notes") {
      notes.push(line.text);
      return;
    }
    // Without headings, "For the chicken:" before an amount line opens the ingredients with that
    // component, and "To make the chicken:" later opens its steps.
    if (section === null || implicit) {
      const steps = STEP_GROUP_RE.exec(line.text);
      const named = steps ? groups.find((g) => g.title.toLowerCase() === (steps[1] ?? "").toLowerCase() && g.ingredientLines.length > 0 && g.instructions.length === 0) : undefined;
      if (named && next && !startsWithAmount(next.text)) {
        section = "instructions";
        implicit = true;
        current = named;
        return;
      }
      const prefixed = GROUP_PREFIX_RE.exec(line.text);
      // Only where a list starts (no amount line yet, or after an empty line): inside an unheaded list
      // the line may be one of its items.
      const listStart = main.ingredientLines.length === 0 || line.afterBlank === true;
      if (prefixed && listStart && /[:：]$/.test(line.text) && wordCount(line.text) <= 6 && next && startsWithAmount(next.text) && !line.numbered) {
        section = "ingredients";
        implicit = true;
        openGroup(cleanTitle(prefixed[1] ?? line.text));
        return;
      }
      // The steps after such a list: a sentence that is no ingredient.
      if (section === "ingredients" && !ingredientLike(line.text) && looksLikeStep(line) && /[.!]$/.test(line.text)) {
        section = "instructions";
        current = main;
      }
    }
    // A numbered sentence after ingredients starts the steps even when their heading is missing or
    // unknown ("Cómo hacer lentejas con chorizo", "Bereiden"); that heading line is left out.
    if (section === "ingredients" && !line.numbered && numberedStep(next) && !ingredientLike(line.text) && wordCount(line.text) <= 8 && !/[.!?]$/.test(line.text) && anyIngredients()) {
      section = "instructions";
      const named = groups.find((g) => g.title.toLowerCase() === (groupTitle(line, "instructions") ?? "").toLowerCase());
      current = named ?? main;
      return;
    }
    // Casual texts give no heading for the method: "Fry onion and carrot till soft. Add the rest and simmer."
    // Capitalised sentences of twelve words or more that are no ingredient end the list (an item with a
    // remark, "Your favorite BBQ sauce. We love Meat Mitch", is shorter).
    if (section === "ingredients" && !line.numbered && !line.bulleted && proseParagraph(line) && !ingredientLike(line.text) && anyIngredients()) {
      section = "instructions";
      current = main;
    }
    if (section === "ingredients" && numberedStep(line) && anyIngredients()) {
      section = "instructions";
      current = main;
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
      pushIngredient(current.ingredientLines, line, at(line));
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
    else if (ingredientLike(line.text) && !looksLikeStep(line)) pushIngredient(main.ingredientLines, line, at(line));
    else if (main.instructions.length === 0 && inIngredientBlock.has(line) && !line.numbered && !/[.!?]$/.test(line.text) && !proseParagraph(line)) {
      // An unquantified line inside a block of amount lines: "Kosher salt and pepper", "Optional: chives".
      pushIngredient(main.ingredientLines, line, at(line));
    }
    else if (looksLikeStep(wrapped(line, next)) && (main.ingredientLines.length > 0 || line.numbered || sawHeading)) pushStep(main.instructions, line, stepLayout);
    else if (alone && main.ingredientLines.length > 0 && next !== undefined && looksLikeStep(next) && !startsWithAmount(next.text)) {
      // A short paragraph of its own after the ingredients, followed by a step: a step title ("Make the dough").
      pushStep(main.instructions, line, stepLayout);
    } else if (main.ingredientLines.length > 0 && main.instructions.length === 0 && wordCount(line.text) <= (/\d/.test(line.text) ? 8 : 6) && !/[.!?]$/.test(line.text)) {
      // A short unquantified line among ingredients: "salt and pepper", "olive oil", and one with its
      // amount inside: "zest and juice of 3 lemons".
      pushIngredient(main.ingredientLines, line, at(line));
    } else if (main.instructions.length > 0) pushStep(main.instructions, line, stepLayout);
    else {
      // "Serves 6-8, takes about an hour.": the sentence is the description and still gives the servings.
      const served = servingsInSentence(line.text);
      if (served) mergeMeta(meta, served);
      preamble.push(line.text);
    }
  }

  const components: ExtractedComponent[] = groups
    .filter((g) => g.ingredientLines.length > 0 || g.instructions.length > 0)
    .map((g) => ({ title: g.title, ingredientLines: g.ingredientLines, instructions: g.instructions }));
  const hasIngredients = main.ingredientLines.length > 0 || components.some((c) => c.ingredientLines.length > 0);
  const hasSteps = main.instructions.length > 0 || components.some((c) => c.instructions.length > 0);
  if (!hasIngredients && !hasSteps) return null;

  const recipe: ExtractedRecipe = {
    // No title line: the importer names the recipe (a post's own title, or its fallback).
    title,
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
  // Without any heading (a chat message, an OCR page) the common words of the text tell the language.
  if (!sawHeading) language ??= guessLanguage(lines.map((l) => l.text).join(" "));
  if (language) recipe.language = language;
  return recipe;
}
