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
import { durationOnly, extractHashtags, parseMetaLine, servingsInSentence, splitLines, startsWithAmount, type LineMeta, type TextLine } from "./lines";
import { DISCLOSURE_TAGS, EDIT_RE, TITLE_FILLER_RE, WORDING_RE, GROUP_PREFIX_RE, matchHeading, REST_TIME_RE, type Section } from "./vocabulary";

import {
  type Group,
  type Layout,
  STEP_GROUP_RE,
  type StepLayout,
  cleanLines,
  cleanTitle,
  groupTitle,
  ingredientBlocks,
  ingredientLike,
  looksLikeStep,
  mergeMeta,
  numberedStep,
  proseParagraph,
  pushIngredient,
  pushStep,
  splitInlineList,
  wordCount,
  wrapped,
} from "./line-rules";

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
    const stepRemark =
      heading?.section === "notes" && heading.inline !== "" && section === "instructions" && !line.afterBlank && current.instructions.length > 0;
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
      const named = steps
        ? groups.find((g) => g.title.toLowerCase() === (steps[1] ?? "").toLowerCase() && g.ingredientLines.length > 0 && g.instructions.length === 0)
        : undefined;
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
    if (
      section === "ingredients" &&
      !line.numbered &&
      numberedStep(next) &&
      !ingredientLike(line.text) &&
      wordCount(line.text) <= 8 &&
      !/[.!?]$/.test(line.text) &&
      anyIngredients()
    ) {
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
    } else if (looksLikeStep(wrapped(line, next)) && (main.ingredientLines.length > 0 || line.numbered || sawHeading))
      pushStep(main.instructions, line, stepLayout);
    else if (alone && main.ingredientLines.length > 0 && next !== undefined && looksLikeStep(next) && !startsWithAmount(next.text)) {
      // A short paragraph of its own after the ingredients, followed by a step: a step title ("Make the dough").
      pushStep(main.instructions, line, stepLayout);
    } else if (
      main.ingredientLines.length > 0 &&
      main.instructions.length === 0 &&
      wordCount(line.text) <= (/\d/.test(line.text) ? 8 : 6) &&
      !/[.!?]$/.test(line.text)
    ) {
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
