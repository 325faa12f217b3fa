import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";
import { normaliseIsbn, SOURCE_KINDS } from "./sources.keys";

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const text = (max: number) => z.string().trim().max(max);
const isbn = z
  .string()
  .max(40)
  .refine((s) => normaliseIsbn(s) !== null, "Not a valid ISBN-10 or ISBN-13 (check digit)");
const authors = z.array(text(200)).max(30);

/** Path of a source or creator: ids (v2) are opaque strings, not necessarily UUIDs. */
export const opaqueIdParams = z.object({ id: z.string().min(1).max(200) });

/**
 * A source descriptor: what the client (or an importer) knows about where a recipe came from. The server
 * resolves it to an existing shared source (same ISBN; same platform and handle; same canonical site; same book
 * title and authors; same kind and name) or creates one.
 */
export const sourceDescriptorSchema = z
  .strictObject({
    kind: z.enum(SOURCE_KINDS),
    name: text(300).optional(),
    display_name: text(300).optional(),
    authors: authors.optional(),
    isbn: isbn.optional(),
    url: httpUrl.optional(),
    platform: text(50).toLowerCase().optional(),
    handle: text(100).optional(),
    coverUrl: httpUrl.optional(),
    coverKey: text(300).optional(),
  })
  .refine((d) => Boolean(d.name || d.display_name || d.isbn || d.url || d.handle), {
    message: "A source needs at least one of name, isbn, url or handle",
    path: ["name"],
  });
export type SourceDescriptorInput = z.output<typeof sourceDescriptorSchema>;

/** PUT /api/v2/sources/{id}: a correction, partial; null clears an optional field. */
export const updateSourceBody = z.strictObject({
  kind: z.enum(SOURCE_KINDS).optional(),
  name: text(300).optional(),
  display_name: text(300).optional(),
  authors: authors.optional(),
  isbn: isbn.nullable().optional(),
  url: httpUrl.nullable().optional(),
  platform: text(50).toLowerCase().nullable().optional(),
  handle: text(100).nullable().optional(),
  coverUrl: httpUrl.nullable().optional(),
  coverKey: text(300).nullable().optional(),
});
export type UpdateSourceInput = z.output<typeof updateSourceBody>;

/** GET /api/v2/sources and /api/v2/creators. */
export const searchQuerySchema = listQuerySchema.extend({
  q: z.string().trim().min(1).max(200).optional().describe("Case-insensitive substring of the name, display name, authors, handle or site; or an ISBN."),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** GET /api/v2/sources/{id}/recipes: plain cursor pages. */
export const pageQuerySchema = listQuerySchema.omit({ since: true });
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The spec's Source (v2), with `coverUrl` and `coverKey` in camelCase as the spec says. */
export const sourceSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  display_name: z.string(),
  authors: z.array(z.string()),
  isbn: z.string().nullable().describe("ISBN-13 (an ISBN-10 is converted)."),
  url: z.string().nullable(),
  platform: z.string().nullable(),
  handle: z.string().nullable(),
  creator_id: z.string().nullable(),
  coverUrl: z.string().nullable(),
  coverKey: z.string().nullable(),
  recipe_count: z.number().describe("Recipes citing this source (as primary or additional source) that the caller can see."),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SourceOut = z.infer<typeof sourceSchema>;

export const sourcePageSchema = z.object({ sources: z.array(sourceSchema), ...listMetaSchema });
export type SourcePage = z.infer<typeof sourcePageSchema>;

/** The spec's Creator profile. */
export const creatorProfileSchema = z.object({
  profile_key: z.string(),
  platform: z.string(),
  handle: z.string(),
  url: z.string().nullable(),
  avatar_url: z.string().nullable(),
  creator_id: z.string(),
});

/** The spec's Creator (v2). */
export const creatorSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  profiles: z.array(creatorProfileSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CreatorOut = z.infer<typeof creatorSchema>;

export const creatorPageSchema = z.object({ creators: z.array(creatorSchema), ...listMetaSchema });
export type CreatorPage = z.infer<typeof creatorPageSchema>;

const profileInput = z.strictObject({
  platform: text(50).toLowerCase().min(1),
  handle: text(100).min(1),
  url: httpUrl.nullable().optional(),
  avatar_url: httpUrl.nullable().optional(),
});

/** PUT /api/v2/creators/{id}: partial; `profiles` replaces the creator's profiles. */
export const updateCreatorBody = z.strictObject({
  display_name: text(300).optional(),
  profiles: z.array(profileInput).max(50).optional(),
});
export type UpdateCreatorInput = z.output<typeof updateCreatorBody>;
