import { defineRoute, type RouteDef } from "../../http/route";
import { listQuerySchema } from "../../http/list";
import { bookPageSchema, bookParams, bookSchema, createBookBody, updateBookBody } from "./books.schemas";
import { createBook, deleteBook, getBook, listBooks, updateBook } from "./books.service";

const tags = ["books"];
const book = { description: "Book", schema: bookSchema };
const stale = { description: "If-Match names an older version; nothing was changed" };

/** The caller's own cookbooks, each linked to a shared book source. Books are private: others get 404. */
export const booksRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/books",
    summary: "Your cookbooks",
    description: "Newest first; with `since`, delta sync (oldest change first, tombstones in `deleted`, `server_time`).",
    tags,
    auth: "user",
    query: listQuerySchema,
    responses: { 200: { description: "A page of books", schema: bookPageSchema } },
    handler: ({ deps, actor, query }) => listBooks(deps, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/books",
    summary: "Add a cookbook you own",
    description:
      "Links `source_v2_id` to the shared book source, resolved by ISBN (ISBN-10 or -13) or else by title and authors, and created when none exists; or give `source_v2_id` of an existing source. `isbn` is stored as ISBN-13.",
    tags,
    auth: "user",
    body: createBookBody,
    responses: { 201: { description: "Created", schema: bookSchema } },
    handler: ({ deps, actor, body }) => createBook(deps, actor, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/books/{id}",
    summary: "One of your cookbooks",
    tags,
    auth: "user",
    params: bookParams,
    responses: { 200: book },
    handler: ({ deps, actor, params }) => getBook(deps, actor, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/books/{id}",
    summary: "Change a cookbook; only supplied fields are replaced",
    description: "Changing title, authors or ISBN re-links the book to the source they identify (the old shared source is untouched). Honours If-Match.",
    tags,
    auth: "user",
    params: bookParams,
    body: updateBookBody,
    responses: { 200: book, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => updateBook(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/books/{id}",
    summary: "Remove a cookbook",
    description: "The shared source stays, as do recipes citing it.",
    tags,
    auth: "user",
    params: bookParams,
    responses: { 204: { description: "Deleted" }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deleteBook(deps, actor, params.id, ifMatch),
  }),
];
