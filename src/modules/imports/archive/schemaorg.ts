/**
 * schema.org Recipe records in JSON: Nextcloud Cookbook (a folder per recipe with `recipe.json` and `full.jpg`),
 * RecipeSage's JSON-LD export (one JSON array; notes in `comment`, the source in `isBasedOn`), and plain JSON-LD
 * files (a Recipe, an array of them, or an @graph), alone or zipped. The web extractor's schema reader does the
 * fields; ingredient headers are then found the same way for all of them.
 */
import { readSchemaRecipeInWorker } from "../../../workers/index";
import { hasType, isObject, type Json, type JsonObject } from "../../../importers/web/json";
import type { ArchiveContents, ArchiveItem, ArchivePhoto, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, str, webUrl } from "./convert";
import { dirOf, type ArchiveTree } from "./tree";

/** Recipe nodes of a parsed JSON document: the node itself, array members, @graph members. */
export function recipeNodes(doc: unknown): JsonObject[] {
  const out: JsonObject[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 3) return;
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (isObject(v as Json)) {
      const node = v as JsonObject;
      if (hasType(node, "Recipe")) out.push(node);
      else if (Array.isArray(node["@graph"])) visit(node["@graph"], depth + 1);
    }
  };
  visit(doc, 0);
  return out;
}

/** Nextcloud writes recipe.json without @type sometimes: a name plus recipeIngredient is enough there. */
const looksLikeSchemaRecipe = (v: unknown): v is JsonObject =>
  isObject(v as Json) &&
  (hasType(v as JsonObject, "Recipe") || (typeof (v as JsonObject).name === "string" && Array.isArray((v as JsonObject).recipeIngredient)));

function commentText(v: Json | undefined): string {
  const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return list
    .map((c) => (typeof c === "string" ? c : isObject(c) ? [str(c.name), str(c.text)].filter((s) => s.trim() !== "").join(": ") : ""))
    .filter((s) => s.trim() !== "")
    .join("\n\n");
}

/**
 * One schema.org node → our recipe. `origin` is the app's key when it has one. The node is read in the extraction
 * worker, like a page's JSON-LD: markup in its values needs the HTML parser, which the main thread never loads.
 */
export async function schemaRecipe(node: JsonObject, format: string, appId: string | undefined, localPhotos: string[]): Promise<ArchiveRecipe> {
  const found = await readSchemaRecipeInWorker(node, "https://invalid.example/");
  const title = found?.title.trim() ?? "";
  if (!found || !title) throw new Error("it has no name");
  const sourceUrl = webUrl(node.isBasedOn) ?? webUrl(node.url);
  // Re-group: schema.org lists are flat, headers are written as lines ("For the sauce:").
  const x = extracted({
    title,
    description: found.description,
    notes: [found.notes ?? "", commentText(node.comment)].filter(Boolean).join("\n\n"),
    lines: [...found.ingredientLines, ...found.components.flatMap((c) => [`${c.title}:`, ...c.ingredientLines])],
    steps: [...found.instructions, ...found.components.flatMap((c) => c.instructions)],
    tags: found.tags,
    prep: found.prepTime,
    cook: found.cookTime,
    total: found.totalTime,
    servings: found.servings,
  });
  // Pictures carried in the archive, all of them; else every https address it names (RecipeSage lists several),
  // downloaded after the import as for web imports.
  const photos: ArchivePhoto[] = localPhotos.map((p) => ({ path: p }));
  if (photos.length === 0) {
    const named = imageRefs(node.image).filter((u) => u.startsWith("https://"));
    const first = found.imageUrl && found.imageUrl.startsWith("https://") && !found.imageUrl.startsWith("https://invalid.example/") ? [found.imageUrl] : [];
    for (const url of new Set(named.length > 0 ? named : first)) photos.push({ url });
  }
  const out: ArchiveRecipe = {
    origin: appId ? `${format}:${appId}` : fallbackOrigin(format, title, sourceUrl, x.ingredientLines.join("\n")),
    draft: draftOf(x, title),
    photos,
  };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  const credit = str(node.creditText).trim() || found.site?.name;
  if (credit) out.sourceName = credit.slice(0, 200);
  return out;
}

/** Nextcloud Cookbook: `<folder>/recipe.json`, picture `full.jpg` beside it. */
export function readNextcloud(tree: ArchiveTree, files: string[]): ArchiveContents {
  const items: ArchiveItem[] = files.map((name) => ({
    label: dirOf(name) || name,
    load: () => {
      const doc = tree.json(name);
      if (!looksLikeSchemaRecipe(doc)) throw new Error("it is not a recipe");
      const picture = tree.pictureIn(dirOf(name), ["full", "image"]);
      const id = str(doc.id).trim();
      // full.jpg only: thumb.jpg and thumb16.jpg beside it are the same picture made small.
      return schemaRecipe(doc, "nextcloud", id || undefined, picture ? [tree.path(picture)] : []);
    },
  }));
  return { format: "nextcloud", items };
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

/** RecipeSage marks its JSON-LD with these fields; plain JSON-LD has none of them. */
const isRecipeSage = (n: JsonObject): boolean => "creditText" in n || "isBasedOn" in n || "comment" in n;

/** Every JSON file of the archive (or the one uploaded JSON file): RecipeSage or plain schema.org. */
export function readJsonLd(tree: ArchiveTree, files: string[]): ArchiveContents {
  const items: ArchiveItem[] = [];
  let sage = false;
  for (const name of files) {
    let nodes: JsonObject[];
    try {
      nodes = recipeNodes(tree.json(name));
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
