import { z } from "zod";
import { sourceDescriptorSchema } from "./sources.schemas";

/** Path of a recipe (source-v2 routes). */
export const recipeParams = z.object({ id: z.uuid() });

/** Path of one source attachment of a recipe. */
export const attachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });

const section = z.string().trim().max(500).nullable().describe('Chapter or section of the source, e.g. "Desserts".');
const page = z
  .union([z.string().trim().max(50), z.number().int().min(0).max(1_000_000)])
  .transform((v) => String(v))
  .nullable()
  .describe('Page (or pages, "112-113"); a number is stored as text.');
const url = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .nullable()
  .describe("The exact page or post cited (the source itself may be a whole site).");

const oneSource = {
  source: sourceDescriptorSchema.optional().describe("A descriptor: the shared source is resolved or created from it."),
  source_v2_id: z.string().min(1).max(200).optional().describe("An existing shared source (404 when unknown)."),
};

type WithSource = { source?: unknown; source_v2_id?: string };
const exactlyOne = (b: WithSource) => (b.source === undefined) !== (b.source_v2_id === undefined);
const exactlyOneMsg = { message: "Give exactly one of source or source_v2_id", path: ["source"] };

/** PUT /api/recipes/{id}/source-v2. */
export const setPrimaryBody = z
  .strictObject({ ...oneSource, section: section.optional(), page: page.optional(), url: url.optional() })
  .refine(exactlyOne, exactlyOneMsg);
export type SetPrimaryInput = z.output<typeof setPrimaryBody>;

/** POST /api/recipes/{id}/sources. */
export const attachBody = z
  .strictObject({
    ...oneSource,
    section: section.optional(),
    page: page.optional(),
    url: url.optional(),
    make_primary: z.boolean().optional().describe("Promote to headline attribution; the previous primary stays attached as an additional source."),
  })
  .refine(exactlyOne, exactlyOneMsg);
export type AttachInput = z.output<typeof attachBody>;

/** PATCH /api/recipes/{id}/sources/{attachmentId}. */
export const patchAttachmentBody = z.strictObject({
  section: section.optional(),
  page: page.optional(),
  url: url.optional(),
  make_primary: z
    .boolean()
    .optional()
    .describe("true promotes the attachment (the previous primary stays as an additional source); false on the primary leaves the recipe without a primary."),
});
export type PatchAttachmentInput = z.output<typeof patchAttachmentBody>;
