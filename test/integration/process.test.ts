import { test, before } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";

const root = path.resolve(import.meta.dirname, "../..");

/** Start the bundled server as a child process and wait for its "listening" log line. */
async function startBundle(dataDir: string): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(root, "dist/main.js"), "serve"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", SHUTDOWN_GRACE_MS: "3000" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${buf}`)), 15_000);
    child.stdout?.on("data", (c: Buffer) => {
      buf += c.toString();
      const m = /"msg":"listening".*?"port":(\d+)/.exec(buf);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    child.stderr?.on("data", (c: Buffer) => (buf += c.toString()));
  });
  return { child, url, exited };
}

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "rl-proc-"));

before(() => {
  const r = spawnSync(process.execPath, [path.join(root, "build/build.mjs")], { cwd: root, encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
});

test("the esbuild bundle runs with plain node and answers /health", async () => {
  const dir = tmpDir();
  const { child, url, exited } = await startBundle(dir);
  const r = await fetch(`${url}/health`);
  assert.equal(r.status, 200);
  assert.equal(((await r.json()) as { status: string }).status, "ok");
  assert.ok(fs.existsSync(path.join(dir, "library.db")), "the data directory and database are created");
  child.kill("SIGTERM");
  assert.equal(await exited, 0);
});

test("SIGTERM with an open event stream and keep-alive connection exits 0 within 10 s", async () => {
  const dir = tmpDir();
  const { child, url, exited } = await startBundle(dir);
  const reg = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "a@example.test", password: "kitchen-pass-1" }),
  });
  const { token } = (await reg.json()) as { token: string };
  let streamText = "";
  const streamEnded = new Promise<void>((resolve) => {
    http.get(`${url}/api/events/stream`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.on("data", (c: Buffer) => (streamText += c.toString()));
      res.on("end", () => resolve());
      res.on("error", () => resolve());
    });
  });
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve) => http.get(`${url}/health`, { agent }, (res) => res.resume().on("end", resolve)));
  await new Promise((r) => setTimeout(r, 200));
  const t0 = Date.now();
  child.kill("SIGTERM");
  const code = await exited;
  assert.equal(code, 0);
  assert.ok(Date.now() - t0 < 10_000);
  await streamEnded;
  assert.match(streamText, /event: shutdown/);
  agent.destroy();
});

test("kill -9 during a burst of writes loses no acknowledged write", async () => {
  const dir = tmpDir();
  const first = await startBundle(dir);
  const reg = await fetch(`${first.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "k@example.test", password: "kitchen-pass-1" }),
  });
  const { token } = (await reg.json()) as { token: string };
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const acked: string[] = [];
  let lastName = -1;
  let stop = false;
  // Four concurrent writers creating recipes, and one rewriting the display name in sequence.
  const creators = Array.from({ length: 4 }, (_, w) =>
    (async () => {
      for (let i = 0; !stop; i++) {
        try {
          const r = await fetch(`${first.url}/api/recipes`, {
            method: "POST",
            headers,
            body: JSON.stringify({ title: `w${w}-${i}`, ingredients: [{ name: "salt" }], instructions: ["Stir."] }),
          });
          if (r.status === 201) acked.push(((await r.json()) as { id: string }).id);
        } catch {
          return;
        }
      }
    })(),
  );
  const renamer = (async () => {
    for (let i = 0; !stop; i++) {
      try {
        const r = await fetch(`${first.url}/api/users/me`, { method: "PATCH", headers, body: JSON.stringify({ display_name: `v${i}` }) });
        if (r.status === 200) lastName = i;
      } catch {
        return;
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 400 + Math.random() * 600));
  first.child.kill("SIGKILL");
  stop = true;
  await Promise.all([...creators, renamer]);
  await first.exited;
  assert.ok(acked.length > 5, `some recipe writes were acknowledged (${acked.length})`);
  const second = await startBundle(dir);
  for (const id of acked) {
    const r = await fetch(`${second.url}/api/recipes/${id}`, { headers });
    assert.equal(r.status, 200, `acknowledged recipe ${id} survived`);
  }
  const me = await fetch(`${second.url}/api/users/me`, { headers });
  const n = Number(((await me.json()) as { display_name: string }).display_name.slice(1));
  assert.ok(n >= lastName && n <= lastName + 1, `acknowledged v${lastName} survived (found v${n})`);
  second.child.kill("SIGTERM");
  assert.equal(await second.exited, 0);
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(path.join(dir, "library.db"), { readonly: true });
  assert.equal(db.pragma("integrity_check", { simple: true }), "ok");
  assert.deepEqual(db.pragma("foreign_key_check"), []);
  db.close();
});
