import { CAPS } from "../../lib/caps";
import { z } from "zod";
import { defineRoute, RAW, type RouteDef } from "../../http/route";
import { formatSse } from "../../events/sse";
import type { StreamEvent } from "../../events/bus";

/** Live events of the caller's data as Server-Sent Events, with replay after Last-Event-ID. */
export const eventsRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/events/stream",
    summary: "Server-Sent Events stream of changes to the caller's data",
    description:
      "Begins with `: connected`; a keep-alive comment every SSE_KEEPALIVE_SECONDS (15 s by default). Each event has `id:`, `event:` and one JSON `data:` line. Kinds: import.updated {id,status,progress,attempts,next_attempt_at,failure_reason; warnings when they change}, import.completed {id,recipe_id,warnings}, import.failed {id,error,failure_reason}, recipe.changed {id,op}, grocery_list.changed {id}, mealplan.changed {id}, timer.fired {timerId,title}, notification.created {id,type}. Events are kept 24 hours: reconnecting with the `Last-Event-ID` header (or `last_event_id` query) first replays every missed event in order. On shutdown the server sends `event: shutdown` with a `retry:` hint. At most 10 streams per user are open at once: opening another ends the oldest with `event: replaced` (do not reconnect on it).",
    tags: ["events"],
    auth: "user",
    query: z.object({ last_event_id: z.coerce.number().int().min(0).optional() }),
    responses: { 200: { description: "Event stream", contentType: "text/event-stream" } },
    handler: ({ deps, actor, ctx, query }) => {
      const header = ctx.get("last-event-id");
      const lastId = /^\d+$/.test(header) ? Number(header) : query.last_event_id;
      const res = ctx.res;
      ctx.respond = false;
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
        "X-Content-Type-Options": "nosniff",
      });
      res.write(": connected\n\n");
      let lastSent = lastId ?? 0;
      let replaying = lastId !== undefined;
      const pending: StreamEvent[] = [];
      const send = (e: StreamEvent) => {
        if (e.seq <= lastSent) return;
        lastSent = e.seq;
        res.write(formatSse(e.seq, e.type, e.data));
      };
      const unsubscribe = deps.events.subscribe(actor.userId, (e) => (replaying ? pending.push(e) : send(e)));
      if (lastId !== undefined) {
        for (const e of deps.events.replay(actor.userId, lastId)) send(e);
        replaying = false;
        for (const e of pending.splice(0)) send(e);
      }
      const hub = deps.services.sseHub;
      hub.add(res, actor.userId, CAPS.eventStreamsPerUser);
      const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), deps.config.sse.keepAliveMs);
      const close = () => {
        clearInterval(keepAlive);
        unsubscribe();
        hub.remove(res, actor.userId);
      };
      res.on("close", close);
      res.on("error", close);
      return RAW;
    },
  }),
];
