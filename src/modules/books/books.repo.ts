import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { selectFrom } from "../../db/select-from";
import { books } from "../../db/schema";
import { userListPage, type ListQuery, type Page } from "../../db/paging";

/** A row of the books table. */
export type BookRow = typeof books.$inferSelect;

const COLUMNS = ["id", "user_id", "title", "authors", "isbn", "cover_url", "source_v2_id", "notes", "created_at", "updated_at"] as const;

export const findBook = (db: Database.Database, id: string): BookRow | undefined => selectFrom(db, books, "WHERE id = ?").get(id);

export function insertBook(db: Database.Database, row: BookRow): void {
  cachedStatement(db, `INSERT INTO books (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map((c) => `@${c}`).join(", ")})`).run(row);
}

export function updateBookRow(db: Database.Database, row: BookRow): void {
  const cols = COLUMNS.filter((c) => c !== "id" && c !== "user_id" && c !== "created_at");
  cachedStatement(db, `UPDATE books SET ${cols.map((c) => `${c} = @${c}`).join(", ")} WHERE id = @id`).run(row);
}

export const deleteBookRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM books WHERE id = ?").run(id);
};

/** Every book of a user, oldest first (export). */
export const booksOfUser = (db: Database.Database, userId: string): BookRow[] => selectFrom(db, books, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

/** One page of the user's books, newest first, with delta sync. */
export const booksPage = (db: Database.Database, userId: string, q: ListQuery, nowIso: string): Page<BookRow> =>
  userListPage<BookRow>(db, "books b", "b.user_id = @uid", { entity: "book", userId }, q, nowIso);
