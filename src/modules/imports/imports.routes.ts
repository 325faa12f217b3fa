import { defineRoute, Reply, type RouteDef } from "../../http/route";
import {
  archiveQuerySchema,
  archiveSchema,
  attachSourceSchema,
  createImportSchema,
  importIdParams,
  importSchema,
  itemsSchema,
  reportOutSchema,
  reportSchema,
} from "./imports.schemas";
import { cancelImport, createImport, deleteImport, getImport, getWorkingSet, listArchive, listChildren, reportImport, retryImport } from "./imports.service";
import { attachImportSource } from "./imports.source";
import { WORKING_SET_SIZE } from "./imports.repo";

const tags = ["imports"];
const notFound = { description: "No such import (or not the caller's)" };
const conflict = (description: string) => ({ description });
const stale = { description: "If-Match names an older version; nothing was changed" };

export const importsRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/imports",
    summary: "Start an import from a web page, photos or text (asynchronous)",
    description:
      "Answers 201 at once with the Import in status `pending`; a worker then moves it to `processing` (events `import.updated` with progress stages queued, fetching, extracting, parsing, saving, done) and to `completed` (`recipe_id` set, event `import.completed`, notification `import_complete`) or `failed` (`error` and `failure_reason` set, event `import.failed`). " +
      "A web import whose site cannot be found or reached fails at once; a transient failure (a timeout, status 5xx or 429) is retried within IMPORT_RETRY_BUDGET_SECONDS while the import shows `attempts`, `next_attempt_at` and `failure_reason` (also in `import.updated`). " +
      "Rules: `url` (https) for `web`; `file_ids` (uploaded images, 1 to 50) for `media` (pages of one recipe, read in order) and `image_batch` (one child import per image, carrying `batch_id`); `text` (at least 3 characters) or `text_file_id` (an uploaded plain-text file) for `text`. A field that does not belong to the type is a validation error. " +
      "A photo import (`media`) straightens and evens out each page before reading it, leaves out lines read with low confidence (naming them in `warnings`), warns when no ingredients were recognised or the page gave no servings (none are guessed), and fails with a plain `failure_reason` when too little text can be read. " +
      "A web page's (or post's) picture is downloaded into the recipe right after completion (a `recipe.changed` event follows); failing to get it never fails the import. " +
      "A file the caller cannot see answers 404; a file of the wrong kind answers 400 with the path of the field. Not idempotent: a repeated POST creates a second import. " +
      "Import slots (IMPORT_CONCURRENCY) are shared fairly between users: one user never holds every slot, and users take turns. A user with IMPORT_MAX_QUEUED_PER_USER imports waiting or running gets 429 with Retry-After; an import that waited longer than IMPORT_RETRY_BUDGET_SECONDS for a slot fails with a plain `failure_reason`.",
    tags,
    auth: "user",
    rateLimit: "expensive",
    body: createImportSchema,
    responses: {
      201: { description: "Import created (status pending)", schema: importSchema },
      404: { description: "A referenced file does not exist or is not visible" },
      429: { description: "The caller already has IMPORT_MAX_QUEUED_PER_USER imports waiting or running (Retry-After says when to ask again)" },
    },
    handler: ({ deps, actor, body }) => createImport(deps, actor, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/imports/working-set",
    summary: `The newest imports (${WORKING_SET_SIZE}, by creation time) plus the batch parents of children in that window`,
    description: `Not paginated: the ${WORKING_SET_SIZE} most recently created imports of the caller, newest first, plus the image_batch parents of any child in the window even when they are older. A retried import keeps its place (ordering is by created_at, not activity). Older imports are in the archive, GET /api/imports/v2.`,
    tags,
    auth: "user",
    responses: { 200: { description: "{items}", schema: itemsSchema } },
    handler: ({ deps, actor }) => getWorkingSet(deps, actor),
  }),
  defineRoute({
    method: "GET",
    path: "/api/imports/v2",
    summary: "The archive of imports: cursor pages, filters status and type",
    description:
      "Every import of the caller, newest first (`created_at` desc). With `since`: delta sync (changed at or after, oldest first, tombstones of deleted imports in `deleted`).",
    tags,
    auth: "user",
    query: archiveQuerySchema,
    responses: { 200: { description: "{imports, next_cursor}", schema: archiveSchema } },
    handler: ({ deps, actor, query }) => listArchive(deps, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/imports/{id}",
    summary: "One import (poll every one to two seconds, or use the event stream)",
    tags,
    auth: "user",
    params: importIdParams,
    responses: { 200: { description: "Import", schema: importSchema }, 404: notFound },
    handler: ({ deps, actor, params }) => getImport(deps, actor, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/imports/{id}/source",
    summary: "Attach provenance (cookbook, website, creator) to the recipe the import creates",
    description:
      "Body: `source` (a descriptor, resolved to a shared source record or created, as POST /api/v2/sources) or `source_v2_id` (an existing record), and/or `source_section`, `page`, `source_url`. " +
      "Before or while the import runs, the provenance is kept on the import and the recipe it creates carries it (a retry reuses it); once completed, it is attached to the created recipe as its primary source. Answers the Import.",
    tags,
    auth: "user",
    params: importIdParams,
    body: attachSourceSchema,
    responses: { 200: { description: "Import", schema: importSchema }, 404: { description: "No such import, or no such source_v2_id" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => attachImportSource(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/imports/{id}/retry",
    summary: "Retry a finished import (409 while in flight)",
    description:
      "A completed, failed or cancelled import goes back to `pending` with a new job: error, failure_reason, next_attempt_at and recipe_id cleared, attempts back to 0, `processing_started_at` re-stamped (a full retry budget), the original URL, files, text and attached source reused. A recipe created by an earlier attempt is kept. A retried batch parent retries its children that did not complete.",
    tags,
    auth: "user",
    params: importIdParams,
    responses: {
      200: { description: "Import (status pending)", schema: importSchema },
      404: notFound,
      409: conflict("The import is still in flight"),
      412: stale,
      429: { description: "The caller already has IMPORT_MAX_QUEUED_PER_USER imports waiting or running (Retry-After says when to ask again)" },
    },
    handler: ({ deps, actor, params, ifMatch }) => retryImport(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/imports/{id}/cancel",
    summary: "Cancel an in-flight import (409 once terminal)",
    description:
      "A pending or processing import becomes `cancelled` (terminal; retry brings it back). A running extraction is aborted. Cancelling a batch parent cancels its unfinished children.",
    tags,
    auth: "user",
    params: importIdParams,
    responses: {
      200: { description: "Import (status cancelled)", schema: importSchema },
      404: notFound,
      409: conflict("The import already reached a terminal state"),
      412: stale,
    },
    handler: ({ deps, actor, params, ifMatch }) => cancelImport(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/imports/{id}/report",
    summary: "Report a bad import result (409 when not completed or already reported by this user)",
    description: "Stores `{reason, details}` for the instance operator. Answers 201 with the report.",
    tags,
    auth: "user",
    params: importIdParams,
    body: reportSchema,
    responses: {
      201: { description: "Report stored", schema: reportOutSchema },
      404: notFound,
      409: conflict("Not completed, or already reported by this user"),
    },
    handler: ({ deps, actor, params, body }) => new Reply(201, reportImport(deps, actor, params.id, body)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/imports/{id}/children",
    summary: "The child imports of an image_batch parent, in image order",
    description:
      "Each child is a `media` import of one image and succeeds or fails on its own. The parent is `processing` while any child is in flight, then `completed` (recipe_id: the first child's recipe in image order; `error` says how many images gave no recipe) when at least one child completed, else `failed`. Empty for imports that are not batches.",
    tags,
    auth: "user",
    params: importIdParams,
    responses: { 200: { description: "{items}", schema: itemsSchema }, 404: notFound },
    handler: ({ deps, actor, params }) => listChildren(deps, actor, params.id),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/imports/{id}",
    summary: "Delete a finished import (409 while in flight)",
    description: "The recipe it created stays in the library. Deleting a batch parent deletes its children.",
    tags,
    auth: "user",
    params: importIdParams,
    responses: { 204: { description: "Deleted" }, 404: notFound, 409: conflict("The import (or a child of the batch) is still in flight"), 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deleteImport(deps, actor, params.id, ifMatch),
  }),
];
