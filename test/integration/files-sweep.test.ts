import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { startTestServer } from "../helpers/server";
import { sweepFiles, ORPHAN_GRACE_MS, TEMP_MAX_AGE_MS } from "../../src/modules/files/files.maintenance";
import { newStorageKey } from "../../src/files/store";

test("the sweep removes stale half-written uploads and orphaned blobs, and keeps files rows refer to", async () => {
  const s = await startTestServer();
  try {
    const u = await s.user();
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("Grandma's notes: more butter.\n")], { type: "text/plain" }), "notes.txt");
    const up = await s.request("POST", "/api/files", { token: u.token, raw: form });
    assert.equal(up.status, 201);
    const { store } = s.deps.services.files;
    // A half-written upload and a blob no row refers to, both old.
    const tmp = store.tempPath();
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.writeFileSync(tmp, "partial");
    const orphanKey = newStorageKey();
    fs.mkdirSync(path.dirname(store.pathFor(orphanKey)), { recursive: true });
    fs.writeFileSync(store.pathFor(orphanKey), "lost");
    const later = Date.now() + Math.max(TEMP_MAX_AGE_MS, ORPHAN_GRACE_MS) + 60_000;
    const fresh = await sweepFiles(s.deps, Date.now());
    assert.deepEqual(fresh, { temp: 0, orphans: 0 }, "nothing young is touched (uploads in flight)");
    const r = await sweepFiles(s.deps, later);
    assert.equal(r.temp, 1);
    assert.equal(r.orphans, 1);
    assert.equal(fs.existsSync(tmp), false);
    assert.equal(fs.existsSync(store.pathFor(orphanKey)), false);
    const content = await s.request("GET", `/api/files/${up.body.id}/content`, { token: u.token });
    assert.equal(content.status, 200, "a file a row refers to survives the sweep");
  } finally {
    await s.close();
  }
});
