// The in-memory mirror of IndexedDB that views render from, with change subscriptions. Server state merges per
// record, newest updated_at wins, and an older response never overwrites a newer copy.
import { useEffect, useState } from "preact/hooks";
import { KINDS, getAll, putMany, type Kind } from "./db";

interface Stamped {
  id: string;
  updated_at: string;
}

const data = new Map<Kind, Map<string, Stamped>>(KINDS.map((k) => [k, new Map()]));
const listeners = new Set<() => void>();
let version = 0;

export function notify(): void {
  version++;
  for (const l of [...listeners]) l();
}

export function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Load every kind from IndexedDB into memory (at start, before the first sync). */
export async function loadLocal(): Promise<void> {
  await Promise.all(
    KINDS.map(async (k) => {
      const rows = await getAll<Stamped>(k);
      const m = data.get(k);
      if (m) for (const r of rows) m.set(r.id, r);
    }),
  );
  notify();
}

export function clearMemory(): void {
  for (const m of data.values()) m.clear();
  notify();
}

export function all<T>(kind: Kind): T[] {
  return [...(data.get(kind)?.values() ?? [])] as unknown as T[];
}

export function one<T>(kind: Kind, id: string): T | undefined {
  return data.get(kind)?.get(id) as unknown as T | undefined;
}

/** Merge server records and remove tombstoned ids, in memory and in IndexedDB. */
export async function applyServer(kind: Kind, records: Stamped[], deletedIds: string[] = []): Promise<void> {
  const m = data.get(kind);
  if (!m) return;
  const fresh: Stamped[] = [];
  for (const r of records) {
    const cur = m.get(r.id);
    if (cur && cur.updated_at > r.updated_at) continue;
    m.set(r.id, r);
    fresh.push(r);
  }
  const gone = deletedIds.filter((id) => m.delete(id));
  if (fresh.length === 0 && gone.length === 0) return;
  notify();
  await putMany(kind, fresh, gone);
}

/** Re-render the calling component whenever the store changes. */
export function useStoreVersion(): number {
  const [v, setV] = useState(version);
  useEffect(() => subscribe(() => setV(version)), []);
  return v;
}
