import type { MediaSigner } from "../files/files.signing";
import type { StoredMediaItem } from "../files/files.schemas";
import type { RecipeReadRow } from "./recipes.repo";

const q = JSON.stringify;
const num = (n: number | null): string => (n === null ? "null" : String(n));
const str = (s: string | null): string => (s === null ? "null" : q(s));

/** Stored media items with fresh signed URLs (media JSON is small; it is the only column parsed on read). */
export function presentMedia(mediaJson: string, signer: MediaSigner): { json: string; blurHash: string | null } {
  if (mediaJson === "[]") return { json: "[]", blurHash: null };
  const items = JSON.parse(mediaJson) as StoredMediaItem[];
  let blurHash: string | null = null;
  const out = items.map((m) => {
    if (blurHash === null && m.kind === "image" && m.blur_hash) blurHash = m.blur_hash;
    const item: Record<string, unknown> = { file_id: m.file_id, url: signer.url(m.file_id) };
    if (m.kind === "image") item.preview_url = signer.url(m.file_id, "preview");
    Object.assign(item, { blur_hash: m.blur_hash, width: m.width, height: m.height, kind: m.kind });
    return item;
  });
  return { json: q(out), blurHash };
}

/**
 * A recipe row as the API's JSON text. The JSON columns (tags, ingredients, components, instructions, sources,
 * nutrition) are written by this module already in API shape, so they are spliced in as stored instead of being
 * parsed and re-serialised: that is most of the cost of a read.
 */
export function recipeJson(r: RecipeReadRow, signer: MediaSigner): string {
  const media = presentMedia(r.media, signer);
  return (
    `{"id":${q(r.id)},"user_id":${q(r.user_id)},"title":${q(r.title)},"subtitle":${q(r.subtitle)},"description":${q(r.description)},` +
    `"notes":${q(r.notes)},"tags":${r.tags},"ingredients":${r.ingredients},"components":${r.components},"instructions":${r.instructions},` +
    `"media":${media.json},"blur_hash":${str(media.blurHash)},"prep_time":${num(r.prep_time)},"cook_time":${num(r.cook_time)},` +
    `"total_time":${num(r.total_time)},"servings":${num(r.servings)},"difficulty":${str(r.difficulty)},"rating":${num(r.rating)},` +
    `"source_section":${q(r.source_section)},"source_url":${str(r.source_url)},"source_v2_id":${str(r.source_v2_id)},"sources":${r.sources_json},` +
    `"import_id":${str(r.import_id)},"private":${r.private === 1},${r.nutrition ? `"nutrition":${r.nutrition},` : ""}"created_at":${q(r.created_at)},"updated_at":${q(r.updated_at)}}`
  );
}

/** The same record as an object (export, service callers). */
export const recipeObject = (r: RecipeReadRow, signer: MediaSigner): Record<string, unknown> => JSON.parse(recipeJson(r, signer)) as Record<string, unknown>;
