import type { Deps } from "../../deps";
import { currentVersion } from "../write-guard";
import type { Actor } from "../../auth/actor";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors";
import { recipesCitingSourcePage, visibleCitationCounts } from "../recipes/recipes.lookups.repo";
import { recipeJson } from "../recipes/recipes.present";
import { canonicalHandle, normaliseIsbn, sourceKey, type SourceKind } from "./sources.keys";
import { presentSource } from "./sources.present";
import { findSource, findSourceByKey, insertSource, repointUserCitations, sourcesPage, updateSource, userCitesSource, type SourceRow } from "./sources.repo";
import { newId } from "../../lib/ids";
import { resolveCreator, resolveSource } from "./sources.resolve";
import type { PageQuery, SearchQuery, SourceDescriptorInput, SourceOut, SourcePage, UpdateSourceInput } from "./sources.schemas";

/** A source as the actor sees it (recipe_count counts the recipes the actor can see). */
export function presentForActor(deps: Deps, actor: Actor, row: SourceRow): SourceOut {
  const counts = visibleCitationCounts(deps.db.sqlite, actor.userId, [row.id]);
  return presentSource(row, counts.get(row.id) ?? 0);
}

/** The source, or 404. Sources are shared: every signed-in user may read every source. */
export function requireSource(deps: Deps, id: string): SourceRow {
  const row = findSource(deps.db.sqlite, id);
  if (!row) throw new NotFoundError("Source not found");
  return row;
}

/** POST /api/v2/sources: resolve-or-create; `created` tells the route to answer 201 rather than 200. */
export function resolveSourceFor(deps: Deps, actor: Actor, descriptor: SourceDescriptorInput): { source: SourceOut; created: boolean } {
  const r = resolveSource(deps, descriptor, actor.userId);
  return { source: presentForActor(deps, actor, requireSource(deps, r.id)), created: r.created };
}

/** GET /api/v2/sources: every shared source of the instance, newest first, optionally searched with `q`. */
export function listSources(deps: Deps, actor: Actor, q: SearchQuery & { kind?: SourceKind }): SourcePage {
  const text = q.q;
  const page = sourcesPage(deps.db.sqlite, { text, isbn: text === undefined ? null : normaliseIsbn(text), kind: q.kind }, q, deps.clock.nowIso());
  const counts = visibleCitationCounts(
    deps.db.sqlite,
    actor.userId,
    page.rows.map((r) => r.id),
  );
  const { rows, ...meta } = page;
  return { sources: rows.map((r) => presentSource(r, counts.get(r.id) ?? 0)), ...meta };
}

/** GET /api/v2/sources/{id}. */
export function getSource(deps: Deps, actor: Actor, id: string): SourceOut {
  return presentForActor(deps, actor, requireSource(deps, id));
}

/** True when the actor may change a shared record in place: its creator or an administrator. */
export const mayChangeShared = (actor: Actor, createdBy: string | null): boolean => actor.isAdmin || (createdBy !== null && createdBy === actor.userId);

/** The result of a PUT: the source written, and whether it is a new copy (201) rather than the record itself (200). */
export interface SourceWrite {
  source: SourceOut;
  copied: boolean;
}

/**
 * PUT /api/v2/sources/{id}. A source is shared by every household citing it, so only the user who created the
 * record (or an administrator) corrects it in place; a correction reaches everyone citing it. Anyone else who
 * cites it gets their own copy instead (copy-on-write): a new record with the correction applied, which their own
 * recipes and books now cite; the original and other households' recipes are unchanged. Users who neither
 * created nor cite it get 403. Changing the ISBN, site or handle of a shared record to one another record has
 * answers 409 (copies have no de-duplication identity, so they never clash).
 */
export function updateSourceFor(deps: Deps, actor: Actor, id: string, input: UpdateSourceInput, ifMatch: string | undefined): SourceWrite {
  const db = deps.db.sqlite;
  const current = requireSource(deps, id);
  const inPlace = mayChangeShared(actor, current.created_by);
  if (!inPlace && !userCitesSource(db, actor.userId, id)) {
    throw new ForbiddenError(
      "Only the user who created this shared source, or an administrator, may change it; cite it from your own recipe to correct your own copy",
    );
  }
  const next = applySourceInput(current, input);
  return deps.db.tx(() => {
    const fresh = currentVersion(findSource(db, id), ifMatch, "Source not found");
    const identityChanged = next.platform !== current.platform || next.handle !== current.handle;
    if (identityChanged)
      next.creator_id = next.platform && next.handle ? resolveCreator(deps, { platform: next.platform, handle: next.handle }, actor.userId).id : null;
    if (!inPlace) return { source: copySource(deps, actor, fresh, next), copied: true };
    if (next.canonical_key) {
      const other = findSourceByKey(db, next.canonical_key);
      if (other && other.id !== id) throw new ConflictError("Another source already has this identity (ISBN, handle, site or name); cite that one instead");
    }
    next.updated_at = deps.clock.stamp(current.updated_at);
    updateSource(db, next);
    return { source: presentForActor(deps, actor, next), copied: false };
  });
}

/** The source with the supplied fields replaced and its de-duplication key recomputed. */
function applySourceInput(current: SourceRow, input: UpdateSourceInput): SourceRow {
  const next: SourceRow = { ...current };
  if (input.kind !== undefined) next.kind = input.kind;
  if (input.name !== undefined) next.name = input.name;
  if (input.display_name !== undefined) next.display_name = input.display_name;
  if (input.authors !== undefined) next.authors = JSON.stringify(input.authors.filter(Boolean));
  if (input.isbn !== undefined) next.isbn = input.isbn === null ? null : normaliseIsbn(input.isbn);
  if (input.url !== undefined) next.url = input.url;
  if (input.platform !== undefined) next.platform = input.platform || null;
  if (input.handle !== undefined) next.handle = input.handle ? canonicalHandle(input.handle) || null : null;
  if (input.coverUrl !== undefined) next.cover_url = input.coverUrl;
  if (input.coverKey !== undefined) next.cover_key = input.coverKey || null;
  next.canonical_key = sourceKey({
    kind: next.kind as SourceKind,
    name: next.name || next.display_name,
    authors: JSON.parse(next.authors) as string[],
    isbn: next.isbn,
    url: next.url,
    platform: next.platform,
    handle: next.handle,
  });
  return next;
}

/**
 * Inside a transaction: a private copy of `original` with the correction applied, owned by the actor, cited from now
 * on by the actor's own recipes and books. No canonical key: a copy never captures another user's resolve.
 */
function copySource(deps: Deps, actor: Actor, original: SourceRow, corrected: SourceRow): SourceOut {
  const db = deps.db.sqlite;
  const now = deps.clock.stamp();
  const copy: SourceRow = { ...corrected, id: newId(), canonical_key: null, created_by: actor.userId, created_at: now, updated_at: now };
  insertSource(db, copy);
  for (const recipeId of repointUserCitations(db, actor.userId, original.id, copy.id, now)) {
    deps.events.emit(deps.access.audienceOf("recipe", { id: recipeId, user_id: actor.userId }), "recipe.changed", { id: recipeId, op: "updated" });
  }
  return presentForActor(deps, actor, copy);
}

/** GET /api/v2/sources/{id}/recipes: the recipes citing the source that the caller can see, newest first, as JSON text. */
export function sourceRecipesJson(deps: Deps, actor: Actor, id: string, q: PageQuery): string {
  requireSource(deps, id);
  const page = recipesCitingSourcePage(deps.db.sqlite, id, actor.userId, q, deps.clock.nowIso());
  const signer = deps.services.files.signer.forGrant(`u.${actor.userId}`);
  const next = page.next_cursor ? `,"next_cursor":${JSON.stringify(page.next_cursor)}` : "";
  return `{"recipes":[${page.rows.map((r) => recipeJson(r, signer)).join(",")}]${next}}`;
}
