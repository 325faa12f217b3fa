import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer } from "../helpers/server";

test("a full database answers 507, keeps nothing half-written, and works again once space is back", async () => {
  const s = await startTestServer();
  try {
    const u = await s.user();
    const db = s.deps.db.sqlite;
    const before = (db.prepare("SELECT COUNT(*) AS n FROM recipes").get() as { n: number }).n;
    // Simulate a full disk: cap the database at its current size.
    const pages = db.pragma("page_count", { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
    const big = { title: "Big", description: "x".repeat(19_000), instructions: Array.from({ length: 40 }, (_, i) => `${i} ${"y".repeat(3000)}`) };
    const r = await s.request("POST", "/api/recipes", { token: u.token, body: big });
    assert.equal(r.status, 507, JSON.stringify(r.body).slice(0, 300));
    assert.deepEqual(r.body, { error: "Not enough storage space" });
    assert.equal((db.prepare("SELECT COUNT(*) AS n FROM recipes").get() as { n: number }).n, before);
    db.pragma("max_page_count = 1073741823");
    const ok = await s.request("POST", "/api/recipes", { token: u.token, body: big });
    assert.equal(ok.status, 201);
  } finally {
    await s.close();
  }
});
