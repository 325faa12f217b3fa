/**
 * Paprika: a `.paprikarecipes` file is a zip of `.paprikarecipe` entries, each gzipped JSON (uid, name,
 * ingredients and directions as text, notes, servings, times as text, categories, source_url, photo_data in base64
 * and further photos in `photos`).
 */
import { gunzipSync } from "node:zlib";
import type { ArchiveContents, ArchiveItem, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, minutes, servingsOf, stepsFromText, str, stringList, webUrl } from "./convert";
import type { ArchiveTree } from "./tree";

/** A gzipped recipe inflates to at most this (its photo included); more is a bomb, not a recipe. */
const MAX_RECIPE_BYTES = 64 * 1024 * 1024;

export function paprikaRecipe(r: Record<string, unknown>): ArchiveRecipe {
  const title = str(r.name).trim();
  if (!title) throw new Error("it has no name");
  const sourceUrl = webUrl(r.source_url);
  const notes = [
    str(r.notes).trim(),
    str(r.nutritional_info).trim() ? `Nutrition: ${str(r.nutritional_info).trim()}` : "",
    !sourceUrl && str(r.source).trim() ? `Source: ${str(r.source).trim()}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const x = extracted({
    title,
    description: str(r.description),
    notes,
    lines: str(r.ingredients).split(/\r?\n/),
    steps: stepsFromText(r.directions),
    tags: stringList(r.categories),
    prep: minutes(r.prep_time),
    cook: minutes(r.cook_time),
    total: minutes(r.total_time),
    servings: servingsOf(r.servings),
  });
  // The main photo in photo_data, the others in `photos` ({filename, data} in base64); the main one may be
  // repeated there, so identical data is kept once.
  const encoded = [
    r.photo_data,
    ...(Array.isArray(r.photos) ? r.photos.map((p: unknown) => (p && typeof p === "object" ? (p as Record<string, unknown>).data : undefined)) : []),
  ];
  const unique = [...new Set(encoded.filter((d): d is string => typeof d === "string" && d.length > 0))];
  const photos = unique.map((d) => ({ data: Buffer.from(d, "base64") }));
  const uid = str(r.uid).trim();
  const out: ArchiveRecipe = { origin: uid ? `paprika:${uid}` : fallbackOrigin("paprika", title, sourceUrl), draft: draftOf(x, title), photos };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  if (str(r.source).trim()) out.sourceName = str(r.source).trim().slice(0, 200);
  return out;
}

export function readPaprika(tree: ArchiveTree, files: string[]): ArchiveContents {
  const items: ArchiveItem[] = files.map((name) => ({
    label: name.replace(/\.paprikarecipe$/i, ""),
    load: () => {
      let json: unknown;
      try {
        json = JSON.parse(gunzipSync(tree.read(name), { maxOutputLength: MAX_RECIPE_BYTES }).toString("utf8"));
      } catch {
        throw new Error("it is not a readable Paprika recipe");
      }
      if (!json || typeof json !== "object" || Array.isArray(json)) throw new Error("it is not a Paprika recipe");
      return paprikaRecipe(json as Record<string, unknown>);
    },
  }));
  return { format: "paprika", items };
}
