/**
 * Paprika: a `.paprikarecipes` file is a zip of `.paprikarecipe` entries, each gzipped JSON (uid, name,
 * ingredients and directions as text, notes, servings, times as text, categories, source_url, photo_data in base64
 * and further photos in `photos`, rating 0–5, difficulty, image_url). Any field may be null.
 */
import { gunzipSync } from "node:zlib";
import type { ArchiveContents, ArchiveItem, ArchivePhoto, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, minutes, servingsOf, str, stringList, webUrl } from "./convert";
import { joinSections, splitStepSections, withoutStepNumbers } from "./sections";
import { wholeNumberWord } from "../../../lib/fractions";
import type { ArchiveTree } from "./tree";

/** A gzipped recipe inflates to at most this (its photo included); more is a bomb, not a recipe. */
const MAX_RECIPE_BYTES = 64 * 1024 * 1024;

/** Paprika's texts keep the line breaks they were typed or pasted with: \r\n (Paprika for Windows), a lone \r, \n. */
const lines = (v: unknown): string[] => str(v).split(/\r\n|\r|\n|\u2028|\u2029/);

/** Servings as typed: "4", "4 servings", "Serves six". */
function servings(v: unknown): number | undefined {
  const n = servingsOf(v);
  if (n !== undefined) return n;
  for (const word of str(v).match(/\p{L}+/gu) ?? []) {
    const value = wholeNumberWord(word);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function paprikaRecipe(r: Record<string, unknown>): ArchiveRecipe {
  const title = str(r.name).trim();
  if (!title) throw new Error("it has no name");
  const sourceUrl = webUrl(r.source_url);
  const notes = [
    lines(r.notes).join("\n").trim(),
    str(r.nutritional_info).trim() ? `Nutrition: ${lines(r.nutritional_info).join("\n").trim()}` : "",
    !sourceUrl && str(r.source).trim() ? `Source: ${str(r.source).trim()}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  // Directions are paragraphs; a line such as "For the sauce:" heads the steps of the group it names.
  const directions = splitStepSections(
    lines(r.directions)
      .map((s) => s.trim())
      .filter((s) => s !== ""),
  );
  const [steps = [], ...sectionSteps] = withoutStepNumbers([directions.steps, ...directions.sections.map((s) => s.steps)]);
  const x = extracted({
    title,
    description: lines(r.description).join("\n"),
    notes,
    lines: lines(r.ingredients),
    steps,
    tags: stringList(r.categories),
    prep: minutes(r.prep_time),
    cook: minutes(r.cook_time),
    total: minutes(r.total_time),
    servings: servings(r.servings),
  });
  x.components = joinSections(
    x.components,
    directions.sections.map((s, i) => ({ title: s.title, steps: sectionSteps[i] ?? s.steps })),
  );
  // The main photo in photo_data, the others in `photos` ({filename, data} in base64); the main one may be
  // repeated there, so identical data is kept once.
  const encoded = [
    r.photo_data,
    ...(Array.isArray(r.photos) ? r.photos.map((p: unknown) => (p && typeof p === "object" ? (p as Record<string, unknown>).data : undefined)) : []),
  ];
  const unique = [...new Set(encoded.filter((d): d is string => typeof d === "string" && d.length > 0))];
  const photos: ArchivePhoto[] = unique.map((d) => ({ data: Buffer.from(d, "base64") }));
  // A recipe clipped from the web whose picture was never saved still names it: downloaded after the import.
  const imageUrl = webUrl(r.image_url);
  if (photos.length === 0 && imageUrl?.startsWith("https://")) photos.push({ url: imageUrl });
  const uid = str(r.uid).trim();
  const out: ArchiveRecipe = { origin: uid ? `paprika:${uid}` : fallbackOrigin("paprika", title, sourceUrl), draft: draftOf(x, title), photos };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  if (str(r.source).trim()) out.sourceName = str(r.source).trim().slice(0, 200);
  // Paprika's stars (0 is "not rated") and its free-text difficulty ("Easy", "Medium"…).
  const stars = Number(r.rating);
  const rating = Number.isFinite(stars) && stars >= 1 && stars <= 5 ? Math.round(stars) : undefined;
  const difficulty = str(r.difficulty).trim().slice(0, 50);
  if (rating !== undefined || difficulty) out.extra = { ...(rating !== undefined ? { rating } : {}), ...(difficulty ? { difficulty } : {}) };
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
