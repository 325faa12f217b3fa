// IndexedDB: the local copy every screen renders from. One object store per record kind (keyed by id), `meta` for
// sync watermarks and the last signed-in user, `outbox` for writes not yet acknowledged by the server.

export const KINDS = ["recipes", "collections", "mealplans", "grocery_lists", "wishlists", "books"] as const;
export type Kind = (typeof KINDS)[number];

const DB_NAME = "recipe-library";
let dbp: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  dbp ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      for (const k of KINDS) db.createObjectStore(k, { keyPath: "id" });
      db.createObjectStore("meta");
      db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return dbp;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function result<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export async function getAll<T>(store: string): Promise<T[]> {
  const db = await open();
  return result(db.transaction(store).objectStore(store).getAll() as IDBRequest<T[]>);
}

export async function putMany(store: string, items: unknown[], deleteIds: string[] = []): Promise<void> {
  if (items.length === 0 && deleteIds.length === 0) return;
  const db = await open();
  const tx = db.transaction(store, "readwrite");
  const os = tx.objectStore(store);
  for (const it of items) os.put(it);
  for (const id of deleteIds) os.delete(id);
  return done(tx);
}

export async function metaGet<T>(key: string): Promise<T | undefined> {
  const db = await open();
  return result(db.transaction("meta").objectStore("meta").get(key) as IDBRequest<T | undefined>);
}

export async function metaSet(key: string, value: unknown): Promise<void> {
  const db = await open();
  const tx = db.transaction("meta", "readwrite");
  tx.objectStore("meta").put(value, key);
  return done(tx);
}

export async function outboxAdd(op: object): Promise<number> {
  const db = await open();
  const tx = db.transaction("outbox", "readwrite");
  // Listen for completion before awaiting anything: the transaction may finish while the add's result is awaited.
  const finished = done(tx);
  const key = await result(tx.objectStore("outbox").add(op));
  await finished;
  return Number(key);
}

export async function outboxDelete(seq: number): Promise<void> {
  const db = await open();
  const tx = db.transaction("outbox", "readwrite");
  tx.objectStore("outbox").delete(seq);
  return done(tx);
}

/** Forget everything (sign-out): the next person on this device must not see the last one's library. */
export async function clearAll(): Promise<void> {
  const db = await open();
  const stores = [...KINDS, "meta", "outbox"];
  const tx = db.transaction(stores, "readwrite");
  for (const s of stores) tx.objectStore(s).clear();
  return done(tx);
}
