// Delta sync: each kind is fetched with `since` = the last server_time, page by page, applying records and
// tombstones to the store. The first sync uses the epoch, which returns everything plus a watermark.
import { api } from "./api";
import { KINDS, metaGet, metaSet, type Kind } from "./db";
import { applyServer } from "./store";

const PATHS: Record<Kind, string> = {
  recipes: "/api/recipes",
  collections: "/api/collections",
  mealplans: "/api/mealplans",
  grocery_lists: "/api/grocery-lists",
  wishlists: "/api/wishlists",
  books: "/api/books",
};

interface Page {
  next_cursor?: string;
  deleted?: { id: string }[];
  server_time?: string;
  [key: string]: unknown;
}

const running = new Map<Kind, Promise<void>>();
const again = new Set<Kind>();

async function syncOnce(kind: Kind): Promise<void> {
  const since = (await metaGet<string>(`since:${kind}`)) ?? "1970-01-01T00:00:00.000Z";
  let cursor: string | undefined;
  let watermark: string | undefined;
  do {
    const qs = new URLSearchParams({ since, limit: "200" });
    if (cursor) qs.set("cursor", cursor);
    const page = await api.get<Page>(`${PATHS[kind]}?${qs}`);
    const rows = (page[kind] as { id: string; updated_at: string }[] | undefined) ?? [];
    await applyServer(
      kind,
      rows,
      (page.deleted ?? []).map((d) => d.id),
    );
    cursor = page.next_cursor;
    watermark = page.server_time ?? watermark;
  } while (cursor);
  if (watermark) await metaSet(`since:${kind}`, watermark);
}

/** Sync one kind; a request made while one runs makes it run once more after, so no event is missed. */
export function syncKind(kind: Kind): Promise<void> {
  const cur = running.get(kind);
  if (cur) {
    again.add(kind);
    return cur;
  }
  const p = (async () => {
    try {
      do {
        again.delete(kind);
        await syncOnce(kind);
      } while (again.has(kind));
    } finally {
      running.delete(kind);
    }
  })();
  running.set(kind, p);
  return p;
}

export async function syncAll(): Promise<void> {
  await Promise.all(KINDS.map((k) => syncKind(k)));
}
