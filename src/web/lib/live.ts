// Applies the event stream to the local store and to the small live states (unread count, fired timers, imports).
import { ApiError, api } from "./api";
import { onEvent, type LiveEvent } from "./events";
import { applyServer } from "./store";
import { syncKind } from "./sync";
import type { GroceryList, ImportRec, MealPlan } from "./types";
import { sharedState } from "./shared-state";

export interface FiredTimer {
  timerId: string;
  title: string;
}

interface Live {
  unread: number;
  fired: FiredTimer[];
  imports: Record<string, Partial<ImportRec>>;
}

const liveState = sharedState<Live>({ unread: 0, fired: [], imports: {} });
const set = liveState.patch;
export const useLive = liveState.use;

export function dismissFired(timerId: string): void {
  set({ fired: liveState.get().fired.filter((f) => f.timerId !== timerId) });
}

export function setUnread(n: number): void {
  set({ unread: n });
}

export function trackImport(rec: Partial<ImportRec> & { id: string }): void {
  set({ imports: { ...liveState.get().imports, [rec.id]: { ...liveState.get().imports[rec.id], ...rec } } });
}

export async function refreshUnread(): Promise<void> {
  try {
    const r = await api.get<{ unread: number }>("/api/notifications/unread-count");
    set({ unread: r.unread });
  } catch {
    // offline: keep the last count
  }
}

async function refetch<T extends { id: string; updated_at: string }>(kind: "grocery_lists" | "mealplans", path: string, id: string): Promise<void> {
  try {
    const rec = await api.get<T>(`${path}/${id}`);
    await applyServer(kind, [rec]);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) await applyServer(kind, [], [id]);
  }
}

let chime: AudioContext | null = null;
/** A short three-beep chime made in the page (no audio file to fetch). */
export function ring(): void {
  try {
    chime ??= new AudioContext();
    const ctx = chime;
    for (let i = 0; i < 3; i++) {
      const o = ctx.createOscillator();
      const g = ctx.createGain();
      o.frequency.value = 880;
      g.gain.setValueAtTime(0.0001, ctx.currentTime + i * 0.4);
      g.gain.exponentialRampToValueAtTime(0.3, ctx.currentTime + i * 0.4 + 0.02);
      g.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + i * 0.4 + 0.3);
      o.connect(g).connect(ctx.destination);
      o.start(ctx.currentTime + i * 0.4);
      o.stop(ctx.currentTime + i * 0.4 + 0.32);
    }
  } catch {
    // no audio available: the visible alert still shows
  }
  if ("vibrate" in navigator) navigator.vibrate?.([300, 150, 300]);
}

function handle(e: LiveEvent): void {
  const d = e.data;
  const id = typeof d.id === "string" ? d.id : "";
  switch (e.type) {
    case "stream.open":
      void refreshUnread();
      return;
    case "recipe.changed":
      void syncKind("recipes");
      return;
    case "grocery_list.changed":
      if (id) void refetch<GroceryList>("grocery_lists", "/api/grocery-lists", id);
      return;
    case "mealplan.changed":
      if (id) void refetch<MealPlan>("mealplans", "/api/mealplans", id);
      return;
    case "timer.fired": {
      const timerId = String(d.timerId ?? "");
      if (!liveState.get().fired.some((f) => f.timerId === timerId)) set({ fired: [...liveState.get().fired, { timerId, title: String(d.title ?? "") }] });
      ring();
      return;
    }
    case "notification.created":
      set({ unread: liveState.get().unread + 1 });
      return;
    case "import.updated":
    case "import.completed":
    case "import.failed":
      if (id) {
        const patch: Partial<ImportRec> & { id: string } = { id };
        if (typeof d.status === "string") patch.status = d.status as ImportRec["status"];
        if (d.progress && typeof d.progress === "object") patch.progress = d.progress as ImportRec["progress"];
        if (typeof d.recipe_id === "string") patch.recipe_id = d.recipe_id;
        // An archive's recipes, all of them.
        if (Array.isArray(d.recipe_ids)) patch.recipe_ids = d.recipe_ids.filter((r): r is string => typeof r === "string");
        if (typeof d.error === "string") patch.error = d.error;
        if (typeof d.failure_reason === "string") patch.failure_reason = d.failure_reason;
        if (Array.isArray(d.warnings)) patch.warnings = d.warnings.filter((w): w is string => typeof w === "string");
        if (e.type === "import.completed") patch.status = "completed";
        if (e.type === "import.failed") patch.status = "failed";
        trackImport(patch);
        if (e.type === "import.completed") void syncKind("recipes");
      }
      return;
  }
}

let started = false;
export function startLive(): void {
  if (started) return;
  started = true;
  onEvent(handle);
}
