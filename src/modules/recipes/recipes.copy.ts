import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { NotFoundError } from "../../errors";
import { newId } from "../../lib/ids";
import { copyFileToUser, removeBlobs } from "../files/files.service";
import { deleteFileRow, findFile } from "../files/files.repo";
import type { StoredMediaItem } from "../files/files.schemas";
import { copySourceAttachments, findRecipe, insertRecipe, type RecipeReadRow, type RecipeRow } from "./recipes.repo";
import { passedOnMedia } from "./recipes.media";
import { recipeJson, recipeObject } from "./recipes.present";

/** Options of a recipe copy. */
export interface CopyOptions {
  /** Title of the copy (default: the original's). */
  title?: string;
}

/**
 * Copy a recipe into a user's library (share-link save, duplicating a recipe a household shares). When the new
 * owner is not the original's, its images are copied too, so the copy does not depend on files the original owner
 * may delete. Only media files the original's owner owns are kept (passedOnMedia). Source attachments and
 * nutrition are kept; import_id is not (no import of the new owner made it).
 * No access check: the caller decides that `toUserId` may copy the recipe. Returns the stored row.
 */
export async function copyRecipeRow(deps: Deps, recipeId: string, toUserId: string, opts: CopyOptions = {}): Promise<RecipeReadRow> {
  const src = findRecipe(deps.db.sqlite, recipeId);
  if (!src) throw new NotFoundError();
  // Only the files the original's owner owns come along (a legacy row may still name someone else's file).
  const items = passedOnMedia(deps, src.user_id, src.media);
  let media = JSON.stringify(items);
  const copiedFiles: string[] = [];
  if (src.user_id !== toUserId && items.length > 0) {
    const copied: StoredMediaItem[] = [];
    for (const m of items) {
      const row = await copyFileToUser(deps, m.file_id, toUserId).catch((err: unknown) => {
        // A file deleted meanwhile is simply not part of the copy.
        if (err instanceof NotFoundError) return null;
        throw err;
      });
      if (!row) continue;
      copiedFiles.push(row.id);
      copied.push({ ...m, file_id: row.id });
    }
    media = JSON.stringify(copied);
  }
  const now = deps.clock.stamp();
  const row: RecipeRow = {
    ...src,
    id: newId(),
    user_id: toUserId,
    title: opts.title ?? src.title,
    media,
    import_id: null,
    private: src.user_id === toUserId ? src.private : 0,
    created_at: now,
    updated_at: now,
  };
  try {
    return deps.db.tx(() => {
      insertRecipe(deps.db.sqlite, row);
      copySourceAttachments(deps.db.sqlite, src.id, row.id, now, newId);
      // The copy points at the same shared source record as the original.
      deps.events.emit(deps.access.audienceOf("recipe", row), "recipe.changed", { id: row.id, op: "created" });
      return findRecipe(deps.db.sqlite, row.id) as RecipeReadRow;
    });
  } catch (err) {
    for (const id of copiedFiles) {
      const f = findFile(deps.db.sqlite, id);
      if (!f) continue;
      deps.db.tx(() => deleteFileRow(deps.db.sqlite, id));
      await removeBlobs(deps, [f.storage_key, f.preview_key]);
    }
    throw err;
  }
}

/** Copy a recipe into another user's library (share-link save); see copyRecipeRow. Returns the API shape. */
export async function copyRecipeToUser(deps: Deps, recipeId: string, toUserId: string, opts: CopyOptions = {}): Promise<Record<string, unknown>> {
  return recipeObject(await copyRecipeRow(deps, recipeId, toUserId, opts), deps.services.files.signer.forGrant(`u.${toUserId}`));
}

/**
 * POST /api/recipes/{id}/duplicate: a copy in the caller's own library of a recipe the caller can read (their own,
 * or one shared into their household). Title defaults to the original's plus " (copy)".
 */
export async function duplicateRecipe(deps: Deps, actor: Actor, id: string, title: string | undefined): Promise<string> {
  const src = deps.access.authorize(actor, "read", "recipe", findRecipe(deps.db.sqlite, id));
  const copy = await copyRecipeRow(deps, src.id, actor.userId, { title: title ?? `${src.title} (copy)`.slice(0, 500) });
  return recipeJson(copy, deps.services.files.signer.forGrant(`u.${actor.userId}`));
}
