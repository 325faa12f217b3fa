import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
before(async () => {
  s = await startTestServer({ env: { SSE_KEEPALIVE_SECONDS: "1" } });
});
after(() => s.close());

/** Open the stream and collect raw text until `until` matches or the timeout passes. */
function openStream(token: string, headers: Record<string, string> = {}) {
  let buf = "";
  let res: http.IncomingMessage | undefined;
  const req = http.get(`${s.url}/api/events/stream`, { headers: { authorization: `Bearer ${token}`, ...headers } }, (r) => {
    res = r;
    r.setEncoding("utf8");
    r.on("data", (c: string) => (buf += c));
  });
  req.on("error", () => {});
  const waitFor = async (re: RegExp, ms = 4000) => {
    const start = Date.now();
    while (!re.test(buf)) {
      if (Date.now() - start > ms) throw new Error(`timed out waiting for ${re}; got: ${buf}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return buf;
  };
  return { waitFor, text: () => buf, status: () => res?.statusCode, headers: () => res?.headers, close: () => req.destroy() };
}

test("the stream answers 401 without a token", async () => {
  const r = await s.request("GET", "/api/events/stream");
  assert.equal(r.status, 401);
});

test("the stream starts with ': connected', sends keep-alives and events with id, name and JSON data", async () => {
  const u = await s.user();
  const st = openStream(u.token);
  await st.waitFor(/^: connected\n\n/);
  assert.match(String(st.headers()?.["content-type"]), /text\/event-stream/);
  s.deps.events.emit(u.id, "recipe.changed", { id: "r1", op: "created" });
  s.deps.events.emit(u.id, "recipe.changed", { id: "r2", op: "created" });
  const text = await st.waitFor(/r2/);
  const events = [...text.matchAll(/id: (\d+)\nevent: ([\w.]+)\ndata: (.*)\n\n/g)];
  assert.equal(events.length, 2);
  assert.ok(Number(events[0][1]) < Number(events[1][1]), "ids increase");
  assert.deepEqual(JSON.parse(events[0][3]), { id: "r1", op: "created" });
  await st.waitFor(/: keep-alive/, 3000);
  st.close();
});

test("events are isolated per user", async () => {
  const a = await s.user();
  const b = await s.user();
  const sa = openStream(a.token);
  const sb = openStream(b.token);
  await sa.waitFor(/connected/);
  await sb.waitFor(/connected/);
  s.deps.events.emit(a.id, "recipe.changed", { id: "only-a", op: "created" });
  s.deps.events.emit(b.id, "recipe.changed", { id: "only-b", op: "created" });
  await sa.waitFor(/only-a/);
  await sb.waitFor(/only-b/);
  assert.ok(!sa.text().includes("only-b"));
  assert.ok(!sb.text().includes("only-a"));
  sa.close();
  sb.close();
});

test("reconnecting with Last-Event-ID replays every missed event in order", async () => {
  const u = await s.user();
  const first = openStream(u.token);
  await first.waitFor(/connected/);
  s.deps.events.emit(u.id, "recipe.changed", { id: "e1", op: "created" });
  const t = await first.waitFor(/e1/);
  const lastId = [...t.matchAll(/id: (\d+)/g)].pop()?.[1];
  first.close();
  await new Promise((r) => setTimeout(r, 50));
  s.deps.events.emit(u.id, "recipe.changed", { id: "e2", op: "updated" });
  s.deps.events.emit(u.id, "recipe.changed", { id: "e3", op: "deleted" });
  const second = openStream(u.token, { "last-event-id": String(lastId) });
  const text = await second.waitFor(/e3/);
  assert.ok(!text.includes('"e1"'), "already-seen events are not replayed");
  assert.ok(text.indexOf("e2") < text.indexOf("e3"), "in order");
  s.deps.events.emit(u.id, "recipe.changed", { id: "e4", op: "created" });
  await second.waitFor(/e4/);
  second.close();
});
