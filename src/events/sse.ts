import type { ServerResponse } from "node:http";

/** The open event-stream responses, so shutdown can say goodbye and close them instead of hanging. */
export class SseHub {
  private clients = new Set<ServerResponse>();
  /** Each user's open streams, oldest first (Set keeps insertion order). */
  private byUser = new Map<string, Set<ServerResponse>>();

  /**
   * Track a stream. When the user already has `maxPerUser` open, the oldest ones are told to go (`event: replaced`,
   * no retry hint) and ended: a forgotten tab must not keep the phone in hand from connecting, and a script cannot
   * hold hundreds of sockets open.
   */
  add(res: ServerResponse, userId = "", maxPerUser = Number.POSITIVE_INFINITY): void {
    this.clients.add(res);
    let mine = this.byUser.get(userId);
    if (!mine) this.byUser.set(userId, (mine = new Set()));
    mine.add(res);
    for (const old of mine) {
      if (mine.size <= maxPerUser) break;
      this.remove(old, userId);
      try {
        old.end("event: replaced\ndata: {}\n\n");
      } catch {
        // Already gone.
      }
    }
  }
  remove(res: ServerResponse, userId = ""): void {
    this.clients.delete(res);
    const mine = this.byUser.get(userId);
    if (mine) {
      mine.delete(res);
      if (mine.size === 0) this.byUser.delete(userId);
    }
  }
  /** Open streams of one user. */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }
  get size(): number {
    return this.clients.size;
  }
  /** Send every client a final `shutdown` event with a reconnect hint, then end the responses. */
  closeAll(): void {
    for (const res of this.clients) {
      try {
        res.end("retry: 5000\nevent: shutdown\ndata: {}\n\n");
      } catch {
        // The socket is already gone.
      }
    }
    this.clients.clear();
    this.byUser.clear();
  }
}

/** Format one SSE event: id, event name and a single JSON data line. */
export const formatSse = (seq: number, type: string, data: unknown): string => `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
