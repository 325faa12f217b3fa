import type { Deps } from "../../deps";
import { currentVersion } from "../write-guard";
import type { Actor } from "../../auth/actor";
import { NotFoundError } from "../../errors";
import { writeTombstone } from "../../db/tombstones";
import { type ListQuery } from "../../http/list";
import { newId } from "../../lib/ids";
import { normaliseIsbn } from "../sources/sources.keys";
import { findSource } from "../sources/sources.repo";
import { resolveSource } from "../sources/sources.resolve";
import { booksOfUser, deleteBookRow, findBook, insertBook, updateBookRow, type BookRow } from "./books.repo";
import { booksPage } from "./books.repo";
import { presentBook } from "./books.present";
import type { BookOut, BookPage, CreateBookInput, UpdateBookInput } from "./books.schemas";

/** The shared book source for a book: the explicit id (404 when unknown) or resolved by ISBN, else title and authors. */
function bookSourceId(
  deps: Deps,
  actor: Actor,
  b: { title: string; authors: string[]; isbn: string | null; cover_url: string | null },
  explicit: string | undefined,
): string {
  if (explicit !== undefined) {
    if (!findSource(deps.db.sqlite, explicit)) throw new NotFoundError("Source not found");
    return explicit;
  }
  return resolveSource(deps, { kind: "book", name: b.title, authors: b.authors, isbn: b.isbn, coverUrl: b.cover_url }, actor.userId).id;
}

const cleanAuthors = (a: string[]): string[] => a.map((s) => s.trim()).filter(Boolean);

/** GET /api/books: the caller's own cookbooks (books are never shared), newest first, with delta sync. */
export function listBooks(deps: Deps, actor: Actor, q: ListQuery): BookPage {
  const page = booksPage(deps.db.sqlite, actor.userId, q, deps.clock.nowIso());
  const { rows, ...meta } = page;
  return { books: rows.map(presentBook), ...meta };
}

/** POST /api/books: the book is linked to its shared book source, resolved or created in the same transaction. */
export function createBook(deps: Deps, actor: Actor, input: CreateBookInput): BookOut {
  const now = deps.clock.stamp();
  const row: BookRow = {
    id: newId(),
    user_id: actor.userId,
    title: input.title,
    authors: JSON.stringify(cleanAuthors(input.authors ?? [])),
    isbn: input.isbn ? normaliseIsbn(input.isbn) : null,
    cover_url: input.cover_url ?? null,
    source_v2_id: null,
    notes: input.notes ?? "",
    created_at: now,
    updated_at: now,
  };
  deps.db.tx(() => {
    row.source_v2_id = bookSourceId(deps, actor, { ...row, authors: cleanAuthors(input.authors ?? []) }, input.source_v2_id);
    insertBook(deps.db.sqlite, row);
  });
  return presentBook(row);
}

/** GET /api/books/{id}: the owner's book; anyone else 404. */
export function getBook(deps: Deps, actor: Actor, id: string): BookOut {
  return presentBook(deps.access.authorize(actor, "read", "book", findBook(deps.db.sqlite, id)));
}

/**
 * PUT /api/books/{id}: partial update. When title, authors or ISBN change (and no `source_v2_id` is given), the
 * book is re-linked to the source those now identify; the old shared source is left as it is for others citing it.
 */
export function updateBook(deps: Deps, actor: Actor, id: string, input: UpdateBookInput, ifMatch: string | undefined): BookOut {
  deps.access.authorize(actor, "update", "book", findBook(deps.db.sqlite, id));
  return deps.db.tx(() => {
    const fresh = currentVersion(findBook(deps.db.sqlite, id), ifMatch);
    const next: BookRow = { ...fresh, updated_at: deps.clock.stamp(fresh.updated_at) };
    if (input.title !== undefined) next.title = input.title;
    if (input.authors !== undefined) next.authors = JSON.stringify(cleanAuthors(input.authors));
    if (input.isbn !== undefined) next.isbn = input.isbn === null ? null : normaliseIsbn(input.isbn);
    if (input.cover_url !== undefined) next.cover_url = input.cover_url;
    if (input.notes !== undefined) next.notes = input.notes;
    const identityChanged = next.title !== fresh.title || next.authors !== fresh.authors || next.isbn !== fresh.isbn;
    if (input.source_v2_id !== undefined || identityChanged || !next.source_v2_id) {
      next.source_v2_id = bookSourceId(deps, actor, { ...next, authors: JSON.parse(next.authors) as string[] }, input.source_v2_id);
    }
    updateBookRow(deps.db.sqlite, next);
    return presentBook(next);
  });
}

/** DELETE /api/books/{id}: owner only; leaves a tombstone. The shared source stays (others may cite it). */
export function deleteBook(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): void {
  const row = deps.access.authorize(actor, "delete", "book", findBook(deps.db.sqlite, id));
  deps.db.tx(() => {
    currentVersion(findBook(deps.db.sqlite, id), ifMatch);
    deleteBookRow(deps.db.sqlite, id);
    writeTombstone(deps.db.sqlite, "book", id, row.user_id, deps.clock.stamp());
  });
}

/** The export section: every book the user owns. */
export const exportBooks = (deps: Deps, userId: string): BookOut[] => booksOfUser(deps.db.sqlite, userId).map(presentBook);
