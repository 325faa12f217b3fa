import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeClock } from "../../src/lib/clock";
import { createNotification } from "../../src/modules/notifications/notify";
import { newId } from "../../src/lib/ids";

function notify(s: TestServer, userId: string, type: string, title: string): string {
  return s.deps.db.tx(() => createNotification(s.deps, userId, { type, title, subtitle: "sub", link: "/x", data: { n: title } }));
}

test("notifications", async (t) => {
  const clock = fakeClock();
  const s = await startTestServer({ clock });
  t.after(() => s.close());
  const a = await s.user();
  const b = await s.user();
  const ids: string[] = [];
  for (const [type, title] of [
    ["import_complete", "One"],
    ["timer_fired", "Two"],
    ["import_complete", "Three"],
    ["timer_fired", "Four"],
    ["import_complete", "Five"],
  ]) {
    ids.push(notify(s, a.id, type as string, title as string));
    clock.advance(1000);
  }
  notify(s, b.id, "import_complete", "Other user's");

  await t.test("answers with status 401 when no token is sent", async () => {
    assert.equal((await s.request("GET", "/api/notifications")).status, 401);
    assert.equal((await s.request("GET", "/api/notifications/unread-count")).status, 401);
    assert.equal((await s.request("POST", "/api/notifications/read-all")).status, 401);
  });

  await t.test("answers with status 400 when limit or cursor is invalid", async () => {
    assert.equal((await s.request("GET", "/api/notifications?limit=0", { token: a.token })).status, 400);
    assert.equal((await s.request("GET", "/api/notifications?limit=201", { token: a.token })).status, 400);
    assert.equal((await s.request("GET", "/api/notifications?cursor=garbage", { token: a.token })).status, 400);
    assert.equal((await s.request("GET", "/api/notifications?unread=maybe", { token: a.token })).status, 400);
  });

  await t.test("pages the feed newest first with next_cursor", async () => {
    const p1 = await s.request("GET", "/api/notifications?limit=2", { token: a.token });
    assert.equal(p1.status, 200);
    assert.deepEqual(
      p1.body.notifications.map((n: { title: string }) => n.title),
      ["Five", "Four"],
    );
    assert.equal(p1.body.notifications[0].read_at, null);
    assert.deepEqual(p1.body.notifications[0].data, { n: "Five" });
    const p2 = await s.request("GET", `/api/notifications?limit=2&cursor=${p1.body.next_cursor}`, { token: a.token });
    assert.deepEqual(
      p2.body.notifications.map((n: { title: string }) => n.title),
      ["Three", "Two"],
    );
    const p3 = await s.request("GET", `/api/notifications?limit=2&cursor=${p2.body.next_cursor}`, { token: a.token });
    assert.deepEqual(
      p3.body.notifications.map((n: { title: string }) => n.title),
      ["One"],
    );
    assert.equal(p3.body.next_cursor, undefined);
    const typed = await s.request("GET", "/api/notifications?type=timer_fired", { token: a.token });
    assert.deepEqual(
      typed.body.notifications.map((n: { title: string }) => n.title),
      ["Four", "Two"],
    );
  });

  await t.test("counts unread notifications in total and by type", async () => {
    const c = await s.request("GET", "/api/notifications/unread-count", { token: a.token });
    assert.equal(c.status, 200);
    assert.deepEqual(c.body, { unread: 5, by_type: { import_complete: 3, timer_fired: 2 } });
  });

  const since = clock.nowIso();
  clock.advance(1000);

  await t.test("marks one read with status 200 (read_at kept on a second call) and 404 for another user's", async () => {
    const r = await s.request("POST", `/api/notifications/${ids[1]}/read`, { token: a.token });
    assert.equal(r.status, 200);
    assert.equal(r.body.read_at, clock.nowIso());
    clock.advance(1000);
    assert.equal((await s.request("POST", `/api/notifications/${ids[1]}/read`, { token: a.token })).body.read_at, r.body.read_at);
    assert.equal((await s.request("POST", `/api/notifications/${ids[1]}/read`, { token: b.token })).status, 404);
    assert.equal((await s.request("POST", `/api/notifications/${newId()}/read`, { token: a.token })).status, 404);
    assert.deepEqual((await s.request("GET", "/api/notifications/unread-count", { token: a.token })).body, {
      unread: 4,
      by_type: { import_complete: 3, timer_fired: 1 },
    });
    const unread = await s.request("GET", "/api/notifications?unread=true", { token: a.token });
    assert.equal(unread.body.notifications.length, 4);
  });

  await t.test("deletes with status 204, 404 for another user's or a second time, and reports it to delta sync", async () => {
    assert.equal((await s.request("DELETE", `/api/notifications/${ids[0]}`, { token: b.token })).status, 404);
    assert.equal((await s.request("DELETE", `/api/notifications/${ids[0]}`, { token: a.token })).status, 204);
    assert.equal((await s.request("DELETE", `/api/notifications/${ids[0]}`, { token: a.token })).status, 404);
    const delta = await s.request("GET", `/api/notifications?since=${encodeURIComponent(since)}`, { token: a.token });
    assert.deepEqual(
      delta.body.notifications.map((n: { id: string }) => n.id),
      [ids[1]],
    );
    assert.deepEqual(
      delta.body.deleted.map((d: { id: string }) => d.id),
      [ids[0]],
    );
    assert.ok(delta.body.server_time);
  });

  await t.test("marks all read with status 200, optionally by type, leaving other users alone", async () => {
    const typed = await s.request("POST", "/api/notifications/read-all?type=timer_fired", { token: a.token });
    assert.deepEqual(typed.body, { updated: 1 });
    const all = await s.request("POST", "/api/notifications/read-all", { token: a.token });
    assert.equal(all.status, 200);
    assert.deepEqual(all.body, { updated: 2 });
    assert.deepEqual((await s.request("GET", "/api/notifications/unread-count", { token: a.token })).body, { unread: 0, by_type: {} });
    assert.deepEqual((await s.request("GET", "/api/notifications/unread-count", { token: b.token })).body, { unread: 1, by_type: { import_complete: 1 } });
  });
});
