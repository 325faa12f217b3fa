import { z } from "zod";
import { listMetaSchema } from "../../http/list";
import { normaliseIsbn } from "../sources/sources.keys";

/** Path of one book. */
export const bookParams = z.object({ id: z.uuid() });

const title = z.string().trim().min(1, "title must not be empty").max(300);
const authors = z.array(z.string().trim().max(200)).max(30);
const isbn = z
  .string()
  .max(40)
  .refine((s) => normaliseIsbn(s) !== null, "Not a valid ISBN-10 or ISBN-13 (check digit)");
const coverUrl = z.url({ protocol: /^https?$/ }).max(2048);
const notes = z.string().max(20_000);
const sourceId = z.string().min(1).max(200).describe("Link to an existing shared book source instead of resolving one (404 when unknown).");

/** POST /api/books. */
export const createBookBody = z.strictObject({
  title,
  authors: authors.optional(),
  isbn: isbn.optional(),
  cover_url: coverUrl.optional(),
  notes: notes.optional(),
  source_v2_id: sourceId.optional(),
});
export type CreateBookInput = z.output<typeof createBookBody>;

/** PUT /api/books/{id}: partial; null clears isbn or cover_url. */
export const updateBookBody = z.strictObject({
  title: title.optional(),
  authors: authors.optional(),
  isbn: isbn.nullable().optional(),
  cover_url: coverUrl.nullable().optional(),
  notes: notes.optional(),
  source_v2_id: sourceId.optional(),
});
export type UpdateBookInput = z.output<typeof updateBookBody>;

/** The contract's Book: a cookbook the user owns, linked to its shared book source. */
export const bookSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  isbn: z.string().nullable().describe("ISBN-13 (an ISBN-10 is converted)."),
  cover_url: z.string().nullable(),
  source_v2_id: z.string().nullable(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BookOut = z.infer<typeof bookSchema>;

export const bookPageSchema = z.object({ books: z.array(bookSchema), ...listMetaSchema });
export type BookPage = z.infer<typeof bookPageSchema>;
