/**
 * Provenance of imports: POST /api/imports/{id}/source (before, while or after the import runs) and the source a
 * worker found (a website, or a social creator). Shared source records come from the sources module only.
 */
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { AppError } from "../../errors";
import { assertIfMatch } from "../../http/etag";
import { resolveSource, type SourceDescriptor } from "../sources/sources.resolve";
import { requireSource } from "../sources/sources.service";
import { childrenOf, findImport, IN_FLIGHT, patchImport, type ImportPatch, type ImportRow } from "./imports.repo";
import { presentImport } from "./imports.present";
import type { AttachSourceInput, ImportOut } from "./imports.schemas";
import type { Extraction, FoundProvenance } from "./imports.extract";
import { setRecipePrimarySource } from "./imports.recipe";

/** The descriptor of a source a worker found on the page or post. */
export function descriptorOf(p: FoundProvenance): SourceDescriptor {
  if (p.kind === "website") return { kind: "website", name: p.name ?? null, url: p.url, authors: p.author ? [p.author] : null };
  return { kind: "social", platform: p.platform, handle: p.handle ?? null, name: p.displayName ?? p.handle ?? null, url: p.profileUrl ?? null };
}

/**
 * POST /api/imports/{id}/source. The source is resolved first (a shared record; 404 for an unknown source_v2_id).
 * In flight or finished without a recipe: kept on the import (and its unfinished batch children), so the recipe it
 * creates carries it and a retry reuses it. Completed: attached to the created recipe as its primary source too.
 */
export function attachImportSource(deps: Deps, actor: Actor, id: string, body: AttachSourceInput, ifMatch?: string): ImportOut {
  const row = deps.access.authorize(actor, "update", "import", findImport(deps.db.sqlite, id));
  // Before resolving a descriptor (which may create a shared source record), so a stale write changes nothing.
  assertIfMatch(ifMatch, row.updated_at);
  const sourceId = body.source ? resolveSource(deps, body.source, actor.userId).id : body.source_v2_id ? requireSource(deps, body.source_v2_id).id : undefined;
  return deps.db.tx(() => {
    const fresh = findImport(deps.db.sqlite, row.id) ?? row;
    assertIfMatch(ifMatch, fresh.updated_at);
    const patch: ImportPatch = {};
    if (sourceId !== undefined) patch.source_v2_id = sourceId;
    if (body.source !== undefined) patch.source_descriptor = JSON.stringify(body.source);
    if (body.source_section !== undefined) patch.source_section = body.source_section;
    if (body.page !== undefined) patch.source_page = body.page;
    if (body.source_url !== undefined) patch.source_url = body.source_url;
    patchImport(deps.db.sqlite, fresh.id, patch, deps.clock.stamp(fresh.updated_at));
    for (const child of childrenOf(deps.db.sqlite, fresh.id)) {
      if (IN_FLIGHT.has(child.status)) patchImport(deps.db.sqlite, child.id, patch, deps.clock.stamp(child.updated_at));
    }
    const updated = findImport(deps.db.sqlite, fresh.id) ?? fresh;
    if (updated.status === "completed" && updated.recipe_id && updated.source_v2_id) {
      try {
        setRecipePrimarySource(deps, updated.user_id, updated.recipe_id, updated.source_v2_id, {
          section: updated.source_section,
          page: updated.source_page,
          url: updated.source_url,
        });
      } catch (err) {
        // The user deleted the recipe meanwhile: the provenance stays on the import only.
        if (!(err instanceof AppError && err.status === 404)) throw err;
      }
    }
    return presentImport(updated);
  });
}

/**
 * Attribute a new recipe inside the completing transaction: the source attached through POST /source wins;
 * otherwise the website or creator the worker found. A source that cannot be resolved (a post without a handle)
 * leaves the recipe unattributed rather than failing the import.
 */
export function attachProvenance(deps: Deps, row: ImportRow, recipeId: string, x: Extraction): void {
  let sourceId = row.source_v2_id;
  if (!sourceId && x.provenance) {
    try {
      sourceId = resolveSource(deps, descriptorOf(x.provenance), null).id;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      deps.log.info("import source not resolved", { importId: row.id, error: err.message });
    }
  }
  if (!sourceId) return;
  setRecipePrimarySource(deps, row.user_id, recipeId, sourceId, {
    section: row.source_section,
    page: row.source_page,
    url: row.source_url ?? x.sourceUrl ?? null,
  });
}
