import type { WishlistItemRow, WishlistRow } from "./wishlists.repo";
import type { WishlistItemOut, WishlistOut } from "./wishlists.schemas";

function parseAuthors(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((a): a is string => typeof a === "string") : [];
  } catch {
    return [];
  }
}

/** wishlist_items row → API shape (camelCase itemKey, as the spec has it). */
export function presentItem(r: WishlistItemRow): WishlistItemOut {
  return {
    itemKey: r.item_key,
    kind: r.kind,
    title: r.title,
    authors: parseAuthors(r.authors),
    cover_url: r.cover_url,
    source_v2_id: r.source_v2_id,
    added_at: r.added_at,
  };
}

/** wishlists row and its items → API shape. */
export function presentWishlist(r: WishlistRow, items: WishlistItemRow[]): WishlistOut {
  return {
    id: r.id,
    user_id: r.user_id,
    name: r.name,
    description: r.description,
    is_default: r.is_default === 1,
    items: items.map(presentItem),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export { parseAuthors };
