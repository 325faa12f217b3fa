/**
 * KitchenOwl: its household export is one JSON file (`{name, language, …, recipes, items, expenses,
 * shoppinglists}`; the recipe export alone is `{recipes}`). A recipe has name, description (Markdown: KitchenOwl
 * keeps a recipe's introduction and its steps in this one text; its web importer writes the page's description, a
 * blank line, then the steps one per line), time, cook_time and prep_time in minutes, yields, source, photo (a file
 * on that server, kept only when it is a web address), items (`{name, description, optional}`: the food, then the
 * amount as written) and tags; the earliest exports hold only name, description and items. The description may name
 * items as `@item_name` or `@item_name{200 g}` (KitchenOwl's ingredient pills; its importer writes them for every item
 * the text mentions), and may be a Markdown checklist. The export carries no ids, so a recipe is known again by its
 * source and title.
 */
import { normalizeUnit } from "../../../lib/units";
import type { ArchiveContents, ArchiveItem, ArchivePhoto, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, minutes, servingsOf, str, stringList, webUrl, isRow, type Row } from "./convert";

/** A KitchenOwl export: a `recipes` list whose entries have a name and KitchenOwl's own fields. */
export function isKitchenOwlExport(doc: unknown): doc is Row {
  if (!isRow(doc) || !Array.isArray(doc.recipes) || doc.recipes.length === 0) return false;
  const recipes = doc.recipes.filter(isRow);
  if (recipes.length !== doc.recipes.length || !recipes.every((r) => typeof r.name === "string")) return false;
  // Items ({name, description}) and minutes fields are KitchenOwl's; schema.org and Mealie name them otherwise.
  return recipes.some(
    (r) =>
      (Array.isArray(r.items) && r.items.some((i) => isRow(i) && typeof i.name === "string" && "description" in i)) ||
      ["cook_time", "prep_time", "yields"].some((k) => k in r),
  );
}

/** "200 g", "1-2 cloves", "2 EL": an amount the food's name follows; anything else is a remark after it. */
function startsWithAmount(text: string): boolean {
  if (/^[\d¼½¾⅓⅔⅛⅜⅝⅞.,]/.test(text)) return true;
  const first = text.split(/\s+/)[0] ?? "";
  return first !== "" && normalizeUnit(first) !== null;
}

/**
 * An item as the line a cook would write: "200 g Flour", "200 g Cheese, grated" (from "200 g, grated"), "Salt, to
 * taste", "Chives (optional)". A remark is split off at a comma and a space, so "1,5 kg" stays one amount.
 */
function itemLine(item: Row): string {
  const food = str(item.name).trim();
  const written = str(item.description).trim();
  if (!food) return written;
  const [amount = "", ...rest] = startsWithAmount(written) ? written.split(/,\s+/) : ["", written];
  const remark = rest.join(", ").trim();
  const line = [amount, food].filter((s) => s !== "").join(" ") + (remark ? `, ${remark}` : "");
  return item.optional === true ? `${line} (optional)` : line;
}

const LIST_ITEM = /^\s*(?:\d{1,3}[.)]|[-*+•])\s+(?:\[[ xX]\]\s+)?/;
const HEADING = /^\s*#{1,6}\s/;
/** A Markdown quote ("> Tipp: …"), which KitchenOwl shows as a box: its words are kept, the mark goes. */
const QUOTE = /^\s*>\s?/;

/** The characters that end a pill's name in KitchenOwl's app (its RecipeExplicitItemMarkdownSyntax). */
const PILL = /@([^\s.()\\/?*+,!%$#@^;:"=~{]+)(?:\{([^}]{0,200})\})?/gu;

/** An item name as KitchenOwl's importer writes it into a pill, spaces and underscores alike, case aside. */
const pillKey = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[\n.()\\/?*+,!%$#@^;:"=~{]/g, "")
    .replace(/[\s_]+/g, " ")
    .trim();

/**
 * Ingredient pills as KitchenOwl shows them: `@olive_oil` is the item's name ("olive oil"), `@mehl{200 g}` the name
 * with the amount given for this step ("Mehl (200 g)"). An `@` naming no item of the recipe stays as written.
 */
export function renderPills(text: string, itemNames: string[]): string {
  const byKey = new Map(itemNames.map((n) => [pillKey(n), n] as const));
  return text.replace(PILL, (whole, ref: string, override: string | undefined) => {
    const item = byKey.get(pillKey(ref));
    if (item === undefined) return whole;
    const given = override?.trim();
    return given ? `${item} (${given})` : item;
  });
}

/**
 * The introduction and the steps of a KitchenOwl description. Markdown list items are steps, with the paragraphs
 * after the first of them; the text before them is the introduction. With no list, the first paragraph is the
 * introduction when more follow (KitchenOwl's web importer writes it so), and every later line a step; a single
 * paragraph is all steps. Headings ("## Zubereitung") only label the parts.
 */
export function splitDescription(text: string): { description: string; steps: string[] } {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const firstItem = lines.findIndex((l) => LIST_ITEM.test(l));
  const clean = (ls: string[]) => ls.filter((l) => !HEADING.test(l)).map((l) => l.replace(QUOTE, "").replace(LIST_ITEM, "").trim());
  if (firstItem >= 0) {
    return {
      description: clean(lines.slice(0, firstItem)).join("\n").trim(),
      steps: clean(lines.slice(firstItem)).filter((l) => l !== ""),
    };
  }
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => clean(p.split("\n")).filter((l) => l !== ""))
    .filter((p) => p.length > 0);
  if (paragraphs.length < 2) return { description: "", steps: paragraphs.flat() };
  return { description: (paragraphs[0] ?? []).join("\n"), steps: paragraphs.slice(1).flat() };
}

export function kitchenOwlRecipe(r: Row): ArchiveRecipe {
  const title = str(r.name).trim();
  if (!title) throw new Error("it has no name");
  const items = Array.isArray(r.items) ? r.items.filter(isRow) : [];
  const lines = items.map(itemLine).filter((l) => l !== "");
  const itemNames = items.map((i) => str(i.name).trim()).filter((n) => n !== "");
  const { description, steps } = splitDescription(renderPills(str(r.description), itemNames));
  const written = str(r.source).trim();
  // "kitchenowl:///recipe/12" (a copy of another recipe of that server) is a link inside the app, not a source.
  const source = /^[a-z][a-z0-9+.-]*:\/\//i.test(written) && !/^https?:/i.test(written) ? "" : written;
  const sourceUrl = webUrl(source);
  const prep = minutes(r.prep_time);
  const cook = minutes(r.cook_time);
  const x = extracted({
    title,
    description,
    lines,
    steps,
    tags: stringList(r.tags),
    prep,
    cook,
    total: minutes(r.time),
    servings: servingsOf(r.yields),
  });
  const photo = webUrl(r.photo);
  const photos: ArchivePhoto[] = photo?.startsWith("https:") ? [{ url: photo }] : [];
  const out: ArchiveRecipe = { origin: fallbackOrigin("kitchenowl", title, sourceUrl, lines.join("\n")), draft: draftOf(x, title), photos };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  else if (source) out.sourceName = source.slice(0, 200);
  return out;
}

export function readKitchenOwl(docs: Row[]): ArchiveContents {
  const items: ArchiveItem[] = docs.flatMap((doc) =>
    (doc.recipes as unknown[]).map((r, i) => ({
      label: isRow(r) && str(r.name).trim() ? str(r.name).trim() : `recipe ${i + 1}`,
      load: () => {
        if (!isRow(r)) throw new Error("it is not a KitchenOwl recipe");
        return kitchenOwlRecipe(r);
      },
    })),
  );
  return { format: "kitchenowl", items };
}
