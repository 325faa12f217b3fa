/**
 * The picture of a web or social import (and the pictures an archive's recipe names by address): downloaded
 * through the guarded egress into files of the user and made the recipe's media, by its own job enqueued in the
 * completing transaction. The recipe is never held back by a slow or broken image, a failed download never fails
 * the import, and the job is durable (a crash re-runs it).
 */
import { systemActorFor } from "../../auth/actor";
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

/** Further pictures of one recipe (an archive's recipe may name several addresses); the job's minute bounds them. */
export const MORE_IMAGES_MAX = 9;

const imageUrl = z.string().max(4096);
// `moreUrls` is optional: jobs enqueued before it existed still parse.
const payload = z.object({ importId: z.uuid(), recipeId: z.uuid(), imageUrl, moreUrls: z.array(imageUrl).max(MORE_IMAGES_MAX).optional() });

/**
 * Enqueue the image download of a completed import (call inside the completing transaction), with the user as fair
 * key like the import itself. Plain http passes here; the egress guard allows it for IMPORT_ALLOWED_HOSTS only.
 */
export function enqueueImageJob(deps: Deps, row: Pick<ImportRow, "id" | "user_id">, recipeId: string, imageUrl: string | undefined, more: string[] = []): void {
  const usable = (u: string | undefined): u is string => !!u && u.length <= 4096 && /^https?:\/\//i.test(u);
  if (!usable(imageUrl)) return;
  const moreUrls = [...new Set(more.filter(usable))].filter((u) => u !== imageUrl).slice(0, MORE_IMAGES_MAX);
  deps.jobs.enqueue(
    IMPORT_IMAGE_JOB,
    { importId: row.id, recipeId, imageUrl, ...(moreUrls.length ? { moreUrls } : {}) },
    { uniqueKey: `import-image:${recipeId}`, fairKey: row.user_id },
  );
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
    const actor = systemActorFor(recipe.user_id);
    const fetchOne = async (url: string): Promise<string> => {
      const res = await deps.services.egress.fetch(url, { accept: "image", maxBytes: deps.config.limits.uploadBytes, signal: ctx.signal });
      const ext = res.contentType.split("/")[1] ?? "img";
      return (await storeFileFromBuffer(deps, recipe.user_id, res.body, `recipe-image.${ext}`)).id;
    };
    const fileIds: string[] = [];
    try {
      fileIds.push(await fetchOne(p.imageUrl));
    } catch (err) {
      const failure = egressFailure(err);
      if (failure && !failure.permanent && !ctx.signal.aborted) throw err;
      ctx.log.info("import image not stored", { importId: p.importId, error: err instanceof Error ? err.message : String(err) });
      return;
    }
    // The others are a bonus: one that fails is left out, never retried at the main picture's expense.
    for (const url of p.moreUrls ?? []) {
      if (ctx.signal.aborted) break;
      try {
        fileIds.push(await fetchOne(url));
      } catch (err) {
        ctx.log.info("import image not stored", { importId: p.importId, error: err instanceof Error ? err.message : String(err) });
      }
    }
    try {
      const attached = deps.db.tx(() => {
        if (hasMedia(deps, p.recipeId) !== false) return false;
        updateRecipe(deps, actor, p.recipeId, { media: fileIds.map((file_id) => ({ file_id })) }, undefined);
        return true;
      });
      if (!attached) for (const id of fileIds) await deleteFile(deps, actor, id);
    } catch (err) {
      // The recipe went away or changed owner meanwhile: the pictures have nowhere to go.
      if (!(err instanceof AppError)) throw err;
      for (const id of fileIds) await deleteFile(deps, actor, id).catch(() => undefined);
    }
  },
});
