import type { Deps } from "../../deps";
import { ForbiddenError, NotFoundError } from "../../errors";
import { resolveMediaForWrite } from "../files/files.service";
import type { StoredMediaItem } from "../files/files.schemas";
import type { RecipeReadRow } from "./recipes.repo";

/** Does the write rule accept these files as media of a recipe owned by `ownerId`? */
function accepted(deps: Deps, ownerId: string, fileIds: string[]): boolean {
  try {
    resolveMediaForWrite(deps, ownerId, fileIds);
    return true;
  } catch (err) {
    if (err instanceof NotFoundError || err instanceof ForbiddenError) return false;
    throw err;
  }
}

/**
 * The stored media a recipe passes on to others (signed URLs in a public share-link view, copies when a link is
 * saved or a recipe duplicated): only files its owner owns. The decision is the one new writes get
 * (resolveMediaForWrite, since 9f78629), applied to what is stored: a row written before that rule can still name
 * another user's file, and that file is neither published nor copied. A file deleted since is dropped too.
 * One query when every file is the owner's (the usual case); a legacy row is then checked file by file.
 */
export function passedOnMedia(deps: Deps, ownerId: string, mediaJson: string): StoredMediaItem[] {
  if (mediaJson === "[]") return [];
  const items = JSON.parse(mediaJson) as StoredMediaItem[];
  if (
    accepted(
      deps,
      ownerId,
      items.map((m) => m.file_id),
    )
  )
    return items;
  return items.filter((m) => accepted(deps, ownerId, [m.file_id]));
}

/** The row with only the media it passes on (see passedOnMedia), for presenting it outside its owner's library. */
export function withPassedOnMedia(deps: Deps, row: RecipeReadRow): RecipeReadRow {
  if (row.media === "[]") return row;
  return { ...row, media: JSON.stringify(passedOnMedia(deps, row.user_id, row.media)) };
}
