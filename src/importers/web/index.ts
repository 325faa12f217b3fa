import { load } from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { ExtractedComponent, ExtractedRecipe } from "../types";
import { INGREDIENT_HEADING, INSTRUCTION_HEADING, NOTES_HEADING, sectionUnder } from "./heuristics";
import { listByClass } from "./class-lists";
import type { HeadingSection } from "./heuristics";
import { readJsonLd } from "./jsonld";
import { readMicrodataRecipes } from "./microdata";
import { readPageFacts } from "./facts";
import { dropCommonSuffix, dropRepeatedHalf, headingTexts, isControlLine, splitIngredientGroups, tidyIngredientLine } from "./groups";
import { hostLabel, readPageMeta, stripSiteName } from "./page-meta";
import type { PageMeta } from "./page-meta";
import { readPlainRecipe } from "./plain";
import { recipeFromSchema } from "./schema";
import { blockText, isHidden, normalizeSpace } from "./text";
import { compactKey, isVisiblePlusHiddenTwin, visibleIngredientsReason } from "./visible";

export { parseDurationMinutes } from "../../lib/duration";
export { parseYield } from "./yields";

/** How much recipe a candidate carries, to choose among several on one page. */
function weight(recipe: ExtractedRecipe): number {
  const ingredients = recipe.ingredientLines.length + recipe.components.reduce((n, c) => n + c.ingredientLines.length, 0);
  const steps = recipe.instructions.length + recipe.components.reduce((n, c) => n + c.instructions.length, 0);
  // Having both halves matters more than the length of either.
  return (ingredients > 0 ? 1000 : 0) + (steps > 0 ? 1000 : 0) + ingredients + steps;
}

function best(candidates: Array<ExtractedRecipe | null>): ExtractedRecipe | null {
  let chosen: ExtractedRecipe | null = null;
  for (const candidate of candidates) {
    if (candidate && (!chosen || weight(candidate) > weight(chosen))) chosen = candidate;
  }
  return chosen;
}

function hasInstructions(recipe: ExtractedRecipe): boolean {
  return recipe.instructions.length > 0 || recipe.components.some((c) => c.instructions.length > 0);
}

function hasIngredients(recipe: ExtractedRecipe): boolean {
  return recipe.ingredientLines.length > 0 || recipe.components.some((c) => c.ingredientLines.length > 0);
}

/** Fill the fields a structured source left empty from a second structured source of the same page. */
function fillGaps(primary: ExtractedRecipe, secondary: ExtractedRecipe | null): void {
  if (!secondary) return;
  if (!primary.title) primary.title = secondary.title;
  if (!hasIngredients(primary) && hasIngredients(secondary)) {
    primary.ingredientLines = secondary.ingredientLines;
    primary.components.push(...secondary.components.filter((c) => c.ingredientLines.length > 0));
  }
  if (!hasInstructions(primary) && hasInstructions(secondary)) {
    primary.instructions = secondary.instructions;
    primary.components.push(...secondary.components.filter((c) => c.ingredientLines.length === 0));
  }
  const keys = ["description", "prepTime", "cookTime", "totalTime", "servings", "yieldText", "imageUrl", "publishedNutrition", "language"] as const;
  for (const key of keys) {
    if (primary[key] === undefined && secondary[key] !== undefined) Object.assign(primary, { [key]: secondary[key] });
  }
  if (primary.tags.length === 0) primary.tags = secondary.tags;
}

/** Components for the groups of a heading section (ingredient groups or instruction groups). */
function groupsToComponents(section: Pick<HeadingSection, "groups">, kind: "ingredients" | "instructions"): ExtractedComponent[] {
  return section.groups.map((group) => ({
    title: group.title,
    ingredientLines: kind === "ingredients" ? group.lines : [],
    instructions: kind === "instructions" ? group.lines : [],
  }));
}

/** Clean every ingredient line and turn group labels inside the main list into components. */
function tidyIngredients(recipe: ExtractedRecipe, headings: Set<string>): void {
  const keep = (line: string): boolean => line.length > 0 && !isControlLine(line);
  const lines = dropCommonSuffix(dropRepeatedHalf(recipe.ingredientLines.map(tidyIngredientLine).filter(keep)));
  const { ungrouped, components } = splitIngredientGroups(lines, headings);
  recipe.instructions = dropRepeatedHalf(recipe.instructions);
  recipe.ingredientLines = ungrouped;
  // A group that held only controls (a "Recipe cards" list of downloads) is no group of ingredients.
  recipe.components = recipe.components.filter(
    (c) => c.instructions.length > 0 || c.ingredientLines.length === 0 || c.ingredientLines.some((line) => !isControlLine(line)),
  );
  for (const component of recipe.components) component.ingredientLines = component.ingredientLines.map(tidyIngredientLine).filter(keep);
  recipe.components = placeGroups(recipe.components, components);
}

/**
 * Put ingredient groups read from the main list among the components already found, in reading order. A
 * group named like an instruction section ("Dough") is that section's ingredients; the main list is read
 * before any group found elsewhere ("Pour la pâte" as the list's first line, the page's later "Pour
 * l'appareil" label already a group), so its groups come first. Both the ingredient groups and the
 * instruction sections keep their order.
 */
function placeGroups(existing: ExtractedComponent[], groups: ExtractedComponent[]): ExtractedComponent[] {
  const out: ExtractedComponent[] = [];
  let next = 0;
  const flush = (until: number): void => {
    for (; next < until; next += 1) out.push(groups[next] as ExtractedComponent);
  };
  for (const component of existing) {
    if (component.ingredientLines.length > 0) flush(groups.length);
    else if (component.instructions.length > 0) {
      const key = component.title.toLowerCase();
      const twin = groups.findIndex((group, i) => i >= next && group.title.toLowerCase() === key);
      if (twin >= 0) {
        flush(twin);
        component.ingredientLines = (groups[twin] as ExtractedComponent).ingredientLines;
        next = twin + 1;
      }
    }
    out.push(component);
  }
  flush(groups.length);
  return out;
}

/** The lines of the page's hidden elements (list items, or text lines), which blockText leaves out. */
function hiddenLines($: CheerioAPI): string[] {
  const lines: string[] = [];
  $("[class], [hidden], [style]").each((_, el) => {
    if (!isHidden(el)) return;
    const items = $(el).find("li").toArray();
    if (items.length > 0) lines.push(...items.map((li) => normalizeSpace($(li).text())));
    else lines.push(...$(el).text().split(/\n+/).map(normalizeSpace));
  });
  return lines.filter((line) => line.length > 0);
}

/**
 * Replace an ingredient list that structured data degraded (split at commas, amounts stripped) with the
 * visible list under the page's own label, which then carries its groups along.
 */
function preferWholeVisibleIngredients($: CheerioAPI, recipe: ExtractedRecipe): void {
  const ingredients = sectionUnder($, INGREDIENT_HEADING, [INSTRUCTION_HEADING], "ingredients", [NOTES_HEADING]);
  const structuredLines = [...recipe.ingredientLines, ...recipe.components.flatMap((c) => c.ingredientLines)];
  if (ingredients) {
    const visibleLines = [...ingredients.lines, ...ingredients.groups.flatMap((g) => g.lines)];
    // The visible section may end before the structured list does (tools listed under their own
    // "Equipment" heading): a line-by-line degraded copy is judged on the lines both show, and the
    // lines only the structured list carries are kept after the visible ones.
    const pairedTail = structuredLines.length > visibleLines.length ? structuredLines.slice(visibleLines.length) : [];
    const paired = pairedTail.length > 0 ? structuredLines.slice(0, visibleLines.length) : structuredLines;
    // Every version of a toggled list in one structured list: only the shown version is the recipe's.
    if (ingredients.groups.length === 0 && isVisiblePlusHiddenTwin(structuredLines, visibleLines, hiddenLines($))) {
      recipe.ingredientLines = structuredLines.slice(0, visibleLines.length);
      recipe.components = recipe.components.filter((c) => c.instructions.length > 0).map((c) => ({ ...c, ingredientLines: [] }));
      return;
    }
    const reason = visibleIngredientsReason(structuredLines, visibleLines);
    const tailReason = reason === null && pairedTail.length > 0 && pairedTail.length <= 3 ? visibleIngredientsReason(paired, visibleLines) : null;
    const degradedPrefix = tailReason === "amounts" || tailReason === "reordered";
    if (reason !== null || degradedPrefix) {
      recipe.ingredientLines = degradedPrefix ? [...ingredients.lines, ...pairedTail] : ingredients.lines;
      recipe.components = recipe.components.filter((c) => c.instructions.length > 0).map((c) => ({ ...c, ingredientLines: [] }));
      recipe.components.push(...groupsToComponents(ingredients, "ingredients"));
    } else adoptVisibleGroups(recipe, ingredients);
  }
}

/**
 * Give a flat structured list the groups the page shows it in. schema.org has no ingredient groups, so
 * recipe plugins (WP Recipe Maker, Tasty Recipes, Mediavine Create) publish "Dough" and "Filling" as one
 * flat recipeIngredient list. When the visible lines are the structured lines one for one, in order, the
 * structured lines are kept and cut where the page's groups begin.
 */
function adoptVisibleGroups(recipe: ExtractedRecipe, section: HeadingSection): void {
  if (section.groups.length === 0 || recipe.components.some((c) => c.ingredientLines.length > 0)) return;
  const structured = recipe.ingredientLines;
  const visible = [...section.lines, ...section.groups.flatMap((g) => g.lines)];
  if (visible.length !== structured.length || !visible.every((line, i) => compactKey(line) === compactKey(structured[i] ?? ""))) return;
  let at = section.lines.length;
  const groups = section.groups.map((group) => {
    const lines = structured.slice(at, at + group.lines.length);
    at += group.lines.length;
    return { title: group.title, ingredientLines: lines, instructions: [] };
  });
  recipe.ingredientLines = structured.slice(0, section.lines.length);
  recipe.components = placeGroups(recipe.components, groups);
}

/** A step's number label shown above or before its text ("Step 3"), which structured data leaves out. */
const STEP_LABEL = /^(?:step|schritt|étape|etape|paso|passo|stap|krok)\s*\d+\s*[:.]?(?:\s+|$)/i;

/**
 * Keep only the shown version of steps that structured data lists in more than one version: the page's
 * labelled steps are the structured ones in order, and the structured steps after them are hidden behind a
 * toggle (as with ingredient lists), nowhere on the page at all (another appliance's version that the
 * generator wrote out too), or repeats of shown steps. Steps the page shows anywhere else stay.
 */
function preferShownInstructions($: CheerioAPI, recipe: ExtractedRecipe): void {
  if (recipe.instructions.length < 4 || recipe.components.some((c) => c.instructions.length > 0)) return;
  // Reading the visible section costs up to 15 ms on a large page; the page's text (1 ms) first says whether
  // any later step is missing from what the page shows at all.
  const body = $("body").get(0);
  const pageText = body ? normalizeSpace(blockText([body])) : "";
  if (recipe.instructions.slice(2).every((step) => pageText.includes(normalizeSpace(step).slice(0, 40)))) return;
  const section = sectionUnder($, INSTRUCTION_HEADING, [INGREDIENT_HEADING], "instructions", [NOTES_HEADING]);
  if (!section || section.groups.length > 0) return;
  const shown = section.lines.map((line) => line.replace(STEP_LABEL, "")).filter((line) => line.length > 0);
  if (shown.length < 2 || shown.length >= recipe.instructions.length) return;
  if (!shown.every((line, i) => compactKey(line) === compactKey(recipe.instructions[i] ?? ""))) return;
  const hidden = new Set(hiddenLines($).map(compactKey));
  const pageKey = compactKey(pageText);
  // The other version repeats some steps word for word ("Select ICE CREAM."): those are not shown twice.
  const shownKeys = new Set(shown.map(compactKey));
  const unshown = recipe.instructions.slice(shown.length).every((step) => {
    const key = compactKey(step);
    return shownKeys.has(key) || hidden.has(key) || !pageKey.includes(key);
  });
  if (unshown) recipe.instructions = recipe.instructions.slice(0, shown.length);
}

/** Class tokens of a recipe card's title: wprm-recipe-name, tasty-recipes-title, mv-create-title, recipe__title. */
const CARD_TITLE_CLASS = /^(?:[\w-]*[-_])?(?:recipe|recipes|create)[-_]+(?:card[-_]+)?(?:title|name)$/i;

/**
 * The title a recipe card gives its recipe, when the page has exactly one: a page listing other recipes ("You may
 * also like") repeats the class on every card and names none of them the page's own.
 */
function recipeCardTitle($: CheerioAPI): string | undefined {
  const titles = new Set<string>();
  $("body [class]").each((_, el) => {
    if (!(el.attribs.class ?? "").split(/\s+/).some((token) => CARD_TITLE_CLASS.test(token))) return;
    if ($(el).closest("nav, footer, aside, [role='navigation']").length > 0) return;
    const text = normalizeSpace($(el).text());
    if (text.length > 0 && text.length <= 150) titles.add(text);
  });
  return titles.size === 1 ? [...titles][0] : undefined;
}

/** Class or id names of a block of steps (used when the page gives its steps no label). */
const STEPS_CLASS = /instruction|direction|method|preparation|steps|zubereitung/i;

/**
 * Structured steps cut short: a generator that wrote the first steps only ("Das Universalmesser einsetzen…" and
 * one more, where the page shows six). When the page's own steps begin with every structured step, in order, and
 * go on, the page's are the recipe's. Only a short structured list is checked (a cut-off list is the rare
 * case, and the check reads the page's sections).
 */
function preferWholeVisibleInstructions($: CheerioAPI, recipe: ExtractedRecipe): void {
  const structured = recipe.instructions;
  if (structured.length === 0 || structured.length > 3 || recipe.components.some((c) => c.instructions.length > 0)) return;
  const section = sectionUnder($, INSTRUCTION_HEADING, [INGREDIENT_HEADING], "instructions", [NOTES_HEADING]);
  const byClass = section ? undefined : listByClass($, STEPS_CLASS);
  if (section ? section.groups.length > 0 : (byClass?.groups.length ?? 0) > 0) return;
  const visible = (section?.lines ?? byClass?.lines ?? []).map((line) => line.replace(STEP_LABEL, "")).filter((line) => line.length > 0);
  if (visible.length <= structured.length) return;
  const begins = structured.every((step, i) => {
    const key = compactKey(step);
    return key.length > 0 && compactKey(visible[i] ?? "").includes(key);
  });
  if (begins) recipe.instructions = visible;
}

/** A recipe read from the visible page alone: labelled ingredient and instruction sections. */
function recipeFromHeuristics($: CheerioAPI, meta: PageMeta): ExtractedRecipe | null {
  const ingredients = sectionUnder($, INGREDIENT_HEADING, [INSTRUCTION_HEADING], "ingredients", [NOTES_HEADING]);
  // Notes and nutrition after the steps are not steps.
  const instructions = sectionUnder($, INSTRUCTION_HEADING, [INGREDIENT_HEADING], "instructions", [NOTES_HEADING]);
  const ingredientsByClass = ingredients ? undefined : listByClass($, /ingredient|zutat/i);
  const ingredientLines = ingredients?.lines ?? ingredientsByClass?.lines ?? [];
  // Without a label of their own, the paragraphs right after the ingredient lists are the steps.
  const unlabelledSteps = (ingredients?.trailingProse.length ?? 0) >= 2 ? ingredients?.trailingProse : undefined;
  const stepsByClass = instructions || unlabelledSteps ? undefined : listByClass($, STEPS_CLASS);
  const instructionLines = instructions?.lines ?? unlabelledSteps ?? stepsByClass?.lines ?? [];
  const components = [
    ...groupsToComponents(ingredients ?? { groups: ingredientsByClass?.groups ?? [] }, "ingredients"),
    ...groupsToComponents(instructions ?? { groups: stepsByClass?.groups ?? [] }, "instructions"),
  ];
  const recipe: ExtractedRecipe = {
    // The recipe card's own title names the recipe; else the visible headline (og:title and <title> often add SEO
    // phrasing or go stale).
    title: recipeCardTitle($) ?? meta.headline ?? meta.title ?? "",
    ingredientLines,
    components,
    instructions: instructionLines,
    tags: [],
  };
  // Without a labelled list and labelled or listed steps, the page may write its recipe as plain text
  // lines (old blogs): read it that way, as one whole, rather than mixing two readings.
  if (!hasIngredients(recipe) || !hasInstructions(recipe)) {
    const plain = readPlainRecipe($);
    if (plain) {
      recipe.ingredientLines = plain.ingredientLines;
      recipe.instructions = plain.steps;
      recipe.components = plain.groups.map((g) => ({ title: g.title, ingredientLines: g.lines, instructions: [] }));
    }
  }
  // Without both halves a page is an article that mentions food, not a recipe.
  if (!hasIngredients(recipe) || !hasInstructions(recipe)) return null;
  if (meta.description) recipe.description = meta.description;
  return recipe;
}

/**
 * Extract the recipe of a web page. Structured data wins (JSON-LD, then microdata/RDFa), the visible
 * page fills what it leaves out, and page metadata supplies provenance. Returns null when the page
 * carries no recipe.
 */
export function extractRecipeFromHtml(html: string, pageUrl: string): ExtractedRecipe | null {
  const $ = load(html);
  const meta = readPageMeta($, pageUrl);
  const jsonLd = readJsonLd($);
  const fromJsonLd = best(jsonLd.recipes.map((node) => recipeFromSchema(node, pageUrl, jsonLd.resolve)));
  const fromMicrodata = best(readMicrodataRecipes($).map((node) => recipeFromSchema(node, pageUrl)));

  let recipe = fromJsonLd ?? fromMicrodata;
  let heuristic: ExtractedRecipe | null = null;
  if (recipe) {
    fillGaps(recipe, recipe === fromJsonLd ? fromMicrodata : null);
    if (!hasIngredients(recipe) || !hasInstructions(recipe)) fillGaps(recipe, recipeFromHeuristics($, meta));
    preferWholeVisibleIngredients($, recipe);
    preferShownInstructions($, recipe);
    preferWholeVisibleInstructions($, recipe);
  } else {
    recipe = heuristic = recipeFromHeuristics($, meta);
  }
  // Structured data that names a recipe but lists nothing, on a page that shows nothing either, is no recipe.
  if (!recipe || (!hasIngredients(recipe) && !hasInstructions(recipe))) return null;

  if (recipe.prepTime === undefined || recipe.cookTime === undefined || recipe.totalTime === undefined || recipe.servings === undefined) {
    const facts = readPageFacts($);
    const timeless = recipe.prepTime === undefined && recipe.cookTime === undefined && recipe.totalTime === undefined;
    // The recipe card shows what structured data left out: a page whose JSON-LD gives only the total still
    // shows its prep and cook times.
    if (recipe.prepTime === undefined && facts.prepTime !== undefined) recipe.prepTime = facts.prepTime;
    if (recipe.cookTime === undefined && facts.cookTime !== undefined) recipe.cookTime = facts.cookTime;
    if (timeless) {
      const total =
        facts.totalTime ?? (facts.prepTime !== undefined || facts.cookTime !== undefined ? (facts.prepTime ?? 0) + (facts.cookTime ?? 0) : undefined);
      if (total !== undefined) recipe.totalTime = total;
    }
    if (recipe.servings === undefined && facts.servings !== undefined) {
      recipe.servings = facts.servings;
      if (facts.yieldText) recipe.yieldText = facts.yieldText;
    }
  }
  tidyIngredients(recipe, headingTexts($));
  // A name from structured data is the recipe's own and is kept as published; only a title taken
  // from the page head or headline carries the site name and SEO decoration that must be removed.
  const structuredTitle = recipe !== heuristic && recipe.title.length > 0;
  if (!recipe.title && meta.title) recipe.title = meta.title;
  if (!recipe.imageUrl && meta.imageUrl) recipe.imageUrl = meta.imageUrl;
  if (!recipe.description && meta.description) recipe.description = meta.description;
  if (!recipe.language && meta.language) recipe.language = meta.language;
  const site: NonNullable<ExtractedRecipe["site"]> = {};
  const siteName = meta.siteName ?? recipe.site?.name ?? jsonLd.siteName ?? hostLabel(pageUrl);
  if (!structuredTitle) recipe.title = stripSiteName(recipe.title, [meta.siteName, recipe.site?.name, jsonLd.siteName, hostLabel(pageUrl)]);
  if (siteName) site.name = siteName;
  site.canonicalUrl = meta.canonicalUrl ?? pageUrl;
  const author = recipe.site?.author ?? meta.author;
  if (author) site.author = author;
  recipe.site = site;
  return recipe;
}
