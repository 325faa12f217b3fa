import { BoundedMap } from "../../lib/bounded-map";

/**
 * A small cache of rendered recipe JSON for the hottest read, GET /api/recipes/{id}.
 *
 * An entry is used only when the recipe's updated_at (read fresh from the database on every request, together
 * with the owner for the access check) still matches, so every writer that bumps updated_at — which delta sync
 * already requires of them — invalidates it without knowing the cache exists. Entries are re-rendered after a
 * minute because they embed signed, expiring media URLs.
 */
export class RecipeRenderCache {
  private readonly entries: BoundedMap<string, { updatedAt: string; json: string; at: number }>;

  constructor(
    maxEntries = 1000,
    private readonly maxAgeMs = 60_000,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  get(id: string, updatedAt: string, now: number): string | undefined {
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (e.updatedAt !== updatedAt || now - e.at > this.maxAgeMs) {
      this.entries.delete(id);
      return undefined;
    }
    return e.json;
  }

  set(id: string, updatedAt: string, json: string, now: number): void {
    this.entries.delete(id);
    // Timestamps have millisecond resolution: a second write within the same millisecond would keep updated_at, so
    // a rendering is only trusted once the clock has moved past the version it shows.
    if (now <= Date.parse(updatedAt)) return;
    this.entries.set(id, { updatedAt, json, at: now });
  }
}
