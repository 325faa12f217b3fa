import { z } from "zod";
import { listMetaSchema } from "../../http/list";

export const API_TOKEN_SCOPES = ["read", "read-write"] as const;

export const createApiTokenBody = z.strictObject({
  name: z.string().trim().min(1).max(100).describe('What the token is for ("Home Assistant", "Shortcut on Anna\'s phone").'),
  scope: z
    .enum(API_TOKEN_SCOPES)
    .describe("`read`: GET and HEAD only (any other method answers 403). `read-write`: everything the user may do, except managing tokens."),
  expires_at: z.iso.datetime({ offset: true }).optional().describe("When it stops working (must be in the future). Omitted: until revoked."),
});
export type CreateApiTokenInput = z.output<typeof createApiTokenBody>;

export const apiTokenParams = z.object({ id: z.uuid() });

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  token: z.string().optional().describe("The secret (`rl_pat_…`), only in the answer that created it: it is stored as a SHA-256 hash and never shown again."),
  token_prefix: z.string().describe("The first characters of the token, to tell tokens apart."),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable().describe("Last use, recorded at most once a minute."),
});
export type ApiTokenOut = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ api_tokens: z.array(apiTokenSchema), ...listMetaSchema });
