import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors";
import { assertIfMatch } from "../../http/etag";
import { canonicalHandle } from "./sources.keys";
import { presentCreator } from "./sources.present";
import {
  creatorsPage,
  deleteProfile,
  findCreator,
  findProfile,
  insertProfile,
  profilesOf,
  updateCreator,
  updateProfileLinks,
  type CreatorRow,
} from "./sources.repo";
import { mayChangeShared } from "./sources.service";
import type { CreatorOut, CreatorPage, SearchQuery, UpdateCreatorInput } from "./sources.schemas";

function requireCreator(deps: Deps, id: string): CreatorRow {
  const row = findCreator(deps.db.sqlite, id);
  if (!row) throw new NotFoundError("Creator not found");
  return row;
}

const present = (deps: Deps, row: CreatorRow): CreatorOut => presentCreator(row, profilesOf(deps.db.sqlite, [row.id]).get(row.id) ?? []);

/** GET /api/v2/creators: every creator of the instance (shared like sources), newest first; `q` matches names and handles. */
export function listCreators(deps: Deps, q: SearchQuery): CreatorPage {
  const page = creatorsPage(deps.db.sqlite, q.q?.replace(/^@+/, ""), q, deps.clock.nowIso());
  const profiles = profilesOf(
    deps.db.sqlite,
    page.rows.map((r) => r.id),
  );
  const { rows, ...meta } = page;
  return { creators: rows.map((r) => presentCreator(r, profiles.get(r.id) ?? [])), ...meta };
}

/** GET /api/v2/creators/{id}. */
export function getCreator(deps: Deps, id: string): CreatorOut {
  return present(deps, requireCreator(deps, id));
}

/**
 * PUT /api/v2/creators/{id}: correct the name or replace the profiles. A creator is seen by every household citing
 * one of its sources, so only the user who first recorded it and administrators may change it; others 403. A
 * profile that belongs to another creator answers 409.
 */
export function updateCreatorFor(deps: Deps, actor: Actor, id: string, input: UpdateCreatorInput, ifMatch: string | undefined): CreatorOut {
  const db = deps.db.sqlite;
  const current = requireCreator(deps, id);
  if (!mayChangeShared(actor, current.created_by))
    throw new ForbiddenError("Only the user who first recorded this shared creator, or an administrator, may change it");
  return deps.db.tx(() => {
    const fresh = requireCreator(deps, id);
    assertIfMatch(ifMatch, fresh.updated_at);
    const now = deps.clock.stamp(fresh.updated_at);
    if (input.profiles !== undefined) {
      const wanted = new Map(input.profiles.map((p) => [`${p.platform}:${canonicalHandle(p.handle)}`, p]));
      for (const old of profilesOf(db, [id]).get(id) ?? []) if (!wanted.has(old.profile_key)) deleteProfile(db, old.profile_key);
      for (const [key, p] of wanted) {
        const existing = findProfile(db, key);
        if (existing && existing.creator_id !== id) throw new ConflictError(`The profile ${key} belongs to another creator`);
        if (existing) updateProfileLinks(db, key, p.url === undefined ? existing.url : p.url, p.avatar_url === undefined ? existing.avatar_url : p.avatar_url);
        else
          insertProfile(db, {
            profile_key: key,
            creator_id: id,
            platform: p.platform,
            handle: canonicalHandle(p.handle),
            url: p.url ?? null,
            avatar_url: p.avatar_url ?? null,
            created_at: now,
          });
      }
    }
    const next: CreatorRow = { ...fresh, display_name: input.display_name ?? fresh.display_name, updated_at: now };
    updateCreator(db, next);
    return present(deps, next);
  });
}
