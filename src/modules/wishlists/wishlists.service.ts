import type { Deps } from "../../deps";
import { writableVersion } from "../write-guard";
import type { Actor } from "../../auth/actor";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { assertIfMatch } from "../../http/etag";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import { type ListQuery } from "../../http/list";
import { newId } from "../../lib/ids";
import * as repo from "./wishlists.repo";
import type { WishlistItemRow, WishlistRow } from "./wishlists.repo";
import { parseAuthors, presentWishlist } from "./wishlists.present";
import type { CreateWishlistInput, UpdateWishlistInput, WishlistItemInput, WishlistOut } from "./wishlists.schemas";

const ENTITY = "wishlist";

/** Lower case, no accents or punctuation: "The Food Lab!" and "the food lab" are one book. */
const norm = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The de-duplication key of an item: kind, title and the set of authors, normalised. */
export const dedupeKeyOf = (kind: string, title: string, authors: string[]): string =>
  `${kind}|${norm(title)}|${authors.map(norm).filter(Boolean).sort().join(";")}`;

function present(deps: Deps, id: string): WishlistOut {
  const row = repo.findWishlist(deps.db.sqlite, id);
  if (!row) throw new NotFoundError();
  return presentWishlist(row, repo.itemsOf(deps.db.sqlite, id));
}

/**
 * Add items to a wishlist (inside the caller's transaction). A `source_v2_id` must name an existing source
 * (otherwise 400 on that field); its title, authors and cover fill what the item does not give. An item that is
 * already there (same source, or same normalised title and authors) is not added again. Returns whether
 * anything changed.
 */
function addItems(deps: Deps, list: WishlistRow, items: WishlistItemInput[], inArray: boolean): boolean {
  const pathOf = (i: number, field: string): string => (inArray ? `items.${i}.${field}` : field);
  const db = deps.db.sqlite;
  let position = repo.maxPosition(db, list.id) + 1;
  let changed = false;
  items.forEach((it, i) => {
    const source = it.source_v2_id ? repo.findSource(db, it.source_v2_id) : undefined;
    if (it.source_v2_id && !source) {
      throw new ValidationError([{ type: "field", path: pathOf(i, "source_v2_id"), msg: "No source with this id", location: "body", value: it.source_v2_id }]);
    }
    const kind = it.kind ?? "book";
    const title = it.title ?? (source ? source.display_name || source.name : "");
    if (!title) throw new ValidationError([{ type: "field", path: pathOf(i, "title"), msg: "The source has no title; give one", location: "body" }]);
    const authors = it.authors ?? (source ? parseAuthors(source.authors) : []);
    const coverUrl = it.cover_url === undefined ? (source?.cover_url ?? null) : it.cover_url;
    const dedupeKey = dedupeKeyOf(kind, title, authors);
    const sourceId = source?.id ?? null;
    const dup = repo.findDuplicate(db, list.id, dedupeKey, sourceId);
    if (dup) {
      if (repo.fillItem(db, list.id, dup.item_key, sourceId, coverUrl) > 0) changed = true;
      return;
    }
    const key = it.itemKey ?? newId();
    if (repo.findItem(db, list.id, key)) throw new ConflictError(`An item with itemKey ${key} is already on the wishlist`);
    const row: WishlistItemRow = {
      wishlist_id: list.id,
      item_key: key,
      position: position++,
      kind,
      title,
      authors: JSON.stringify(authors),
      cover_url: coverUrl,
      source_v2_id: sourceId,
      dedupe_key: dedupeKey,
      added_at: deps.clock.stamp(),
    };
    repo.insertItem(db, row);
    changed = true;
  });
  return changed;
}

function newWishlistRow(deps: Deps, userId: string, name: string, description: string, isDefault: boolean): WishlistRow {
  const now = deps.clock.stamp();
  return { id: newId(), user_id: userId, name, description, is_default: isDefault ? 1 : 0, created_at: now, updated_at: now };
}

export function createWishlist(deps: Deps, actor: Actor, body: CreateWishlistInput): WishlistOut {
  const row = newWishlistRow(deps, actor.userId, body.name ?? "Wishlist", body.description ?? "", false);
  deps.db.tx(() => {
    repo.insertWishlist(deps.db.sqlite, row);
    addItems(deps, row, body.items ?? [], true);
  });
  return present(deps, row.id);
}

export function getWishlist(deps: Deps, actor: Actor, id: string): WishlistOut {
  const row = deps.access.authorize(actor, "read", ENTITY, repo.findWishlist(deps.db.sqlite, id));
  return presentWishlist(row, repo.itemsOf(deps.db.sqlite, id));
}

/** The user's wishlists, with delta sync. */
export function listWishlists(deps: Deps, actor: Actor, q: ListQuery): ListResult<"wishlists", WishlistOut> {
  const db = deps.db.sqlite;
  const page = repo.wishlistsPage(db, actor.userId, q, deps.clock.nowIso());
  const items = repo.itemsOfMany(
    db,
    page.rows.map((r) => r.id),
  );
  const { rows, ...meta } = page;
  return { wishlists: rows.map((r) => presentWishlist(r, items.get(r.id) ?? [])), ...meta };
}

export function updateWishlist(deps: Deps, actor: Actor, id: string, body: UpdateWishlistInput, ifMatch: string | undefined): WishlistOut {
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findWishlist(deps.db.sqlite, id), ifMatch);
    repo.updateWishlistRow(deps.db.sqlite, {
      ...row,
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      updated_at: deps.clock.stamp(row.updated_at),
    });
  });
  return present(deps, id);
}

export function deleteWishlist(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): void {
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "delete", ENTITY, repo.findWishlist(deps.db.sqlite, id), ifMatch);
    repo.deleteWishlistRow(deps.db.sqlite, id);
    writeTombstone(deps.db.sqlite, ENTITY, id, row.user_id, deps.clock.stamp());
  });
}

/** Add one item to a wishlist; a duplicate leaves it as it was. */
export function addItem(deps: Deps, actor: Actor, id: string, item: WishlistItemInput, ifMatch: string | undefined): WishlistOut {
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findWishlist(deps.db.sqlite, id), ifMatch);
    if (addItems(deps, row, [item], false)) repo.touchWishlist(deps.db.sqlite, id, deps.clock.stamp(row.updated_at));
  });
  return present(deps, id);
}

/** Add to the user's default wishlist, creating it ("Wishlist", is_default) when there is none. */
export function addToDefault(deps: Deps, actor: Actor, item: WishlistItemInput, ifMatch?: string): WishlistOut {
  const id = deps.db.tx(() => {
    let row = repo.findDefault(deps.db.sqlite, actor.userId);
    // An existing default wishlist is written like any other (If-Match names its version); a new one has none yet.
    if (row) assertIfMatch(ifMatch, row.updated_at);
    if (!row) {
      row = newWishlistRow(deps, actor.userId, "Wishlist", "", true);
      repo.insertWishlist(deps.db.sqlite, row);
    }
    if (addItems(deps, row, [item], false)) repo.touchWishlist(deps.db.sqlite, row.id, deps.clock.stamp(row.updated_at));
    return row.id;
  });
  return present(deps, id);
}

/** Remove an item by itemKey; an unknown key answers 404. */
export function removeItem(deps: Deps, actor: Actor, id: string, itemKey: string, ifMatch: string | undefined): WishlistOut {
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findWishlist(deps.db.sqlite, id), ifMatch);
    if (repo.deleteItem(deps.db.sqlite, id, itemKey) === 0) throw new NotFoundError("No item with this itemKey");
    repo.touchWishlist(deps.db.sqlite, id, deps.clock.stamp(row.updated_at));
  });
  return present(deps, id);
}

/** The user's wishlists for the export. */
export function exportWishlists(deps: Deps, userId: string): WishlistOut[] {
  const rows = repo.wishlistsOwnedBy(deps.db.sqlite, userId);
  const items = repo.itemsOfMany(
    deps.db.sqlite,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentWishlist(r, items.get(r.id) ?? []));
}
