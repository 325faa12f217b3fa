import type { ServerResponse } from "node:http";

/** The open event-stream responses, so shutdown can say goodbye and close them instead of hanging. */
export class SseHub {
  private clients = new Set<ServerResponse>();

  add(res: ServerResponse): void {
    this.clients.add(res);
  }
  remove(res: ServerResponse): void {
    this.clients.delete(res);
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
  }
}

/** Format one SSE event: id, event name and a single JSON data line. */
export const formatSse = (seq: number, type: string, data: unknown): string => `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
