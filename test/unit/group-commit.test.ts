import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDb } from "../../src/db/client";

test("writes of one event-loop turn share a commit; a failing write rolls back alone and rejects alone", async () => {
  const db = openDb(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rl-gc-")), "t.db"));
  db.sqlite.exec("CREATE TABLE t (k TEXT PRIMARY KEY)");
  const insert = (k: string) => db.groupTx(() => db.sqlite.prepare("INSERT INTO t (k) VALUES (?)").run(k).changes);
  const results = await Promise.allSettled([insert("a"), insert("b"), insert("a"), insert("c")]);
  assert.deepEqual(
    results.map((r) => r.status),
    ["fulfilled", "fulfilled", "rejected", "fulfilled"],
  );
  assert.deepEqual(
    (db.sqlite.prepare("SELECT k FROM t ORDER BY k").all() as { k: string }[]).map((r) => r.k),
    ["a", "b", "c"],
  );
  db.close();
});
