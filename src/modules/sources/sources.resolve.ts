import type { Deps } from "../../deps";
import { ValidationError } from "../../errors";
import { newId } from "../../lib/ids";
import { profileUrlFor, type SocialPlatform } from "../../importers/social/platforms";
import { canonicalHandle, canonicalHost, inferSocial, normaliseIsbn, sourceKey, SOURCE_KINDS, type KeyFields, type SourceKind } from "./sources.keys";
import {
  findCreator,
  findProfile,
  findSourceByKey,
  insertCreator,
  insertProfile,
  insertSource,
  updateProfileLinks,
  updateSource,
  type SourceRow,
} from "./sources.repo";

/**
 * What is known about where a recipe came from. Every field but `kind` is optional; strings are trimmed and
 * capped, an invalid ISBN or URL is ignored (importers pass what a page or an OCR pass produced), an unknown
 * kind becomes `other`. At least one of name, display_name, isbn, url or handle must remain.
 */
export interface SourceDescriptor {
  kind: SourceKind | string;
  name?: string | null;
  display_name?: string | null;
  authors?: string[] | null;
  isbn?: string | null;
  url?: string | null;
  platform?: string | null;
  handle?: string | null;
  coverUrl?: string | null;
  coverKey?: string | null;
}

/** The outcome of a resolve: the source id and whether this call created it. */
export interface Resolved {
  id: string;
  created: boolean;
}

const cap = (s: string | null | undefined, max: number): string => (s ?? "").trim().slice(0, max);
const capOrNull = (s: string | null | undefined, max: number): string | null => cap(s, max) || null;
const httpUrlOrNull = (s: string | null | undefined): string | null => {
  const v = cap(s, 2048);
  return v && canonicalHost(v) ? v : null;
};

/** A descriptor in canonical form: the identity fields plus the descriptive ones. */
interface Normalised extends KeyFields {
  display_name: string;
  coverUrl: string | null;
  coverKey: string | null;
}

function normalise(d: SourceDescriptor): Normalised {
  const kind = (SOURCE_KINDS as readonly string[]).includes(d.kind) ? (d.kind as SourceKind) : "other";
  const handle = capOrNull(d.handle, 100);
  const base: Normalised = {
    kind,
    name: cap(d.name, 300),
    display_name: cap(d.display_name, 300),
    authors: (d.authors ?? [])
      .map((a) => cap(a, 200))
      .filter(Boolean)
      .slice(0, 30),
    isbn: d.isbn ? normaliseIsbn(d.isbn) : null,
    url: httpUrlOrNull(d.url),
    platform: capOrNull(d.platform, 50)?.toLowerCase() ?? null,
    handle: handle ? canonicalHandle(handle) || null : null,
    coverUrl: httpUrlOrNull(d.coverUrl),
    coverKey: capOrNull(d.coverKey, 300),
  };
  return { ...base, ...inferSocial(base) };
}

/**
 * Resolve-or-create the creator behind a social profile (`platform` + `handle`, case-insensitive, `@` optional).
 * An existing profile returns its creator (blank url/avatar filled in only when the caller recorded that creator:
 * a shared record is never written by another household); otherwise a creator and its profile are created, owned
 * by `actorUserId`. Synchronous: call it inside or outside a transaction. Returns the creator id and whether it was created.
 */
export function resolveCreator(
  deps: Deps,
  profile: { platform: string; handle: string; url?: string | null; avatar_url?: string | null; display_name?: string | null },
  actorUserId: string | null,
): Resolved {
  const platform = profile.platform.trim().toLowerCase();
  const handle = canonicalHandle(profile.handle);
  if (!platform || !handle) throw new ValidationError([{ type: "field", path: "handle", msg: "A creator needs a platform and a handle", location: "body" }]);
  const key = `${platform}:${handle}`;
  const url = httpUrlOrNull(profile.url) ?? knownProfileUrl(platform, handle);
  const avatar = httpUrlOrNull(profile.avatar_url);
  return deps.db.tx(() => {
    const db = deps.db.sqlite;
    const existing = findProfile(db, key);
    if (existing) {
      const owner = findCreator(db, existing.creator_id)?.created_by ?? null;
      const mine = actorUserId !== null && owner === actorUserId;
      if (mine && ((!existing.url && url) || (!existing.avatar_url && avatar))) updateProfileLinks(db, key, existing.url ?? url, existing.avatar_url ?? avatar);
      return { id: existing.creator_id, created: false };
    }
    const now = deps.clock.stamp();
    const id = newId();
    insertCreator(db, { id, display_name: cap(profile.display_name, 300), created_by: actorUserId, created_at: now, updated_at: now });
    insertProfile(db, { profile_key: key, creator_id: id, platform, handle, url, avatar_url: avatar, created_at: now });
    return { id, created: true };
  });
}

function knownProfileUrl(platform: string, handle: string): string | null {
  const known: readonly string[] = ["instagram", "tiktok", "youtube", "facebook", "pinterest"];
  return known.includes(platform) ? profileUrlFor(platform as SocialPlatform, handle) : null;
}

/**
 * Resolve-or-create the shared source a descriptor names (sources are instance-wide: every user citing the same
 * book, site or profile shares one record, so a correction reaches all of them).
 *
 * Identity, most specific first: the same ISBN (ISBN-10 and -13 compare equal); the same platform and handle (a
 * social URL supplies them when omitted); for books the same title and authors (accents, case and punctuation
 * ignored); the same canonical site (host in lower case, without `www.`); the same kind and name. An existing
 * record is returned as it is; only when the caller created it are its blank fields filled from the descriptor (never
 * overwritten: that is what PUT /api/v2/sources/{id} is for), and a book its creator first cited by title and later
 * by ISBN keeps one record. Another household's resolve never writes a shared record. Social sources are linked to
 * their creator (resolveCreator).
 *
 * Synchronous (call it inside or outside a transaction; it nests as a savepoint). `actorUserId` is recorded as the
 * creator of a new record (null for system imports). Throws ValidationError (400) when nothing identifies the source.
 */
export function resolveSource(deps: Deps, descriptor: SourceDescriptor, actorUserId: string | null): Resolved {
  const n = normalise(descriptor);
  const key = sourceKey({ ...n, name: n.name || n.display_name });
  if (!key) {
    throw new ValidationError([{ type: "field", path: "name", msg: "A source needs at least one of name, isbn, url or handle", location: "body" }]);
  }
  return deps.db.tx(() => {
    const db = deps.db.sqlite;
    const now = deps.clock.stamp();
    const creatorId =
      n.platform && n.handle ? resolveCreator(deps, { platform: n.platform, handle: n.handle, display_name: n.name || null }, actorUserId).id : null;
    const mine = (row: SourceRow): boolean => actorUserId !== null && row.created_by === actorUserId;
    let existing = key ? findSourceByKey(db, key) : undefined;
    let upgraded = false;
    if (!existing && n.isbn && n.kind === "book") {
      // Upgrade the caller's own record first cited by title and authors (no ISBN then) instead of creating a twin.
      const byTitle = sourceKey({ ...n, isbn: null });
      const twin = byTitle ? findSourceByKey(db, byTitle) : undefined;
      if (twin && !twin.isbn && mine(twin)) {
        existing = { ...twin, isbn: n.isbn, canonical_key: key };
        upgraded = true;
      }
    }
    if (existing) {
      const filled = mine(existing) ? fillBlanks(existing, n, creatorId) : existing;
      if (upgraded || filled !== existing) updateSource(db, { ...filled, updated_at: now });
      return { id: existing.id, created: false };
    }
    const row: SourceRow = {
      id: newId(),
      kind: n.kind,
      name: n.name,
      display_name: n.display_name,
      authors: JSON.stringify(n.authors),
      isbn: n.isbn,
      url: n.url,
      canonical_key: key,
      platform: n.platform,
      handle: n.handle,
      creator_id: creatorId,
      cover_url: n.coverUrl,
      cover_key: n.coverKey,
      created_by: actorUserId,
      created_at: now,
      updated_at: now,
    };
    insertSource(db, row);
    return { id: row.id, created: true };
  });
}

/** Blank fields of `row` taken from the descriptor; returns `row` itself when nothing changed. */
function fillBlanks(row: SourceRow, n: Normalised, creatorId: string | null): SourceRow {
  const next: SourceRow = { ...row };
  let changed = false;
  const take = <K extends keyof SourceRow>(k: K, v: SourceRow[K] | null | "") => {
    if ((next[k] === null || next[k] === "" || next[k] === "[]") && v !== null && v !== "" && v !== "[]") {
      next[k] = v as SourceRow[K];
      changed = true;
    }
  };
  take("name", n.name);
  take("display_name", n.display_name);
  take("authors", JSON.stringify(n.authors));
  take("isbn", n.isbn);
  take("url", n.url);
  take("platform", n.platform);
  take("handle", n.handle);
  take("creator_id", creatorId);
  take("cover_url", n.coverUrl);
  take("cover_key", n.coverKey);
  return changed ? next : row;
}
