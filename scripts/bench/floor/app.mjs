// The floor of the design card's stack, for the "floor" bench scenario: Koa 3 + @koa/router, one route, one prepared
// better-sqlite3 point read (WAL), a JSON body like GET /api/users/me. No auth, no middleware, no extra headers.
// Prints its port on stdout once listening. With a folder argument it keeps its database there (created on the first
// start), so a start measures opening a database, as the appliance's starts do, not creating one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Koa from "koa";
import Router from "@koa/router";
import Database from "better-sqlite3";

const kept = process.argv[2];
const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), "rl-floor-"));
const db = new Database(path.join(dir, "floor.db"));
db.pragma("journal_mode = WAL");
db.exec("CREATE TABLE IF NOT EXISTS users (id TEXT PRIMARY KEY, email TEXT, display_name TEXT, is_admin INTEGER, created_at TEXT, updated_at TEXT)");
db.prepare("INSERT OR IGNORE INTO users VALUES ('u1', 'floor@example.test', '', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')").run();
const read = db.prepare("SELECT id, email, display_name, is_admin, created_at, updated_at FROM users WHERE id = ?");

const router = new Router();
router.get("/api/users/me", (ctx) => {
  const u = read.get("u1");
  ctx.body = {
    id: u.id,
    email: u.email,
    display_name: u.display_name,
    household_ids: [],
    is_admin: u.is_admin === 1,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
});
const app = new Koa();
app.use(router.routes());
const server = app.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
process.on("SIGTERM", () => {
  server.close();
  db.close();
  if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
