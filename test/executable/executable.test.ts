/**
 * The single executables (npm run package; scripts/test.mjs packages first when they are missing), each copied alone
 * into an empty folder and run with no node on the PATH and no node_modules: the CLI commands, then the appliance
 * through HTTP with every embedded part exercised (SQLite, sharp, the extraction worker, tesseract.js and its
 * language data), backups, and the upgrade guards. The arm64 executable runs under qemu-user.
 */
import { describe, test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import Database from "better-sqlite3";
import sharp from "sharp";
import { openDb } from "../../src/db/client";
import { loadMigrations, migrate } from "../../src/db/migrate";

const root = path.resolve(import.meta.dirname, "../..");
const version = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
const QEMU = "/usr/bin/qemu-aarch64-static";
const RECIPE_TEXT =
  "Lemon Drizzle Cake\n\nIngredients\n225 g butter\n225 g caster sugar\n4 eggs\n1 lemon, zested\n\nMethod\n1. Beat the butter and sugar.\n2. Add the eggs and lemon.\n3. Bake for 45 minutes.";

/** A page photographed from a cookbook, rendered with sharp from SVG text (the fixture when no font renders). */
async function renderedPage(): Promise<Buffer> {
  const lines = [
    "Oat Pancakes",
    "",
    "Ingredients",
    "200 g oats",
    "2 eggs",
    "300 ml milk",
    "",
    "Method",
    "1. Whisk everything together.",
    "2. Fry in a hot pan.",
  ];
  const text = lines
    .map((l, i) => `<text x="60" y="${90 + i * 56}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40">${l}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="720"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  const png = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
  const { channels } = await sharp(png).stats();
  return channels[0].min < 100 ? png : fs.readFileSync(path.join(root, "test/fixtures/images/ocr-recipe-page.png"));
}

interface Exe {
  dir: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  argv: (args: string[]) => [string, string[]];
  /** How long one command may take (emulated arm64 is many times slower). */
  timeoutMs: number;
}

/** Copy the executable alone into an empty folder; its environment has an empty PATH folder and no NODE_* settings. */
function install(arch: "x64" | "arm64", slow: number): Exe {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rl-exe-${arch}-`));
  const file = path.join(dir, "recipe-library");
  fs.copyFileSync(path.join(root, "dist", `recipe-library-linux-${arch}`), file);
  fs.chmodSync(file, 0o755);
  const bin = path.join(dir, "bin");
  fs.mkdirSync(bin);
  const dataDir = path.join(dir, "data");
  const env: NodeJS.ProcessEnv = { PATH: bin, HOME: dir, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", REGISTRATION_OPEN: "true" };
  if (arch === "arm64") env.QEMU_LD_PREFIX = "/usr/aarch64-linux-gnu";
  const argv = (args: string[]): [string, string[]] => (arch === "arm64" ? [QEMU, [file, ...args]] : [file, args]);
  return { dir, dataDir, env, argv, timeoutMs: 120_000 * slow };
}

function cli(exe: Exe, args: string[], env: NodeJS.ProcessEnv = {}) {
  const [cmd, argv] = exe.argv(args);
  const r = spawnSync(cmd, argv, { cwd: exe.dir, env: { ...exe.env, ...env }, encoding: "utf8", timeout: exe.timeoutMs });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function serve(exe: Exe, timeoutMs: number): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const [cmd, argv] = exe.argv(["serve"]);
  const child = spawn(cmd, argv, { cwd: exe.dir, env: { ...exe.env, SHUTDOWN_GRACE_MS: "3000" }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let log = "";
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the executable did not listen: ${log}`)), timeoutMs);
    child.stdout?.on("data", (c: Buffer) => {
      log += c.toString();
      const m = /"msg":"listening".*?"port":(\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    child.on("exit", (code) => reject(new Error(`the executable exited (${code}): ${log}`)));
  });
  return { child, url, exited };
}

async function api(url: string, method: string, p: string, token?: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${url}${p}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function importDone(url: string, token: string, id: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await api(url, "GET", `/api/imports/${id}`, token);
    if (["completed", "failed", "cancelled"].includes(String(r.body.status))) return r.body;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${String(r.body.status)}`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

/** The checks every executable passes; `slow` stretches timeouts for emulation, `ocr` runs the OCR import. */
function suite(arch: "x64" | "arm64", opts: { slow: number; ocr: boolean }): void {
  let exe: Exe = { dir: "", dataDir: "", env: {}, argv: () => ["", []], timeoutMs: 0 };
  before(() => (exe = install(arch, opts.slow)));
  let server: Awaited<ReturnType<typeof serve>> | null = null;
  let adminToken = "";
  after(() => server?.child.kill("SIGKILL"));

  test(`${arch}: --version names the app and the embedded Node 24 with no node on the PATH`, () => {
    assert.notEqual(spawnSync("/bin/sh", ["-c", "command -v node"], { env: exe.env }).status, 0, "no node on the PATH");
    const r = cli(exe, ["--version"]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`recipe-library ${version.replace(/\./g, "\\.")}`));
    assert.match(r.stdout, /Node\.js v24\.\d+\.\d+/);
    assert.equal(fs.existsSync(exe.dataDir), false, "--version unpacks nothing");
  });

  test(`${arch}: the first command unpacks the runtime once into DATA_DIR/.runtime and removes an older version's`, () => {
    const old = path.join(exe.dataDir, ".runtime", "0.0.1-0123456789abcdef");
    fs.mkdirSync(old, { recursive: true });
    const r = cli(exe, ["help"]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /serve/);
    assert.match(r.stderr, /unpacked the runtime/);
    const dirs = fs.readdirSync(path.join(exe.dataDir, ".runtime"));
    assert.equal(dirs.length, 1, dirs.join(", "));
    assert.match(dirs[0], new RegExp(`^${version.replace(/\./g, "\\.")}-[0-9a-f]{16}$`));
    const again = cli(exe, ["help"]);
    assert.equal(again.status, 0);
    assert.doesNotMatch(again.stderr, /unpacked/, "reused on the next start");
  });

  test(`${arch}: a DATA_DIR where nothing can be unpacked fails at once, saying why once`, () => {
    const blocked = path.join(exe.dir, "not-a-folder");
    fs.writeFileSync(blocked, "");
    const r = cli(exe, ["help"], { DATA_DIR: blocked });
    assert.equal(r.status, 1, r.stderr);
    assert.equal(r.stderr.match(/cannot unpack the runtime/g)?.length, 1, r.stderr);
    assert.match(r.stderr, /ENOTDIR/);
  });

  test(`${arch}: user create and token work before the server runs`, () => {
    const created = cli(exe, ["user", "create", "--email", "admin@example.test", "--password", "a long password", "--admin"]);
    assert.equal(created.status, 0, created.stderr);
    assert.match(created.stdout, /Created user admin@example\.test/);
    const token = cli(exe, ["token", "--email", "admin@example.test"]);
    assert.equal(token.status, 0, token.stderr);
    // A personal API token (read-write, until revoked), printed alone for scripts.
    adminToken = token.stdout.trim();
    assert.match(adminToken, /^rl_pat_\S{20,}$/);
  });

  test(`${arch}: serve answers health, registration, recipes, search, uploads and imports`, { timeout: 600_000 * opts.slow }, async () => {
    server = await serve(exe, 60_000 * opts.slow);
    const { url } = server;
    assert.equal((await api(url, "GET", "/health")).status, 200);
    if (fs.existsSync(path.join(root, "dist/web/index.html"))) {
      const page = await fetch(`${url}/recipes/some-id`);
      assert.equal(page.status, 200, "the embedded web app answers its routes");
      assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    }
    const reg = await api(url, "POST", "/api/auth/register", undefined, { email: "cook@example.test", password: "password one two" });
    assert.equal(reg.status, 201, JSON.stringify(reg.body));
    const token = String(reg.body.token);

    const recipe = await api(url, "POST", "/api/recipes", token, {
      title: "Saffron Risotto",
      ingredients: ["300 g arborio rice", "1 pinch saffron"],
      instructions: ["Toast the rice.", "Add stock slowly."],
    });
    assert.equal(recipe.status, 201, JSON.stringify(recipe.body));
    const found = await api(url, "GET", "/api/recipes?q=saffr", token);
    assert.deepEqual(
      (found.body.recipes as { id: string }[]).map((r) => r.id),
      [recipe.body.id],
      "full-text search (SQLite FTS5 in the addon)",
    );

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "dinner.jpg");
    const file = await api(url, "POST", "/api/files", token, form);
    assert.equal(file.status, 201, JSON.stringify(file.body));
    assert.equal(file.body.width, 640, "sharp decoded the image inside the executable");
    assert.equal(typeof file.body.blur_hash, "string");

    const text = await api(url, "POST", "/api/imports", token, { type: "text", text: RECIPE_TEXT });
    assert.equal(text.status, 201, JSON.stringify(text.body));
    const textDone = await importDone(url, token, String(text.body.id), 60_000 * opts.slow);
    assert.equal(textDone.status, "completed", JSON.stringify(textDone));
    const cake = await api(url, "GET", `/api/recipes/${String(textDone.recipe_id)}`, token);
    assert.equal(cake.body.title, "Lemon Drizzle Cake", "the extraction worker thread ran from the unpacked runtime");

    if (opts.ocr) {
      const pageForm = new FormData();
      pageForm.append("file", new Blob([new Uint8Array(await renderedPage())], { type: "image/png" }), "page.png");
      const page = await api(url, "POST", "/api/files", token, pageForm);
      assert.equal(page.status, 201, JSON.stringify(page.body));
      const ocr = await api(url, "POST", "/api/imports", token, { type: "image_batch", file_ids: [page.body.id] });
      assert.equal(ocr.status, 201, JSON.stringify(ocr.body));
      const ocrDone = await importDone(url, token, String(ocr.body.id), 180_000 * opts.slow);
      assert.equal(ocrDone.status, "completed", JSON.stringify(ocrDone));
      const pancakes = await api(url, "GET", `/api/recipes/${String(ocrDone.recipe_id)}`, token);
      assert.match(JSON.stringify(pancakes.body.ingredients), /oats/i, "tesseract.js read the page with the embedded English data");
    }
  });

  const target = () => path.join(exe.dir, "family-backup.zip");
  test(`${arch}: backups are taken online, by the API and by the command`, { timeout: 300_000 * opts.slow }, async () => {
    assert.ok(server, "the server runs");
    const viaApi = await api(server.url, "POST", "/api/admin/backup", adminToken);
    assert.equal(viaApi.status, 201, JSON.stringify(viaApi.body));
    assert.ok(fs.existsSync(path.join(exe.dataDir, String(viaApi.body.file))));
    const r = cli(exe, ["backup", target()]);
    assert.equal(r.status, 0, r.stderr);
    // One zip (database, files, keys, manifest); the restore test below reads it back.
    assert.equal(fs.readFileSync(target()).subarray(0, 2).toString("latin1"), "PK", "the backup is one zip archive");
    server.child.kill("SIGTERM");
    assert.equal(await server.exited, 0, "SIGTERM stops it cleanly");
    server = null;
  });

  test(`${arch}: restore FILE puts a backup back (when this build has the command)`, (t) => {
    if (!/^\s+restore\b/m.test(cli(exe, ["help"]).stdout)) {
      t.skip("this build has no restore command yet");
      return;
    }
    const restored = cli(exe, ["restore", target(), "--force"]);
    assert.equal(restored.status, 0, restored.stderr + restored.stdout);
    const db = new Database(path.join(exe.dataDir, "library.db"), { readonly: true });
    assert.equal((db.prepare("SELECT COUNT(*) AS n FROM recipes").get() as { n: number }).n, opts.ocr ? 3 : 2);
    db.close();
  });

  test(`${arch}: an upgrade backs the database up before migrating, and a newer database is refused`, () => {
    const dataDir = path.join(exe.dir, "older");
    fs.mkdirSync(dataDir);
    const all = loadMigrations();
    const old = openDb(path.join(dataDir, "library.db"));
    migrate(old, all.slice(0, -1));
    old.close();
    const up = cli(exe, ["migrate"], { DATA_DIR: dataDir, RUNTIME_DIR: path.join(exe.dataDir, ".runtime") });
    assert.equal(up.status, 0, up.stderr);
    assert.match(up.stdout, new RegExp(`Applied: ${all[all.length - 1].name}`));
    const backups = fs.readdirSync(path.join(dataDir, "backups"));
    assert.equal(backups.length, 1);
    assert.match(backups[0], /^pre-migration-/);

    const db = new Database(path.join(dataDir, "library.db"));
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_from_the_future', 'x')").run();
    db.close();
    const refused = cli(exe, ["migrate"], { DATA_DIR: dataDir, RUNTIME_DIR: path.join(exe.dataDir, ".runtime") });
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /written by a newer version of this program/);
  });
}

for (const arch of ["x64", "arm64"] as const) {
  const file = path.join(root, "dist", `recipe-library-linux-${arch}`);
  const runnable = arch === "x64" ? process.arch === "x64" : fs.existsSync(QEMU);
  describe(`the ${arch} executable`, { skip: runnable ? false : `cannot run ${arch} here (install qemu-user-static)` }, () => {
    before(() => assert.ok(fs.existsSync(file), `${file} is missing: run npm run package`));
    // Emulated arm64 runs everything several times slower; OCR included (see the README's figures).
    suite(arch, arch === "x64" ? { slow: 1, ocr: true } : { slow: 6, ocr: process.env.EXECUTABLE_ARM64_OCR !== "0" });
  });
}
