import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";
import { sourceDescriptorSchema } from "../sources/sources.schemas";

/** Import types of the spec. */
export const IMPORT_TYPES = ["web", "media", "text", "image_batch", "archive"] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Import statuses of the contract; pending and processing are "in flight". */
export const IMPORT_STATUSES = ["pending", "processing", "completed", "failed", "cancelled"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Progress stages of the contract, in order. */
export const IMPORT_STAGES = ["queued", "fetching", "extracting", "parsing", "saving", "done"] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

/** Most images one media or image_batch import may name. */
export const MAX_IMPORT_FILES = 50;
/** Largest pasted text (characters). */
export const MAX_IMPORT_TEXT = 200_000;

export const importIdParams = z.object({ id: z.uuid() });

/** An absolute http(s) URL; whether plain http is allowed depends on IMPORT_ALLOWED_HOSTS (checked by the service). */
const webUrl = z
  .string()
  .max(4096)
  .refine((s) => {
    try {
      const { protocol } = new URL(s);
      return protocol === "https:" || protocol === "http:";
    } catch {
      return false;
    }
  }, "Must be an absolute https URL");

const httpsUrl = z
  .string()
  .max(4096)
  .refine((s) => {
    try {
      return new URL(s).protocol === "https:";
    } catch {
      return false;
    }
  }, "Must be an absolute https URL");

/** POST /api/imports. Fields that do not belong to the chosen type are rejected, so a mistake never goes unnoticed. */
export const createImportSchema = z
  .strictObject({
    type: z
      .enum(IMPORT_TYPES)
      .describe(
        "web, media (photos of one recipe, pages in order), text, image_batch (one recipe per photo), or archive (another app's export, or ours: many recipes).",
      ),
    url: webUrl
      .optional()
      .describe(
        "type web: the https address (plain http only for a host listed in IMPORT_ALLOWED_HOSTS, e.g. a recipe server on the LAN) of a recipe page or a social post (Instagram, TikTok, YouTube, Facebook, Pinterest). A post whose caption holds no recipe but that links to a recipe page (a pin) imports that page, with the website as its source.",
      ),
    file_ids: z
      .array(z.uuid())
      .min(1)
      .max(MAX_IMPORT_FILES)
      .optional()
      .describe(
        `type media or image_batch: uploaded image files (POST /api/files), 1 to ${MAX_IMPORT_FILES}. type archive: uploaded exports — a ZIP (Mealie v1/v2 backup or recipe export, Tandoor, Paprika .paprikarecipes, Nextcloud Cookbook, a folder of Cooklang files, of schema.org JSON or of recipes as plain text, this app's export) or one JSON-LD/RecipeSage/KitchenOwl/Cooklang/plain-text recipe file or one Paprika .paprikarecipe; the format is told from the contents.`,
      ),
    text: z.string().max(MAX_IMPORT_TEXT).optional().describe("type text: the recipe as text, at least 3 characters."),
    text_file_id: z.uuid().optional().describe("type text: an uploaded plain-text file instead of `text`."),
  })
  .superRefine((b, ctx) => {
    const need = (field: "url" | "file_ids", ok: boolean) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [field], message: `Required for type ${b.type}` });
    };
    const forbid = (field: "url" | "file_ids" | "text" | "text_file_id", allowed: boolean) => {
      if (!allowed && b[field] !== undefined) ctx.addIssue({ code: "custom", path: [field], message: `Not used by type ${b.type}` });
    };
    need("url", b.type !== "web" || b.url !== undefined);
    need("file_ids", (b.type !== "media" && b.type !== "image_batch" && b.type !== "archive") || b.file_ids !== undefined);
    forbid("url", b.type === "web");
    forbid("file_ids", b.type === "media" || b.type === "image_batch" || b.type === "archive");
    forbid("text", b.type === "text");
    forbid("text_file_id", b.type === "text");
    if (b.type === "text") {
      if (b.text === undefined && b.text_file_id === undefined) {
        ctx.addIssue({ code: "custom", path: ["text"], message: "Either text or text_file_id is required" });
      } else if (b.text !== undefined && b.text_file_id !== undefined) {
        ctx.addIssue({ code: "custom", path: ["text_file_id"], message: "Give text or text_file_id, not both" });
      } else if (b.text !== undefined && b.text.trim().length < 3) {
        ctx.addIssue({ code: "custom", path: ["text"], message: "Must be at least 3 characters" });
      }
    }
  });
export type CreateImportInput = z.output<typeof createImportSchema>;

/** POST /api/imports/{id}/source: provenance for the recipe the import creates (or created). */
export const attachSourceSchema = z
  .strictObject({
    source: sourceDescriptorSchema.optional().describe("A source descriptor (as POST /api/v2/sources): resolved to a shared source record, or created."),
    source_v2_id: z.string().min(1).max(200).optional().describe("An existing shared source record."),
    source_section: z.string().max(500).optional().describe("Chapter or section of the source."),
    page: z.string().max(50).optional().describe("Page of a cookbook."),
    source_url: httpsUrl.optional().describe("Address the recipe came from, when it is not the imported URL."),
  })
  .superRefine((b, ctx) => {
    if (b.source !== undefined && b.source_v2_id !== undefined)
      ctx.addIssue({ code: "custom", path: ["source_v2_id"], message: "Give source or source_v2_id, not both" });
    if (b.source === undefined && b.source_v2_id === undefined && b.source_section === undefined && b.page === undefined && b.source_url === undefined) {
      ctx.addIssue({ code: "custom", path: ["source"], message: "Give source, source_v2_id, source_section, page or source_url" });
    }
  });
export type AttachSourceInput = z.output<typeof attachSourceSchema>;

/** POST /api/imports/{id}/report. */
export const reportSchema = z.strictObject({
  reason: z.string().trim().min(1).max(200).describe("Short reason, e.g. `wrong_ingredients`, `missing_steps`, `not_a_recipe`."),
  details: z.string().max(5000).optional(),
});
export type ReportInput = z.output<typeof reportSchema>;

/** GET /api/imports/v2: the archive, with status and type filters. */
export const archiveQuerySchema = listQuerySchema.extend({
  status: z.enum(IMPORT_STATUSES).optional().describe("Only imports in this status."),
  type: z.enum(IMPORT_TYPES).optional().describe("Only imports of this type."),
});
export type ArchiveQuery = z.output<typeof archiveQuerySchema>;

export const progressSchema = z.object({
  stage: z.enum(IMPORT_STAGES),
  percent: z.number(),
  done: z.number().optional().describe("Archive imports: recipes handled so far."),
  total: z.number().optional().describe("Archive imports: recipes in the archive."),
  message: z.string().optional().describe('Archive imports: progress in words ("3 of 12 recipes").'),
});
export type ImportProgress = z.infer<typeof progressSchema>;

/** The Import record of the spec. */
export const importSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.enum(IMPORT_TYPES),
  status: z.enum(IMPORT_STATUSES),
  url: z.string().optional(),
  file_id: z.string().optional(),
  file_ids: z.array(z.string()),
  text_file_id: z.string().optional(),
  source_url: z.string().optional(),
  source_section: z.string().optional(),
  source_v2_id: z.string().optional().describe("Shared source attached through POST /source (the created recipe carries it)."),
  recipe_id: z.string().optional(),
  recipe_ids: z
    .array(z.string())
    .optional()
    .describe("Archive imports, once completed: every recipe the import created, in archive order (empty when every recipe was already imported)."),
  batch_id: z.string().optional(),
  error: z.string().optional(),
  progress: progressSchema,
  processing_started_at: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  attempts: z.int().min(0).describe("Attempts made so far, the running one included (0 while queued)."),
  next_attempt_at: z
    .string()
    .optional()
    .describe("While a transient failure (a timeout, the site busy or answering 5xx/429) is retried: when the next attempt runs."),
  failure_reason: z
    .string()
    .optional()
    .describe(
      "Plain words for the last failure: while retrying, why the last attempt failed; once failed, why (same as `error`). A site that cannot be found or reached fails at once.",
    ),
  warnings: z
    .array(z.string())
    .describe(
      "Plain-language warnings about what was imported (e.g. a photo's lines read with low confidence and left out, no ingredients recognised, servings not on the page, or the recipes of an archive that could not be read while the others were imported); empty when none.",
    ),
});
export type ImportOut = z.infer<typeof importSchema>;

export const itemsSchema = z.object({ items: z.array(importSchema) });
export const archiveSchema = z.object({ imports: z.array(importSchema), ...listMetaSchema });
export const reportOutSchema = z.object({ import_id: z.string(), reason: z.string(), details: z.string(), created_at: z.string() });
