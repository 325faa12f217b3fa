import { z } from "zod";
import { listMetaSchema } from "../../http/list";

/** Path of one wishlist. */
export const wishlistParams = z.object({ id: z.uuid() });

/** A wishlist item as written (camelCase `itemKey` as the spec has it). */
export const wishlistItemInput = z
  .strictObject({
    itemKey: z.string().trim().min(1).max(100).optional().describe("Stable key; generated when absent."),
    kind: z.enum(["book", "recipe"]).optional().describe("Default `book`."),
    title: z.string().trim().min(1).max(500).optional().describe("Required unless source_v2_id names a source to take it from."),
    authors: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
    cover_url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    source_v2_id: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe("A shared source record (a book); its title, authors and cover fill what is not given."),
  })
  .refine((it) => it.title !== undefined || it.source_v2_id !== undefined, { message: "An item needs title or source_v2_id", path: ["title"] });
export type WishlistItemInput = z.output<typeof wishlistItemInput>;

/** Body of POST /api/wishlists. */
export const createWishlistBody = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(5000).optional(),
  items: z.array(wishlistItemInput).max(1000).optional(),
});
export type CreateWishlistInput = z.output<typeof createWishlistBody>;

/** Body of PUT /api/wishlists/{id}. */
export const updateWishlistBody = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(5000).optional(),
});
export type UpdateWishlistInput = z.output<typeof updateWishlistBody>;

/** Body of DELETE /api/wishlists/{id}/items. */
export const removeItemBody = z.strictObject({ itemKey: z.string().min(1).max(100) });

export const wishlistItemSchema = z.object({
  itemKey: z.string(),
  kind: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  cover_url: z.string().nullable(),
  source_v2_id: z.string().nullable(),
  added_at: z.string(),
});
export type WishlistItemOut = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean().describe("The wishlist POST /api/wishlists/default/items adds to."),
  items: z.array(wishlistItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WishlistOut = z.infer<typeof wishlistSchema>;

export const wishlistPageSchema = z.object({ wishlists: z.array(wishlistSchema), ...listMetaSchema });
