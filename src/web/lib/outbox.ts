// Writes the family makes to grocery lists go to a durable outbox first (IndexedDB), show at once, and are sent in
// order with If-Match. On 412 the list is refetched and the same intent is sent again against the new version (a
// checked item stays checked); until the server acknowledges an operation, it wins in what the app shows.
import { ApiError, NetworkError, etagOf, getAccessToken, request } from "./api";
import { getAll, outboxAdd, outboxDelete } from "./db";
import { applyServer, notify, one } from "./store";
import { setStatus } from "./status";
import type { GroceryItem, GroceryList } from "./types";

export type Op =
  | { type: "grocery.check"; listId: string; key: string; checked: boolean }
  | { type: "grocery.add"; listId: string; items: GroceryItem[] }
  | { type: "grocery.remove"; listId: string; key: string };

type Queued = Op & { seq: number };

let queue: Queued[] = [];
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

export async function loadOutbox(): Promise<void> {
  queue = await getAll<Queued>("outbox");
  queue.sort((a, b) => a.seq - b.seq);
  setStatus({ waiting: queue.length });
}

export function resetOutbox(): void {
  queue = [];
  setStatus({ waiting: 0 });
}

/** Queue a write, show it at once, and try to send it. */
export async function enqueue(op: Op): Promise<void> {
  const seq = await outboxAdd(op);
  queue.push({ ...op, seq });
  setStatus({ waiting: queue.length });
  notify();
  void flush();
}

function applyOp(list: GroceryList, op: Op): GroceryList {
  switch (op.type) {
    case "grocery.check":
      return { ...list, items: list.items.map((i) => (i.key === op.key ? { ...i, checked: op.checked } : i)) };
    case "grocery.add": {
      const have = new Set(list.items.map((i) => i.key));
      return { ...list, items: [...list.items, ...op.items.filter((i) => !have.has(i.key))] };
    }
    case "grocery.remove":
      return { ...list, items: list.items.filter((i) => i.key !== op.key) };
  }
}

/** A grocery list as the family should see it: the server's copy with every unacknowledged change applied. */
export function shownList(list: GroceryList): GroceryList {
  return queue.filter((op) => op.listId === list.id).reduce(applyOp, list);
}

export function pendingKeys(listId: string): Set<string> {
  const keys = new Set<string>();
  for (const op of queue) if (op.listId === listId && op.type !== "grocery.add") keys.add(op.key);
  return keys;
}

async function send(op: Op, list: GroceryList | undefined): Promise<GroceryList> {
  const ifMatch = list ? etagOf(list.updated_at) : undefined;
  const base = `/api/grocery-lists/${op.listId}`;
  switch (op.type) {
    case "grocery.check":
      return (await request<GroceryList>("PATCH", `${base}/items/${encodeURIComponent(op.key)}`, { checked: op.checked }, { ifMatch })).data;
    case "grocery.add": {
      // Keys are made on the device, so an add that reached the server before a lost answer is not added twice.
      const have = new Set((list?.items ?? []).map((i) => i.key));
      const items = op.items.filter((i) => !have.has(i.key)).map(({ key, name, quantity, unit }) => ({ key, name, quantity, unit }));
      if (items.length === 0 && list) return list;
      return (await request<GroceryList>("POST", `${base}/items`, { items }, { ifMatch })).data;
    }
    case "grocery.remove":
      if (list && !list.items.some((i) => i.key === op.key)) return list;
      return (await request<GroceryList>("DELETE", `${base}/items/${encodeURIComponent(op.key)}`, undefined, { ifMatch })).data;
  }
}

async function sendWithRetry(op: Queued): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const list = one<GroceryList>("grocery_lists", op.listId);
    try {
      const fresh = await send(op, list);
      await applyServer("grocery_lists", [fresh]);
      return;
    } catch (e) {
      if (e instanceof ApiError && e.status === 412 && attempt < 5) {
        // Someone else changed the list: take their version, then apply our intent to it.
        const latest = (await request<GroceryList>("GET", `/api/grocery-lists/${op.listId}`)).data;
        await applyServer("grocery_lists", [latest]);
        continue;
      }
      throw e;
    }
  }
}

/** Send queued writes in order. Stops at the first network failure and tries again later. */
export function flush(): Promise<void> {
  // `.finally` runs as a later microtask, so `flushing` is cleared only after it was assigned (an IIFE's own
  // finally would run first when the queue is empty, leaving a settled promise in `flushing` for good).
  flushing ??= sendAll().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(): Promise<void> {
  while (queue.length > 0) {
    const op = queue[0];
    try {
      await sendWithRetry(op);
      setStatus({ online: true });
    } catch (e) {
      if (e instanceof NetworkError || (e instanceof ApiError && (e.status >= 500 || e.status === 401 || e.status === 429))) {
        setStatus({ online: !(e instanceof NetworkError) });
        scheduleRetry();
        return;
      }
      // 404 (list deleted) or a validation error: this change can never apply; drop it rather than block the queue.
      console.warn("outbox: dropped an operation the server refused", e);
    }
    await outboxDelete(op.seq);
    queue.shift();
    setStatus({ waiting: queue.length });
    notify();
  }
}

function scheduleRetry(): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (getAccessToken()) void flush();
  }, 5000);
}

// Back online: send at once when signed in; after an offline start the session is renewed first (session.ts).
if (typeof window !== "undefined") window.addEventListener("online", () => void (getAccessToken() && flush()));
