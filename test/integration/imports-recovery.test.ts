import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startTestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { EgressError, type Egress, type EgressRequest } from "../../src/egress";
import { createRecipe } from "../../src/modules/recipes/recipes.service";
import { fakeOcr, fixture, untilAborted, waitForStatus } from "../fixtures/imports/helpers";

const PAGE = fixture("pages/thecookingguy.html");

/** An egress fake: `answer` decides per call (the real one is tested in imports-web and the egress unit tests). */
function fakeEgress(answer: (url: string, req: EgressRequest, call: number) => Promise<Buffer>): Egress & { calls: number } {
  const egress = {
    calls: 0,
    async fetch(url: string, req: EgressRequest) {
      const body = await answer(url, req, ++egress.calls);
      return { status: 200, url, headers: { "content-type": "text/html" }, contentType: "text/html", body };
    },
  };
  return egress;
}

/** Make the database look like a process died mid-import: the job still `running` under a lease nobody renews. */
function simulateKill(dataDir: string, importId: string): void {
  const db = new Database(path.join(dataDir, "library.db"));
  try {
    db.prepare(
      "UPDATE jobs SET status = 'running', lease_owner = 'dead-process', lease_expires_at = ? WHERE id = (SELECT job_id FROM imports WHERE id = ?)",
    ).run(Date.now() + 3600_000, importId);
    db.prepare("UPDATE imports SET status = 'processing' WHERE id = ?").run(importId);
  } finally {
    db.close();
  }
}

describe("crash recovery", () => {
  test("a job left running by a killed process is taken up on restart and completes with status 200 and one recipe", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-imports-crash-"));
    try {
      const first = await startTestServer({ dataDir, services: { ocr: fakeOcr(""), egress: fakeEgress((_u, req) => untilAborted(req.signal)) } });
      const user = await first.user();
      const res = await first.request("POST", "/api/imports", { token: user.token, body: { type: "web", url: "https://example.com/recipe" } });
      await waitForStatus(first, user.token, res.body.id, ["processing"]);
      // The previous attempt got as far as creating the recipe before dying (belt and braces: completion is one transaction).
      const orphan = createRecipe(first.deps, user.id, { title: "Created before the crash" }, { importId: res.body.id });
      await first.close();
      simulateKill(dataDir, res.body.id);

      const second = await startTestServer({ dataDir, services: { ocr: fakeOcr(""), egress: fakeEgress(async () => PAGE) } });
      try {
        const done = await waitForStatus(second, user.token, res.body.id, ["completed", "failed"]);
        assert.equal(done.status, "completed", String(done.error));
        assert.equal(done.recipe_id, orphan.id, "the recipe of the interrupted attempt is reused");
        const n = cachedStatement(second.deps.db.sqlite, "SELECT COUNT(*) AS n FROM recipes WHERE import_id = ?").get(res.body.id) as { n: number };
        assert.equal(n.n, 1);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a restarted import without a recipe yet creates exactly one", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-imports-crash-"));
    try {
      const first = await startTestServer({ dataDir, services: { ocr: fakeOcr(""), egress: fakeEgress((_u, req) => untilAborted(req.signal)) } });
      const user = await first.user();
      const res = await first.request("POST", "/api/imports", { token: user.token, body: { type: "web", url: "https://example.com/recipe" } });
      await waitForStatus(first, user.token, res.body.id, ["processing"]);
      await first.close();
      simulateKill(dataDir, res.body.id);
      const second = await startTestServer({ dataDir, services: { ocr: fakeOcr(""), egress: fakeEgress(async () => PAGE) } });
      try {
        const done = await waitForStatus(second, user.token, res.body.id, ["completed", "failed"]);
        assert.equal(done.status, "completed", String(done.error));
        const n = cachedStatement(second.deps.db.sqlite, "SELECT COUNT(*) AS n FROM recipes WHERE import_id = ?").get(res.body.id) as { n: number };
        assert.equal(n.n, 1);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("transient failures", () => {
  test("a network failure is retried with backoff and the import completes with status 200", async () => {
    const egress = fakeEgress(async (_u, _r, call) => {
      if (call === 1) throw new EgressError("response_failed");
      return PAGE;
    });
    const server = await startTestServer({ services: { ocr: fakeOcr(""), egress } });
    try {
      const user = await server.user();
      const res = await server.request("POST", "/api/imports", { token: user.token, body: { type: "web", url: "https://example.com/recipe" } });
      const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"]);
      assert.equal(done.status, "completed", String(done.error));
      assert.ok(egress.calls >= 2);
    } finally {
      await server.close();
    }
  });

  test("a network failure after the retry budget is spent fails the import with its plain reason", async () => {
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
    const egress = fakeEgress(async (url) => {
      // Age the attempt past IMPORT_RETRY_BUDGET_SECONDS, as if it had been retrying for an hour.
      if (server)
        cachedStatement(server.deps.db.sqlite, "UPDATE imports SET processing_started_at = ? WHERE url = ?").run(
          new Date(Date.now() - 3600_000).toISOString(),
          url,
        );
      throw new EgressError("timeout");
    });
    server = await startTestServer({ services: { ocr: fakeOcr(""), egress } });
    try {
      const user = await server.user();
      const res = await server.request("POST", "/api/imports", { token: user.token, body: { type: "web", url: "https://example.com/slow" } });
      const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"]);
      assert.equal(done.status, "failed");
      assert.equal(done.error, "The site took too long to answer");
      assert.equal(done.failure_reason, done.error);
      assert.equal(egress.calls, 1);
    } finally {
      await server.close();
    }
  });
});
