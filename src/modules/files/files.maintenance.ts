import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Deps } from "../../deps";
import { isStorageKey } from "../../files/store";
import { allStorageKeys } from "./files.repo";
import { removeBlobs } from "./files.service";

/** Half-written uploads older than this are abandoned (the request timeout is two minutes). */
export const TEMP_MAX_AGE_MS = 60 * 60_000;
/** A blob without a row is only removed after this grace: an upload commits its blob just before inserting the row. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** What one maintenance pass removed. */
export interface SweepResult {
  temp: number;
  orphans: number;
}

/**
 * Remove abandoned temp files and blobs no row refers to (a crash between commit and insert, a failed delete).
 * Idempotent and safe to run while uploads are in flight thanks to the grace periods.
 */
export async function sweepFiles(deps: Deps, nowMs: number = Date.now()): Promise<SweepResult> {
  const { store } = deps.services.files;
  const temp = await store.sweepTemp(TEMP_MAX_AGE_MS, nowMs);
  const known = allStorageKeys(deps.db.sqlite);
  const orphans: string[] = [];
  let shards: string[];
  try {
    shards = await readdir(store.root);
  } catch {
    return { temp, orphans: 0 };
  }
  for (const shard of shards) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    let names: string[];
    try {
      names = await readdir(path.join(store.root, shard));
    } catch {
      continue;
    }
    for (const name of names) {
      const key = `${shard}/${name}`;
      if (!isStorageKey(key) || known.has(key)) continue;
      try {
        const info = await stat(store.pathFor(key));
        if (nowMs - info.mtimeMs >= ORPHAN_GRACE_MS) orphans.push(key);
      } catch {
        // Removed meanwhile.
      }
    }
  }
  // Re-check against the database right before removing: a row may have been inserted during the walk.
  const stillKnown = allStorageKeys(deps.db.sqlite);
  const doomed = orphans.filter((k) => !stillKnown.has(k));
  await removeBlobs(deps, doomed);
  return { temp, orphans: doomed.length };
}
