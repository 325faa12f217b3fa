import type { Deps } from "../../deps";
import { currentVersion } from "../write-guard";
import type { Actor } from "../../auth/actor";
import { NotFoundError } from "../../errors";
import { newId } from "../../lib/ids";
import { authorizedRecipe } from "../recipes/recipes.service";
import { findRecipe, type RecipeReadRow } from "../recipes/recipes.repo";
import { setRecipePrimarySourceId } from "../recipes/recipes.lookups.repo";
import { recipeJson } from "../recipes/recipes.present";
import {
  deleteAttachment,
  demotePrimary,
  findAttachment,
  findAttachmentOfSource,
  findPrimary,
  findSameCitation,
  insertAttachment,
  updateAttachment,
  type AttachmentRow,
} from "./attachments.repo";
import type { AttachInput, PatchAttachmentInput, SetPrimaryInput } from "./attachments.schemas";
import { findSource } from "./sources.repo";
import { resolveSource, type SourceDescriptor } from "./sources.resolve";

/** A recipe after an edit of its sources: JSON text plus its new updated_at (for the ETag). */
export interface RecipeText {
  json: string;
  updatedAt: string;
}

/**
 * Run an edit of a recipe's sources: owner only (household members 403, others 404), If-Match honoured, one
 * transaction that also bumps the recipe's updated_at and emits `recipe.changed`.
 */
function editSources(deps: Deps, actor: Actor, recipeId: string, ifMatch: string | undefined, edit: (now: string) => void): RecipeText {
  const recipe = authorizedRecipe(deps, actor, "update", recipeId);
  const db = deps.db.sqlite;
  const row = deps.db.tx(() => {
    const fresh = currentVersion(findRecipe(db, recipe.id), ifMatch);
    const now = deps.clock.stamp(fresh.updated_at);
    edit(now);
    setRecipePrimarySourceId(db, recipe.id, findPrimary(db, recipe.id)?.source_v2_id ?? null, now);
    deps.events.emit(deps.access.audienceOf("recipe", recipe), "recipe.changed", { id: recipe.id, op: "updated" });
    return findRecipe(db, recipe.id) as RecipeReadRow;
  });
  return { json: recipeJson(row, deps.services.files.signer.forGrant(`u.${actor.userId}`)), updatedAt: row.updated_at };
}

/** The id of the source a body names: an existing `source_v2_id` (404 when unknown) or a resolved descriptor. */
function sourceIdOf(deps: Deps, actor: Actor, body: { source?: SourceDescriptor; source_v2_id?: string }): string {
  if (body.source_v2_id !== undefined) {
    if (!findSource(deps.db.sqlite, body.source_v2_id)) throw new NotFoundError("Source not found");
    return body.source_v2_id;
  }
  if (!body.source) throw new NotFoundError("Source not found");
  return resolveSource(deps, body.source, actor.userId).id;
}

/**
 * PUT /api/recipes/{id}/source-v2: set the primary source. It replaces the previous primary attachment; when the
 * source is already attached as an additional source, that attachment is promoted.
 */
export function setPrimarySource(deps: Deps, actor: Actor, recipeId: string, body: SetPrimaryInput, ifMatch: string | undefined): RecipeText {
  const db = deps.db.sqlite;
  return editSources(deps, actor, recipeId, ifMatch, (now) => {
    const sid = sourceIdOf(deps, actor, body);
    const old = findPrimary(db, recipeId);
    const target = old?.source_v2_id === sid ? old : findAttachmentOfSource(db, recipeId, sid);
    if (old && old !== target) deleteAttachment(db, old.attachment_id);
    if (target) {
      updateAttachment(db, {
        ...target,
        is_primary: 1,
        section: body.section !== undefined ? body.section : target.section,
        page: body.page !== undefined ? body.page : target.page,
        url: body.url !== undefined ? body.url : target.url,
      });
      return;
    }
    insertAttachment(db, {
      attachment_id: newId(),
      recipe_id: recipeId,
      source_v2_id: sid,
      is_primary: 1,
      section: body.section ?? null,
      page: body.page ?? null,
      url: body.url ?? null,
      attached_at: now,
    });
  });
}

/** DELETE /api/recipes/{id}/source-v2: clear the primary source (its attachment goes; additional sources stay). */
export function clearPrimarySource(deps: Deps, actor: Actor, recipeId: string, ifMatch: string | undefined): RecipeText {
  const db = deps.db.sqlite;
  return editSources(deps, actor, recipeId, ifMatch, () => {
    const old = findPrimary(db, recipeId);
    if (old) deleteAttachment(db, old.attachment_id);
  });
}

/**
 * POST /api/recipes/{id}/sources: cite one more source. Repeating the same citation (same source, section, page
 * and url) does not add a twin. With `make_primary`, it becomes the headline attribution and the previous primary
 * stays attached.
 */
export function attachSource(deps: Deps, actor: Actor, recipeId: string, body: AttachInput, ifMatch: string | undefined): RecipeText {
  const db = deps.db.sqlite;
  return editSources(deps, actor, recipeId, ifMatch, (now) => {
    const sid = sourceIdOf(deps, actor, body);
    const citation = { recipe_id: recipeId, source_v2_id: sid, section: body.section ?? null, page: body.page ?? null, url: body.url ?? null };
    const same = findSameCitation(db, citation);
    if (body.make_primary) demotePrimary(db, recipeId);
    if (same) {
      if (body.make_primary) updateAttachment(db, { ...same, is_primary: 1 });
      return;
    }
    insertAttachment(db, { attachment_id: newId(), ...citation, is_primary: body.make_primary ? 1 : 0, attached_at: now });
  });
}

/** PATCH /api/recipes/{id}/sources/{attachmentId}: section, page, url, make_primary. Another recipe's attachment answers 404. */
export function patchAttachment(
  deps: Deps,
  actor: Actor,
  recipeId: string,
  attachmentId: string,
  body: PatchAttachmentInput,
  ifMatch: string | undefined,
): RecipeText {
  const db = deps.db.sqlite;
  return editSources(deps, actor, recipeId, ifMatch, () => {
    const a = findAttachment(db, recipeId, attachmentId.toLowerCase());
    if (!a) throw new NotFoundError("Source attachment not found");
    const next: AttachmentRow = { ...a };
    if (body.section !== undefined) next.section = body.section;
    if (body.page !== undefined) next.page = body.page;
    if (body.url !== undefined) next.url = body.url;
    if (body.make_primary === true && !a.is_primary) {
      demotePrimary(db, recipeId);
      next.is_primary = 1;
    } else if (body.make_primary === false) {
      next.is_primary = 0;
    }
    updateAttachment(db, next);
  });
}

/** DELETE /api/recipes/{id}/sources/{attachmentId}: detach; detaching the primary leaves the recipe without one. */
export function detachSource(deps: Deps, actor: Actor, recipeId: string, attachmentId: string, ifMatch: string | undefined): RecipeText {
  const db = deps.db.sqlite;
  return editSources(deps, actor, recipeId, ifMatch, () => {
    const a = findAttachment(db, recipeId, attachmentId.toLowerCase());
    if (!a) throw new NotFoundError("Source attachment not found");
    deleteAttachment(db, a.attachment_id);
  });
}
