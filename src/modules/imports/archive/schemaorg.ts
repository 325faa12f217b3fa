/**
 * schema.org Recipe records in JSON: Nextcloud Cookbook (a folder per recipe with `recipe.json` and `full.jpg`; before
 * 0.7 the file was named after its folder), RecipeSage's JSON-LD export (an array, or now `{"recipes": [...]}`; notes
 * in `comment`, the source in `isBasedOn`/`creditText`, headers as "[Sauce]"), and plain JSON-LD files (a Recipe, an
 * array of them, an @graph, a page's mainEntity, an ItemList), alone or zipped. The web extractor's schema reader does
 * the fields; ingredient headers and step sections are then joined the same way for all of them.
 */
import path from "node:path";
import { readSchemaRecipeInWorker } from "../../../workers/index";
import { hasType, isObject, parseJsonLenient, type Json, type JsonObject } from "../../../importers/web/json";
import type { ArchiveContents, ArchiveItem, ArchivePhoto, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, str, stringList, webUrl, type IngredientLine } from "./convert";
import { isListLabel, joinSections, markedHeader, stepHeader, withoutStepNumbers, type StepSection } from "./sections";
import { dirOf, type ArchiveTree } from "./tree";

/** Properties that only describe the document, never hold a recipe. */
const NOT_CONTAINERS = new Set(["@context", "@id", "@type"]);

/** A `{"@id": …}` that only points at a node described elsewhere in the document. */
const isRef = (v: Json | undefined): v is JsonObject => isObject(v) && typeof v["@id"] === "string" && Object.keys(v).length === 1;

/** The recipe's own properties with references to other nodes of its document replaced by those nodes (one level). */
function resolveRefs(node: JsonObject, ids: Map<string, JsonObject>): JsonObject {
  const deref = (v: Json): Json => (isRef(v) && ids.get(v["@id"] as string) !== node ? (ids.get(v["@id"] as string) ?? v) : v);
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = Array.isArray(v) ? v.map(deref) : deref(v);
  return out;
}

/**
 * Recipe nodes of a parsed JSON document, wherever a wrapper holds them: the document itself, an array, an @graph,
 * RecipeSage's `{"recipes": [...]}`, a page's mainEntity, an ItemList's ListItems. References by @id are resolved.
 */
export function recipeNodes(doc: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  const ids = new Map<string, JsonObject>();
  const visit = (v: Json, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (isObject(v)) {
      if (typeof v["@id"] === "string" && !isRef(v)) ids.set(v["@id"], v);
      if (hasType(v, "Recipe")) found.push(v);
      else for (const [k, x] of Object.entries(v)) if (!NOT_CONTAINERS.has(k) && x !== null && typeof x === "object") visit(x, depth + 1);
    }
  };
  visit(doc as Json, 0);
  // A recipe named twice (in the @graph and again as a page's mainEntity) is one recipe.
  const seen = new Set<string>();
  return found
    .filter((n) => {
      const id = typeof n["@id"] === "string" ? n["@id"] : undefined;
      if (!id) return true;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .map((n) => resolveRefs(n, ids));
}

/** Nextcloud writes recipe.json without @type sometimes: a name plus recipeIngredient is enough there. */
const looksLikeSchemaRecipe = (v: unknown): v is JsonObject =>
  isObject(v as Json) &&
  (hasType(v as JsonObject, "Recipe") || (typeof (v as JsonObject).name === "string" && Array.isArray((v as JsonObject).recipeIngredient)));

/** The steps of a section, or undefined for a section that only marks where its steps begin. */
function sectionSteps(section: JsonObject): Json[] | undefined {
  const v = section.itemListElement ?? section.steps;
  if (Array.isArray(v)) return v.length > 0 ? v : undefined;
  return v === undefined || v === null || v === "" ? undefined : [v];
}

/** A step item's own text, without the steps it nests. */
const textOfStep = (item: Json): string => (typeof item === "string" ? item : isObject(item) ? str(item.text) || str(item.name) : "");

/**
 * The title when an item of a flat step list (no section holding steps) only heads the steps after it: RecipeSage
 * writes an empty HowToSection (`{name: "Sauce"}`, formerly `{text: "[Sauce]"}`), apps and people write a header
 * line ("[Sauce]", "## Sauce", "For the sauce:").
 */
function markerTitle(item: Json): string | undefined {
  if (isObject(item) && hasType(item, "HowToSection")) {
    const name = str(item.name).trim();
    const text = str(item.text).trim();
    return name ? (markedHeader(name) ?? name) : text ? (markedHeader(text) ?? text) : undefined;
  }
  if (isObject(item) && item.itemListElement !== undefined) return undefined;
  return stepHeader(textOfStep(item));
}

/** A step with sub-steps (Nextcloud's HowToStep holding HowToDirections and HowToTips) as its text, then each of them. */
function expandStep(item: Json): Json[] {
  if (!isObject(item) || hasType(item, "HowToSection") || !Array.isArray(item.itemListElement) || !str(item.text).trim()) return [item];
  const { itemListElement: children, ...own } = item;
  return [own, ...(children as Json[]).flatMap(expandStep)];
}

/** Every string of a JSON value through `fn`. */
const mapStrings = (v: Json, fn: (s: string) => string): Json =>
  typeof v === "string"
    ? fn(v)
    : Array.isArray(v)
      ? v.map((x) => mapStrings(x, fn))
      : isObject(v)
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, fn)]))
        : v;

/** RecipeSage marks numbers that scale with the servings as "{2}"; the number is the text. */
export const unmarkScaling = (s: string): string => s.replace(/\{ ?(\d[\d./ -]{0,40})\}/g, (_m, n: string) => n.trim());

/**
 * Nextcloud shows ingredients and steps as Markdown: "**200 g** Mehl", "_optional_", "[Link](https://…)". The
 * emphasis marks are no part of the text (they would read as the ingredient's name); "## " headers stay headers.
 */
export const unmarkMarkdown = (s: string): string =>
  s
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1")
    // Inner text without the marker's character: a scan stops at the next mark, so a long line stays linear.
    .replace(/\*\*(?=\S)([^*]+?)(?<=\S)\*\*/g, "$1")
    .replace(/__(?=\S)([^_]+?)(?<=\S)__/g, "$1")
    .replace(/~~(?=\S)([^~]+?)(?<=\S)~~/g, "$1")
    .replace(/(^|[\s(])\*(?=\S)([^*]+?)(?<=\S)\*(?=$|[\s).,;:!?])/g, "$1$2")
    .replace(/(^|[\s(])_(?=\S)([^_]+?)(?<=\S)_(?=$|[\s).,;:!?])/g, "$1$2");

/**
 * recipeInstructions as sections the schema reader understands: a marker and the steps after it become one
 * HowToSection, steps nesting sub-steps are laid out flat, a plain text is read line by line so its header lines show.
 */
function normalizeSteps(value: Json | undefined, sage: boolean): Json | undefined {
  let items: Json[];
  if (typeof value === "string") {
    // Markup is split into steps by the schema reader's HTML reading.
    if (/<[a-z][^>]*>/i.test(value)) return value;
    items = value.split(/\r\n|\r|\n/).filter((l) => l.trim() !== "");
  } else if (Array.isArray(value)) items = value;
  else return value;
  const out: Json[] = [];
  let open: Json[] | null = null;
  for (const item of items) {
    const steps = isObject(item) && hasType(item, "HowToSection") ? sectionSteps(item) : undefined;
    if (steps) {
      open = null;
      out.push({ ...(item as JsonObject), itemListElement: steps.flatMap(expandStep) });
      continue;
    }
    const title = markerTitle(item);
    // "Directions:", "Step 2": a label of the list or of a step, no part of the dish.
    if (isListLabel(title ?? textOfStep(item))) continue;
    if (title !== undefined) {
      open = [];
      out.push({ "@type": "HowToSection", name: title, itemListElement: open });
    } else (open ?? out).push(...expandStep(item));
  }
  return sage ? mapStrings(out, unmarkScaling) : out;
}

/** The node's comments as notes. RecipeSage keeps the recipe's notes in one comment named "Author Notes", empty or not. */
function commentText(v: Json | undefined): string {
  const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return list
    .map((c) => {
      if (typeof c === "string") return c.trim();
      if (!isObject(c)) return "";
      const text = str(c.text).trim();
      const name = str(c.name).trim();
      return !text ? "" : name && name !== "Author Notes" ? `${name}: ${text}` : text;
    })
    .filter((s) => s !== "")
    .join("\n\n");
}

/** "saturatedFatContent" → "saturated fat". */
const nutrientLabel = (key: string): string =>
  key
    .replace(/Content$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();

/** Published nutrition as one line of notes ("Nutrition: calories 450 kcal, protein 9 g"). */
function nutritionText(values: Record<string, string> | undefined): string {
  const parts = Object.entries(values ?? {})
    .filter(([, v]) => v.trim() !== "")
    .map(([k, v]) => (k === "description" ? v.trim() : `${nutrientLabel(k)} ${v.trim()}`));
  return parts.length > 0 ? `Nutrition: ${parts.join(", ")}` : "";
}

/** A rating of 0–5 stars, else undefined. */
function stars(v: unknown): number | undefined {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 && n <= 5 ? Math.round(n * 10) / 10 : undefined;
}

/**
 * The family's own rating: RecipeSage exports its rating as the aggregateRating; Nextcloud keeps its users' ratings
 * in contentRating (its aggregateRating may be the website's average, copied along with the page's data).
 */
function ownRating(node: JsonObject, format: string): number | undefined {
  if (format === "recipesage") return isObject(node.aggregateRating) ? stars(node.aggregateRating.ratingValue) : undefined;
  if (format !== "nextcloud") return undefined;
  const given = (Array.isArray(node.contentRating) ? node.contentRating : [node.contentRating])
    .map((r) => (isObject(r) ? stars(r.ratingValue) : stars(r)))
    .filter((n): n is number => n !== undefined);
  return given.length > 0 ? stars(given.reduce((a, b) => a + b, 0) / given.length) : undefined;
}

/** Pictures a self-hosted RecipeSage embeds in its export as `data:image/…;base64,` addresses. */
function embeddedPicture(ref: string): ArchivePhoto | undefined {
  const m = /^data:image\/[a-z0-9.+-]+;base64,/i.exec(ref);
  return m ? { data: Buffer.from(ref.slice(m[0].length), "base64") } : undefined;
}

/**
 * One schema.org node → our recipe. `origin` is the app's key when it has one. The node is read in the extraction
 * worker, like a page's JSON-LD: markup in its values needs the HTML parser, which the main thread never loads.
 */
export async function schemaRecipe(node: JsonObject, format: string, appId: string | undefined, localPhotos: string[]): Promise<ArchiveRecipe> {
  const steps = normalizeSteps(node.recipeInstructions ?? node.instructions, format === "recipesage");
  const prepared: JsonObject = steps === undefined ? { ...node } : { ...node, recipeInstructions: steps };
  if (format === "nextcloud") {
    for (const key of ["recipeIngredient", "recipeInstructions"]) {
      if (prepared[key] !== undefined) prepared[key] = mapStrings(prepared[key], unmarkMarkdown);
    }
  }
  const found = await readSchemaRecipeInWorker(prepared, "https://invalid.example/");
  const title = found?.title.trim() ?? "";
  if (!found || !title) throw new Error("it has no name");
  const sourceUrl = webUrl(node.isBasedOn) ?? webUrl(node.url);
  const credit = str(node.creditText).trim() || found.site?.name;
  // Ingredient headers as the apps write them: "[Sauce]" (RecipeSage), "## Sauce" (Nextcloud), "For the sauce:".
  const lines: IngredientLine[] = [
    ...found.ingredientLines.map((l) => {
      const header = markedHeader(l);
      return header ? { header } : l;
    }),
    ...found.components.filter((c) => c.ingredientLines.length > 0).flatMap((c) => [{ header: c.title }, ...c.ingredientLines]),
  ];
  // Steps of untitled sections are the recipe's own; titled sections join the ingredient group of their name.
  const named = (c: { title: string }) => c.title.trim() !== "" && !isListLabel(c.title);
  const titled = found.components.filter((c) => named(c) && c.instructions.length > 0);
  const own = [...found.instructions, ...found.components.filter((c) => !named(c)).flatMap((c) => c.instructions)];
  const [mainSteps = [], ...sectionSteps] = withoutStepNumbers([own, ...titled.map((c) => c.instructions)]);
  const sections: StepSection[] = titled.map((c, i) => ({ title: c.title.trim(), steps: sectionSteps[i] ?? c.instructions }));
  const tools = stringList(node.tool ?? node.tools);
  const x = extracted({
    title,
    description: found.description,
    notes: [
      found.notes ?? "",
      commentText(node.comment),
      tools.length > 0 ? `Tools: ${tools.join(", ")}` : "",
      nutritionText(found.publishedNutrition),
      // Without an address the provenance has nowhere to keep the name: the notes keep it.
      !sourceUrl && credit ? `Source: ${credit}` : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
    lines,
    steps: mainSteps,
    tags: found.tags,
    prep: found.prepTime,
    cook: found.cookTime,
    total: found.totalTime,
    servings: found.servings,
  });
  x.components = joinSections(x.components, sections);
  // Pictures carried in the archive, all of them; else the ones embedded in the record; else every https address it
  // names (RecipeSage lists several), downloaded after the import as for web imports.
  const refs = imageRefs(node.image);
  const photos: ArchivePhoto[] = localPhotos.map((p) => ({ path: p }));
  if (photos.length === 0) photos.push(...refs.map(embeddedPicture).filter((p): p is ArchivePhoto => p !== undefined));
  if (photos.length === 0) {
    const addresses = refs.filter((u) => u.startsWith("https://"));
    const first = found.imageUrl && found.imageUrl.startsWith("https://") && !found.imageUrl.startsWith("https://invalid.example/") ? [found.imageUrl] : [];
    for (const url of new Set(addresses.length > 0 ? addresses : first)) photos.push({ url });
  }
  const out: ArchiveRecipe = {
    origin: appId ? `${format}:${appId}` : fallbackOrigin(format, title, sourceUrl, x.ingredientLines.join("\n")),
    draft: draftOf(x, title),
    photos,
  };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  if (credit) out.sourceName = credit.slice(0, 200);
  const rating = ownRating(node, format);
  if (rating !== undefined) out.extra = { rating };
  return out;
}

/** The Nextcloud items of recipe files (`<folder>/recipe.json`, or `<name>/<name>.json` before 0.7), full.jpg beside. */
function nextcloudItems(tree: ArchiveTree, files: string[]): ArchiveItem[] {
  return files.map((name) => ({
    label: dirOf(name) || name,
    load: () => {
      const doc = tree.json(name);
      if (!looksLikeSchemaRecipe(doc)) throw new Error("it is not a recipe");
      const picture = tree.pictureIn(dirOf(name), ["full", "image"]);
      const id = str(doc.id).trim();
      // full.jpg only: thumb.jpg and thumb16.jpg beside it are the same picture made small. Without it, the files
      // its `image` names beside it.
      const local = picture ? [picture] : localImages(doc.image, dirOf(name), tree);
      return schemaRecipe(
        doc,
        "nextcloud",
        id || undefined,
        local.map((n) => tree.path(n)),
      );
    },
  }));
}

/** Nextcloud Cookbook: `<folder>/recipe.json`, picture `full.jpg` beside it. */
export function readNextcloud(tree: ArchiveTree, files: string[]): ArchiveContents {
  return { format: "nextcloud", items: nextcloudItems(tree, files) };
}

/** Nextcloud Cookbook before 0.7 named a recipe's file after its folder: `Recipes/Tarte/Tarte.json`, one recipe. */
function isLegacyNextcloudFile(tree: ArchiveTree, name: string): boolean {
  const dir = dirOf(name);
  if (dir === "" || path.posix.basename(dir) !== path.posix.basename(name).replace(/\.json$/i, "")) return false;
  try {
    return looksLikeSchemaRecipe(tree.json(name));
  } catch {
    return false;
  }
}

/** What a node's `image` names, in order: a path or address, an ImageObject (contentUrl or url), or a list of them. */
function imageRefs(image: Json | undefined): string[] {
  return (Array.isArray(image) ? image : image === undefined ? [] : [image])
    .map((v) => (typeof v === "string" ? v : isObject(v) ? str(v.contentUrl) || str(v.url) : "").trim())
    .filter(Boolean);
}

/**
 * The pictures a node's `image` names as files of the archive, beside its JSON: a relative path, an ImageObject
 * (contentUrl or url), or a list of them. Addresses (https:, data:…) are not files.
 */
function localImages(image: Json | undefined, dir: string, tree: ArchiveTree): string[] {
  const out: string[] = [];
  for (const ref of imageRefs(image)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) continue;
    const name = `${dir ? `${dir}/` : ""}${ref.replace(/^\.\//, "")}`;
    if (tree.has(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** A JSON file; JSON-LD saved from a page may carry the page's slips (trailing commas, raw line breaks in strings). */
function readJson(tree: ArchiveTree, name: string): unknown {
  try {
    return tree.json(name);
  } catch (err) {
    const repaired = parseJsonLenient(tree.text(name));
    if (repaired === undefined) throw err;
    return repaired;
  }
}

/** RecipeSage marks its JSON-LD with these fields; plain JSON-LD has none of them. */
const isRecipeSage = (n: JsonObject): boolean => "creditText" in n || "isBasedOn" in n || "comment" in n;

/** Every JSON file of the archive (or the one uploaded JSON file): RecipeSage, plain schema.org, or old Nextcloud. */
export function readJsonLd(tree: ArchiveTree, files: string[]): ArchiveContents {
  const legacy = new Set(files.filter((n) => isLegacyNextcloudFile(tree, n)));
  if (legacy.size === files.length) return readNextcloud(tree, files);
  const items: ArchiveItem[] = nextcloudItems(tree, [...legacy]);
  let sage = false;
  for (const name of files.filter((n) => !legacy.has(n))) {
    let nodes: JsonObject[];
    try {
      nodes = recipeNodes(readJson(tree, name));
    } catch {
      items.push({
        label: name,
        load: () => {
          throw new Error("it is not valid JSON");
        },
      });
      continue;
    }
    if (nodes.some(isRecipeSage)) sage = true;
    nodes.forEach((node, i) => {
      items.push({
        label: str(node.name) || `${name} #${i + 1}`,
        load: () => {
          const format = isRecipeSage(node) ? "recipesage" : "jsonld";
          const id = str(node.identifier).trim();
          return schemaRecipe(
            node,
            format,
            id || undefined,
            localImages(node.image, dirOf(name), tree).map((n) => tree.path(n)),
          );
        },
      });
    });
  }
  return { format: sage ? "recipesage" : "jsonld", items };
}
