import { z } from "zod";

/** The shared list query: limit 1..200 (default 50), opaque cursor, and the delta-sync watermark. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50).describe("Maximum items returned (1 to 200)."),
  cursor: z.string().min(1).max(512).optional().describe("Opaque: next_cursor of the previous page."),
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe("Delta-sync watermark: only records changed at or after it, oldest change first, with tombstones in `deleted`."),
});
/** The parsed list query; the paging functions in db/paging.ts take the same shape. */
export type ListQuery = z.output<typeof listQuerySchema>;

/** Response fields every list adds next to its records. */
export const listMetaSchema = {
  next_cursor: z.string().optional().describe("Present when more results exist."),
  deleted: z
    .array(z.object({ id: z.string(), deleted_at: z.string() }))
    .optional()
    .describe(
      "With `since`, on the last page: records deleted at or after `since`, and shared records that stopped being visible to the caller since then (unshared, the caller left the household, marked private).",
    ),
  server_time: z.string().optional().describe("With `since`: the watermark to pass as the next `since`."),
};
