import { z } from "zod";
import { SHAREABLE_TYPES } from "../../auth/access";
import { listMetaSchema } from "../../http/list";

/** Share tokens are 32 random bytes as base64url (43 characters); anything else cannot exist (404). */
export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const tokenParams = z.object({ token: z.string().regex(TOKEN_RE) });
/** DELETE /api/share-links/{token} takes the token itself or the link's id (lists show ids, never tokens). */
export const linkRefParams = z.object({ token: z.union([z.uuid(), z.string().regex(TOKEN_RE)]) });

export const createLinkBody = z.strictObject({
  resource_type: z.enum(SHAREABLE_TYPES),
  resource_id: z.uuid(),
  expires_in_days: z.number().int().min(1).max(3650).optional().describe("Lifetime in days (1 to 3650); without it the link lives until revoked."),
});
export type CreateLinkInput = z.output<typeof createLinkBody>;

/** The share link record (contract) plus `id` and `token_prefix`, by which lists tell links apart. */
export const shareLinkSchema = z.object({
  id: z.string(),
  token: z.string().optional().describe("The secret, shown once on creation; stored only hashed."),
  url: z.string().optional().describe("PUBLIC_URL + /shared/{token}: the unlisted public page. Shown once on creation."),
  token_prefix: z.string().describe("The first 6 characters of the token."),
  resource_type: z.enum(SHAREABLE_TYPES),
  resource_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string().nullable().describe("Null: the link lives until it is revoked."),
});
export type ShareLinkOut = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = z.object({ share_links: z.array(shareLinkSchema), ...listMetaSchema });

/** The public view answered for a link. `resource` is the record without user ids, emails or private notes. */
export const publicViewSchema = z.object({
  resource_type: z.enum(SHAREABLE_TYPES),
  resource: z.record(z.string(), z.unknown()),
  expires_at: z.string().nullable(),
});
export type PublicViewOut = z.infer<typeof publicViewSchema>;
