/**
 * The picture of a web or social import: downloaded through the guarded egress into a file of the user and made the
 * recipe's first media item, by its own job enqueued in the completing transaction. The recipe is never held back
 * by a slow or broken image, a failed download never fails the import, and the job is durable (a crash re-runs it).
 */
import { z } from "zod";
import type { Deps } from "../../deps";
import { defineJob } from "../../jobs/define";
import { AppError } from "../../errors";
import { deleteFile, storeFileFromBuffer } from "../files/files.service";
import { findRecipe } from "../recipes/recipes.repo";
import { updateRecipe } from "../recipes/recipes.service";
import { egressFailure } from "./imports.extract";
import type { ImportRow } from "./imports.repo";

export const IMPORT_IMAGE_JOB = "import.image";

const payload = z.object({ importId: z.uuid(), recipeId: z.uuid(), imageUrl: z.string().max(4096) });

/**
 * Enqueue the image download of a completed import (call inside the completing transaction), with the user as fair
 * key like the import itself. Plain http passes here; the egress guard allows it for IMPORT_ALLOWED_HOSTS only.
 */
export function enqueueImageJob(deps: Deps, row: Pick<ImportRow, "id" | "user_id">, recipeId: string, imageUrl: string | undefined): void {
  if (!imageUrl || imageUrl.length > 4096 || !/^https?:\/\//i.test(imageUrl)) return;
  deps.jobs.enqueue(IMPORT_IMAGE_JOB, { importId: row.id, recipeId, imageUrl }, { uniqueKey: `import-image:${recipeId}`, fairKey: row.user_id });
}

/** Has the recipe any picture yet (the user may have added one meanwhile)? */
function hasMedia(deps: Deps, recipeId: string): boolean | null {
  const recipe = findRecipe(deps.db.sqlite, recipeId);
  if (!recipe) return null;
  const media: unknown = JSON.parse(recipe.media);
  return Array.isArray(media) && media.length > 0;
}

/** Download, store and attach; transient network failures are retried (3 attempts), others are logged and dropped. */
export const importImageJob = defineJob({
  type: IMPORT_IMAGE_JOB,
  payload,
  maxAttempts: 3,
  timeoutMs: 60_000,
  async run(deps, p, ctx) {
    const recipe = findRecipe(deps.db.sqlite, p.recipeId);
    if (!recipe || hasMedia(deps, p.recipeId) !== false) return;
    const actor = { userId: recipe.user_id, isAdmin: false };
    let fileId: string;
    try {
      const res = await deps.services.egress.fetch(p.imageUrl, { accept: "image", maxBytes: deps.config.limits.uploadBytes, signal: ctx.signal });
      const ext = res.contentType.split("/")[1] ?? "img";
      fileId = (await storeFileFromBuffer(deps, recipe.user_id, res.body, `recipe-image.${ext}`)).id;
    } catch (err) {
      const failure = egressFailure(err);
      if (failure && !failure.permanent && !ctx.signal.aborted) throw err;
      ctx.log.info("import image not stored", { importId: p.importId, error: err instanceof Error ? err.message : String(err) });
      return;
    }
    try {
      const attached = deps.db.tx(() => {
        if (hasMedia(deps, p.recipeId) !== false) return false;
        updateRecipe(deps, actor, p.recipeId, { media: [{ file_id: fileId }] }, undefined);
        return true;
      });
      if (!attached) await deleteFile(deps, actor, fileId);
    } catch (err) {
      // The recipe went away or changed owner meanwhile: the picture has nowhere to go.
      if (!(err instanceof AppError)) throw err;
      await deleteFile(deps, actor, fileId).catch(() => undefined);
    }
  },
});
