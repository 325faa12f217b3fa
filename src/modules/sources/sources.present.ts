import { parseStringArray } from "../collections/collections.present";
import { derivedDisplayName } from "./sources.keys";
import type { CreatorRow, ProfileRow, SourceRow } from "./sources.repo";
import type { CreatorOut, SourceOut } from "./sources.schemas";

/** sources row → the spec's Source; `display_name` falls back to the name, the @handle or the site. */
export function presentSource(row: SourceRow, recipeCount: number): SourceOut {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    display_name: row.display_name || derivedDisplayName(row),
    authors: parseStringArray(row.authors),
    isbn: row.isbn,
    url: row.url,
    platform: row.platform,
    handle: row.handle,
    creator_id: row.creator_id,
    coverUrl: row.cover_url,
    coverKey: row.cover_key,
    recipe_count: recipeCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** creators row and its profiles → the spec's Creator. */
export function presentCreator(row: CreatorRow, profiles: ProfileRow[]): CreatorOut {
  const first = profiles[0];
  return {
    id: row.id,
    display_name: row.display_name || (first ? `@${first.handle}` : ""),
    profiles: profiles.map((p) => ({
      profile_key: p.profile_key,
      platform: p.platform,
      handle: p.handle,
      url: p.url,
      avatar_url: p.avatar_url,
      creator_id: p.creator_id,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
