// The live event stream. EventSource cannot send the Authorization header, so the stream is read with fetch and
// parsed here; on a drop it reconnects with `last_event_id` and the server replays what was missed.
import { getAccessToken, refreshSession } from "./api";
import { setStatus } from "./status";

export interface LiveEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
}

type Handler = (e: LiveEvent) => void;
const handlers = new Set<Handler>();
let controller: AbortController | null = null;
let lastId: number | undefined;
let stopped = true;

export function onEvent(fn: Handler): () => void {
  handlers.add(fn);
  return () => handlers.delete(fn);
}

function dispatch(block: string): void {
  let id: number | undefined;
  let type = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) continue;
    const i = line.indexOf(":");
    const field = i < 0 ? line : line.slice(0, i);
    const value = i < 0 ? "" : line.slice(i + 1).replace(/^ /, "");
    if (field === "id") id = Number(value);
    else if (field === "event") type = value;
    else if (field === "data") data.push(value);
  }
  if (id !== undefined && Number.isFinite(id)) lastId = id;
  if (data.length === 0) return;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(data.join("\n")) as Record<string, unknown>;
  } catch {
    return;
  }
  for (const h of [...handlers]) h({ id: id ?? 0, type, data: parsed });
}

async function connectOnce(signal: AbortSignal): Promise<void> {
  const qs = lastId !== undefined ? `?last_event_id=${lastId}` : "";
  const res = await fetch(`/api/events/stream${qs}`, {
    headers: { authorization: `Bearer ${getAccessToken() ?? ""}`, accept: "text/event-stream" },
    signal,
    cache: "no-store",
  });
  if (res.status === 401) {
    await refreshSession();
    return;
  }
  if (!res.ok || !res.body) throw new Error(`event stream: HTTP ${res.status}`);
  setStatus({ online: true });
  for (const h of [...handlers]) h({ id: 0, type: "stream.open", data: {} });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buf += value.replace(/\r\n?/g, "\n");
    let end: number;
    while ((end = buf.indexOf("\n\n")) >= 0) {
      dispatch(buf.slice(0, end));
      buf = buf.slice(end + 2);
    }
  }
}

/** Keep one stream open while signed in, reconnecting with a growing pause (1 s … 15 s). */
export function startEvents(): void {
  if (!stopped) return;
  stopped = false;
  void (async () => {
    let pause = 1000;
    while (!stopped) {
      controller = new AbortController();
      try {
        await connectOnce(controller.signal);
        pause = 1000;
      } catch {
        if (stopped) return;
        if (!navigator.onLine) setStatus({ online: false });
        pause = Math.min(pause * 2, 15000);
      }
      if (stopped) return;
      await new Promise((r) => setTimeout(r, pause));
    }
  })();
}

export function stopEvents(): void {
  stopped = true;
  controller?.abort();
  controller = null;
  lastId = undefined;
}
