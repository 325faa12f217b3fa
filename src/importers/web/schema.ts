import type { ExtractedComponent, ExtractedRecipe } from "../types";
import { parseDurationMinutes } from "../../lib/duration";
import { asArray, hasType, isObject, prop } from "./json";
import type { Json, JsonObject } from "./json";
import { absoluteUrl, cleanText, htmlToText, toLines, uniqueCaseless } from "./text";
import { parseYield } from "./yields";
import { STEP_NUMBER_LABEL } from "./heuristics";

/** Looks up a node of the same document by its @id, for graphs that reference instead of nest. */
export type NodeResolver = (id: string) => JsonObject | undefined;

const noResolve: NodeResolver = () => undefined;

/** Follow an {"@id": ...} reference to the full node when the graph has it. */
function deref(value: Json, resolve: NodeResolver): Json {
  if (isObject(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1) {
    return resolve(value["@id"]) ?? value;
  }
  return value;
}

/** The plain text of a scalar property, or of the first usable element of an array. */
export function textOf(value: Json | undefined, resolve: NodeResolver = noResolve): string | undefined {
  for (const item of asArray(value)) {
    const node = deref(item, resolve);
    if (typeof node === "string" || typeof node === "number") {
      const text = cleanText(String(node));
      if (text) return text;
    } else if (isObject(node)) {
      const inner = textOf(prop(node, "name") ?? prop(node, "text") ?? prop(node, "@value"), resolve);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Every name in a property that may be a string, a Person/Organization, or an array of them. */
export function namesOf(value: Json | undefined, resolve: NodeResolver = noResolve): string[] {
  const names: string[] = [];
  for (const item of asArray(value)) {
    const name = textOf(deref(item, resolve), resolve);
    if (name) names.push(name);
  }
  return uniqueCaseless(names);
}

/** The first URL named by an image property: a string, an ImageObject, or an array of either. */
export function imageOf(value: Json | undefined, pageUrl: string, resolve: NodeResolver = noResolve): string | undefined {
  for (const item of asArray(value)) {
    const node = deref(item, resolve);
    const raw = typeof node === "string" ? node : isObject(node) ? (prop(node, "url") ?? prop(node, "contentUrl") ?? prop(node, "@id")) : undefined;
    const url = typeof raw === "string" ? absoluteUrl(raw, pageUrl) : Array.isArray(raw) ? imageOf(raw, pageUrl, resolve) : undefined;
    if (url) return url;
  }
  return undefined;
}

/** Split a string property such as keywords ("quick, easy; vegan") into separate tags. */
function splitTags(value: Json | undefined): string[] {
  const tags: string[] = [];
  for (const item of asArray(value)) {
    if (typeof item === "string") tags.push(...cleanText(item).split(/\s*[,;|]\s*/));
    else if (isObject(item)) {
      const name = textOf(item);
      if (name) tags.push(name);
    }
  }
  return tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= 60);
}

/** A part of a comma-separated list that reads as an ingredient with an amount ("60ml olive oil", "1 tsp salt"). */
const STARTS_WITH_AMOUNT = /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞])/;

/**
 * Split a whole ingredient list that a site packed into one comma-separated string. Only a string whose
 * parts nearly all start with an amount is split, so that "salt, pepper and oil" or "2 eggs, beaten" stay whole.
 */
export function splitPackedIngredients(line: string): string[] {
  const parts = line
    .split(/\s*[,;]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 4) return [line];
  const withAmount = parts.filter((part) => STARTS_WITH_AMOUNT.test(part)).length;
  return withAmount >= Math.ceil(parts.length * 0.8) ? parts : [line];
}

/** Ingredient lines of one property value (strings, numbers, objects, or a block of text). */
function linesOfValue(value: Json | undefined): string[] {
  const lines: string[] = [];
  for (const item of asArray(value)) {
    // Some generators nest one array per ingredient group ([["200 g flour"], ["100 g sugar"]]).
    if (Array.isArray(item)) lines.push(...linesOfValue(item));
    else if (typeof item === "string") lines.push(...toLines(htmlToText(item)));
    else if (typeof item === "number") lines.push(String(item));
    else if (isObject(item)) {
      const text = textOf(item);
      if (text) lines.push(text);
    }
  }
  return lines.length === 1 ? splitPackedIngredients(lines[0] ?? "") : lines;
}

/**
 * Ingredient lines from recipeIngredient or the legacy `ingredients`. Some pages fill both, one of them
 * as a single run-together string; the property that yields more separate lines is the real list.
 */
function ingredientLinesOf(node: JsonObject): string[] {
  const current = linesOfValue(prop(node, "recipeIngredient"));
  const legacy = linesOfValue(prop(node, "ingredients"));
  return legacy.length > current.length ? legacy : current;
}

/**
 * Steps from one string. Line breaks separate steps; a single paragraph that numbers its steps
 * ("1. Mix. 2. Bake.") is cut at the numbers.
 */
export function splitInstructionText(text: string): string[] {
  // A "step" without a single letter is debris of broken markup (a JSON value cut at its first quote: "[{").
  const lines = toLines(htmlToText(text)).filter((line) => /\p{L}/u.test(line));
  if (lines.length === 1) {
    const only = lines[0] ?? "";
    const numbered = only.split(/\s+(?=(?:step\s*)?\d{1,2}[.)]\s+\p{Lu})/iu);
    if (numbered.length > 2) return numbered.map((s) => s.trim()).filter(Boolean);
  }
  return lines;
}

/** Instructions of a recipe, flat, plus HowToSections kept as named groups. */
interface InstructionResult {
  steps: string[];
  sections: Array<{ title: string; steps: string[] }>;
}

/** Text of one HowToStep/HowToDirection/HowToTip, adding its name only when it says something more. */
function stepTexts(node: JsonObject, resolve: NodeResolver): string[] {
  const text = textOf(prop(node, "text"), resolve) ?? textOf(prop(node, "description"), resolve);
  const name = textOf(prop(node, "name"), resolve);
  const nested = prop(node, "itemListElement");
  if (!text && nested !== undefined) return collectSteps(nested, resolve).steps;
  if (!text) return name ? splitInstructionText(name) : [];
  const steps = splitInstructionText(text);
  // Many generators copy the start of the text into the name; only a distinct name is a heading.
  const nameKey = name?.replace(/[.:…]+$/, "").toLowerCase();
  if (name && nameKey && !text.toLowerCase().startsWith(nameKey) && !STEP_NUMBER_LABEL.test(name.trim())) {
    return [name, ...steps];
  }
  return steps;
}

function collectSteps(value: Json | undefined, resolve: NodeResolver): InstructionResult {
  const result: InstructionResult = { steps: [], sections: [] };
  for (const raw of asArray(value)) {
    const item = deref(raw, resolve);
    if (typeof item === "string") {
      result.steps.push(...splitInstructionText(item));
    } else if (Array.isArray(item)) {
      const inner = collectSteps(item, resolve);
      result.steps.push(...inner.steps);
      result.sections.push(...inner.sections);
    } else if (isObject(item)) {
      if (hasType(item, "HowToSection")) {
        const inner = collectSteps(prop(item, "itemListElement") ?? prop(item, "steps"), resolve);
        const title = textOf(prop(item, "name"), resolve) ?? "";
        const steps = [...inner.steps, ...inner.sections.flatMap((s) => s.steps)];
        if (steps.length > 0) result.sections.push({ title, steps });
      } else if (hasType(item, "ItemList") || (prop(item, "itemListElement") !== undefined && !prop(item, "text"))) {
        const inner = collectSteps(prop(item, "itemListElement"), resolve);
        result.steps.push(...inner.steps);
        result.sections.push(...inner.sections);
      } else {
        result.steps.push(...stepTexts(item, resolve));
      }
    }
  }
  return result;
}

/** Published nutrition as schema.org key → value as written (units kept). */
function nutritionOf(value: Json | undefined, resolve: NodeResolver): Record<string, string> | undefined {
  const node = asArray(value)
    .map((v) => deref(v, resolve))
    .find(isObject);
  if (!node) return undefined;
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? cleanText(raw) : undefined;
    if (text) out[key.replace(/^.*[/:#]/, "")] = text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Map one schema.org Recipe node (from JSON-LD, or built from microdata/RDFa) to an ExtractedRecipe.
 * Returns null when the node carries no name, ingredients or instructions; a node with a name alone
 * still returns its metadata with empty lists, for the caller to complete from the page.
 */
export function recipeFromSchema(node: JsonObject, pageUrl: string, resolve: NodeResolver = noResolve): ExtractedRecipe | null {
  const title = textOf(prop(node, "name"), resolve) ?? textOf(prop(node, "headline"), resolve) ?? "";
  const ingredientLines = ingredientLinesOf(node);
  const instructions = collectSteps(prop(node, "recipeInstructions") ?? prop(node, "instructions"), resolve);
  // A node with a name but no lists still carries the title, times and yield; the visible page may supply the rest.
  if (!title && ingredientLines.length === 0 && instructions.steps.length === 0 && instructions.sections.length === 0) return null;

  const components: ExtractedComponent[] = instructions.sections.map((section) => ({
    title: section.title,
    ingredientLines: [],
    instructions: section.steps,
  }));
  const prepTime = parseDurationMinutes(textOf(prop(node, "prepTime"), resolve));
  const cookTime = parseDurationMinutes(textOf(prop(node, "cookTime"), resolve));
  // A page that only gives prep and cook time still tells the total.
  const totalTime =
    parseDurationMinutes(textOf(prop(node, "totalTime"), resolve)) ??
    (prepTime !== undefined || cookTime !== undefined ? (prepTime ?? 0) + (cookTime ?? 0) : undefined);
  const yields = parseYield(prop(node, "recipeYield") ?? prop(node, "yield"));
  const tags = uniqueCaseless([...splitTags(prop(node, "recipeCategory")), ...splitTags(prop(node, "recipeCuisine")), ...splitTags(prop(node, "keywords"))]);
  const authors = namesOf(prop(node, "author") ?? prop(node, "creator"), resolve);
  const publisher = namesOf(prop(node, "publisher"), resolve)[0];
  const description = textOf(prop(node, "description"), resolve);
  const language = textOf(prop(node, "inLanguage"), resolve);

  const recipe: ExtractedRecipe = {
    title,
    ingredientLines,
    components,
    instructions: instructions.steps,
    tags,
  };
  if (description) recipe.description = description;
  if (prepTime !== undefined) recipe.prepTime = prepTime;
  if (cookTime !== undefined) recipe.cookTime = cookTime;
  if (totalTime !== undefined) recipe.totalTime = totalTime;
  if (yields.servings !== undefined) recipe.servings = yields.servings;
  if (yields.yieldText !== undefined) recipe.yieldText = yields.yieldText;
  const imageUrl = imageOf(prop(node, "image") ?? prop(node, "thumbnailUrl"), pageUrl, resolve);
  if (imageUrl) recipe.imageUrl = imageUrl;
  const nutrition = nutritionOf(prop(node, "nutrition"), resolve);
  if (nutrition) recipe.publishedNutrition = nutrition;
  const site: NonNullable<ExtractedRecipe["site"]> = {};
  if (publisher) site.name = publisher;
  if (authors.length > 0) site.author = authors.join(", ");
  recipe.site = site;
  if (language) recipe.language = language;
  return recipe;
}
