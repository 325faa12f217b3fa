import { parseStringArray } from "../collections/collections.present";
import type { BookRow } from "./books.repo";
import type { BookOut } from "./books.schemas";

/** books row → the contract's Book. */
export function presentBook(row: BookRow): BookOut {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    authors: parseStringArray(row.authors),
    isbn: row.isbn,
    cover_url: row.cover_url,
    source_v2_id: row.source_v2_id,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
