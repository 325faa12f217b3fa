import { z } from "zod";

/** Path params of the file routes. */
export const fileIdParams = z.object({ id: z.uuid() });
export const mediaParams = z.object({ file_id: z.uuid() });

/** Query of the signed media URL. */
export const mediaQuery = z.object({
  exp: z.string().max(20).optional().describe("Expiry, unix seconds (part of the signature)."),
  sig: z.string().max(100).optional().describe("HMAC-SHA256 signature, base64url."),
  variant: z.enum(["preview"]).optional().describe("`preview`: the bounded WebP preview of an image."),
  g: z
    .string()
    .regex(/^[us]\.[0-9a-fA-F-]{1,64}$/)
    .optional()
    .describe("What granted the URL (part of the signature), re-checked on every request: `u.<user>` or `s.<share link>`."),
});

/** Query of GET /api/files/{id}/content. */
export const contentQuery = z.object({
  variant: z.enum(["preview"]).optional().describe("`preview`: the bounded WebP preview of an image."),
});

/** File metadata as answered by the API. */
export const fileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  filename: z.string().describe("Sanitised client name; the extension follows the real content type."),
  content_type: z.string().describe("Sniffed from the bytes; for images the type of the re-encoded file."),
  size: z.number().describe("Bytes as stored (re-encoded size for images)."),
  sha256: z.string().describe("Hex SHA-256 of the bytes as stored."),
  width: z.number().optional(),
  height: z.number().optional(),
  blur_hash: z.string().optional(),
  url: z.string().describe("Absolute, signed, expiring /media URL."),
  preview_url: z.string().optional().describe("Signed URL of the bounded WebP preview (images)."),
  created_at: z.string(),
});
export type FileOut = z.infer<typeof fileSchema>;

/** A media item as stored inside recipes.media (server-filled from the file). */
export interface StoredMediaItem {
  file_id: string;
  kind: "image" | "document";
  width: number | null;
  height: number | null;
  blur_hash: string | null;
}
