import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeClock } from "../../src/lib/clock";

const clock = fakeClock(Date.parse("2026-03-01T10:00:00.000Z"));
let server: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let photo: Buffer;

before(async () => {
  server = await startTestServer({ clock, env: { UPLOAD_LIMIT_BYTES: "300000", UPLOAD_MAX_PIXELS: "1000000", MEDIA_URL_TTL_SECONDS: "600" } });
  alice = await server.user();
  bob = await server.user();
  // A small photo carrying EXIF with GPS coordinates and a marker string.
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "exif-secret-marker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
    .toBuffer();
});
after(() => server.close());

/** POST /api/files with one `file` part. */
function upload(token: string | undefined, bytes: Buffer | string, filename: string, type = "application/octet-stream") {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type }), filename);
  return server.request("POST", "/api/files", { token, raw: form });
}

/** The signed URL, pointed at the test server instead of PUBLIC_URL. */
const local = (u: string): string => {
  const x = new URL(u);
  return server.url + x.pathname + x.search;
};

const tmpDir = () => path.join(server.dataDir, "files", ".tmp");
const tempFiles = () => (fs.existsSync(tmpDir()) ? fs.readdirSync(tmpDir()) : []);

/** A PNG whose header claims 50,000 × 50,000 pixels (2.5 GP) around a few bytes of data. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /api/files", () => {
  test("answers with status 401 when no token is sent", async () => {
    assert.equal((await upload(undefined, photo, "a.jpg")).status, 401);
  });

  test("answers with status 201 with a re-encoded image free of EXIF and GPS", async () => {
    const r = await upload(alice.token, photo, "holiday.jpeg", "image/jpeg");
    assert.equal(r.status, 201);
    const f = r.body;
    assert.equal(f.user_id, alice.id);
    assert.equal(f.content_type, "image/jpeg");
    assert.equal(f.filename, "holiday.jpg");
    assert.equal(f.width, 64);
    assert.equal(f.height, 48);
    assert.ok(f.blur_hash.length > 6);
    assert.match(f.sha256, /^[0-9a-f]{64}$/);
    assert.match(f.url, /^http:\/\/localhost:8080\/media\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const content = await server.request("GET", `/api/files/${f.id}/content`, { token: alice.token });
    assert.equal(content.status, 200);
    const bytes = Buffer.from(
      await (await fetch(server.url + `/api/files/${f.id}/content`, { headers: { authorization: `Bearer ${alice.token}` } })).arrayBuffer(),
    );
    assert.equal(bytes.length, f.size);
    assert.equal(bytes.includes("exif-secret-marker"), false);
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(content.headers.get("x-content-type-options"), "nosniff");
    assert.equal(content.headers.get("content-security-policy"), "default-src 'none'; sandbox");
    assert.match(content.headers.get("content-disposition") ?? "", /^inline; filename="holiday.jpg"/);
  });

  test("answers with status 415 when HTML is uploaded under a .jpg name", async () => {
    const r = await upload(alice.token, "<!DOCTYPE html><html><script>alert(document.cookie)</script></html>", "cat.jpg", "image/jpeg");
    assert.equal(r.status, 415);
  });

  test("answers with status 415 when an SVG with a script is uploaded", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    assert.equal((await upload(alice.token, svg, "logo.svg", "image/svg+xml")).status, 415);
    assert.equal((await upload(alice.token, `<?xml version="1.0"?>\n${svg}`, "logo.png", "image/png")).status, 415);
  });

  test("answers with status 201 with a JPEG when an iPhone HEIC photo is uploaded", async () => {
    const heic = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/images/ocr-recipe-page.heic"));
    const r = await upload(alice.token, heic, "IMG_0001.HEIC", "image/heic");
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.content_type, "image/jpeg");
    assert.equal(r.body.filename, "IMG_0001.jpg");
    assert.deepEqual([r.body.width, r.body.height], [900, 580]);
    const content = await fetch(`${server.url}/api/files/${r.body.id}/content`, { headers: { authorization: `Bearer ${alice.token}` } });
    assert.equal((await sharp(Buffer.from(await content.arrayBuffer())).metadata()).format, "jpeg");
    assert.deepEqual(tempFiles(), []);
  });

  test("answers with status 201 and strips the payload when a polyglot image carries HTML", async () => {
    const polyglot = Buffer.concat([photo, Buffer.from("<html><script>alert('polyglot')</script></html>")]);
    const r = await upload(alice.token, polyglot, "poly.html", "text/html");
    assert.equal(r.status, 201);
    assert.equal(r.body.content_type, "image/jpeg");
    assert.equal(r.body.filename, "poly.jpg");
    const bytes = Buffer.from(await (await fetch(local(r.body.url))).arrayBuffer());
    assert.equal(bytes.includes("<script"), false);
  });

  test("answers with status 415 when a GIF header hides a document", async () => {
    const r = await upload(alice.token, Buffer.from("GIF89a<html><script>alert(1)</script></html>"), "x.gif");
    assert.equal(r.status, 415);
    assert.deepEqual(tempFiles(), []);
  });

  test("answers with status 413 when an image has more pixels than allowed", async () => {
    const r = await upload(alice.token, pixelBomb(), "bomb.png", "image/png");
    assert.equal(r.status, 413);
    assert.match(r.body.error, /pixels/);
    assert.deepEqual(tempFiles(), []);
  });

  test("answers with status 413 when the file is over the size limit, declared or streamed", async () => {
    const big = Buffer.alloc(400_000, 0x61);
    assert.equal((await upload(alice.token, big, "big.txt", "text/plain")).status, 413);
    // Chunked: no Content-Length, so the limit trips while streaming.
    const boundary = "----bigbound";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = new ReadableStream({
      start(c) {
        c.enqueue(head);
        for (let i = 0; i < 8; i++) c.enqueue(Buffer.alloc(50_000, 0x62));
        c.enqueue(tail);
        c.close();
      },
    });
    const res = await fetch(server.url + "/api/files", {
      method: "POST",
      headers: { authorization: `Bearer ${alice.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    assert.equal(res.status, 413);
    assert.deepEqual(tempFiles(), []);
  });

  test("answers with status 400 and leaves no temp file when the multipart body is truncated", async () => {
    const boundary = "----truncated";
    const raw = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.txt"\r\nContent-Type: text/plain\r\n\r\n`),
      Buffer.alloc(5000, 0x63),
    ]);
    const r = await server.request("POST", "/api/files", { token: alice.token, raw, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    assert.equal(r.status, 400);
    assert.deepEqual(tempFiles(), []);
    // The server is still serving.
    assert.equal((await server.request("GET", "/health")).status, 200);
  });

  test("answers with status 400 when the body is not multipart or has no file part", async () => {
    assert.equal((await server.request("POST", "/api/files", { token: alice.token, body: { file: "x" } })).status, 415);
    const form = new FormData();
    form.append("other", "value");
    const r = await server.request("POST", "/api/files", { token: alice.token, raw: form });
    assert.equal(r.status, 400);
    assert.equal(r.body.errors[0].path, "file");
  });

  test("answers with status 201 storing a sanitised name when the filename tries path traversal", async () => {
    const r = await upload(alice.token, "just some notes\n", "../../../etc/passwd\u202e.txt", "text/plain");
    assert.equal(r.status, 201);
    assert.equal(r.body.filename, "passwd.txt");
    assert.equal(r.body.content_type, "text/plain; charset=utf-8");
    assert.equal(fs.existsSync(path.join(server.dataDir, "etc")), false);
    const content = await server.request("GET", `/api/files/${r.body.id}/content`, { token: alice.token });
    assert.equal(content.text, "just some notes\n");
    assert.match(content.headers.get("content-disposition") ?? "", /^attachment; filename="passwd.txt"; filename\*=UTF-8''passwd.txt$/);
  });
});

describe("GET/DELETE /api/files/{id} and /media", () => {
  test("answers with status 404 for another user's file on every route", async () => {
    const f = (await upload(alice.token, photo, "mine.jpg")).body;
    assert.equal((await server.request("GET", `/api/files/${f.id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("GET", `/api/files/${f.id}/content`, { token: bob.token })).status, 404);
    assert.equal((await server.request("DELETE", `/api/files/${f.id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("GET", `/api/files/${f.id}`, { token: alice.token })).status, 200);
    assert.equal((await server.request("GET", `/api/files/not-a-uuid`, { token: alice.token })).status, 404);
  });

  test("answers with status 200 for a signed URL and 403 when it is tampered with or expired", async () => {
    const f = (await upload(alice.token, photo, "signed.jpg")).body;
    const ok = await fetch(local(f.url));
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get("content-type"), "image/jpeg");
    assert.match(ok.headers.get("cache-control") ?? "", /^private/);
    const preview = await fetch(local(f.preview_url));
    assert.equal(preview.status, 200);
    assert.equal(preview.headers.get("content-type"), "image/webp");
    const u = new URL(f.url);
    const sig = u.searchParams.get("sig") ?? "";
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${u.pathname}?exp=${u.searchParams.get("exp")}&sig=${flipped}`,
      `${u.pathname}?exp=${Number(u.searchParams.get("exp")) + 3600}&sig=${sig}`,
      `${u.pathname}?exp=${u.searchParams.get("exp")}&sig=${sig}&variant=preview`,
      `${u.pathname}?exp=${u.searchParams.get("exp")}`,
      `/media/${bob.id}?exp=${u.searchParams.get("exp")}&sig=${sig}`,
    ]) {
      assert.equal((await fetch(server.url + bad)).status, 403, bad);
    }
    clock.advance(2 * 3600_000);
    assert.equal((await fetch(local(f.url))).status, 403);
    // The fake clock also expired the access tokens.
    alice.token = (await server.deps.tokens.issueAccessToken(alice.id)).token;
    bob.token = (await server.deps.tokens.issueAccessToken(bob.id)).token;
  });

  test("answers with status 204 on DELETE and removes the file from recipes that showed it", async () => {
    const f = (await upload(alice.token, photo, "dish.jpg")).body;
    const rec = await server.request("POST", "/api/recipes", { token: alice.token, body: { title: "Dish", media: [{ file_id: f.id }] } });
    assert.equal(rec.status, 201);
    assert.equal(rec.body.media[0].kind, "image");
    assert.equal(rec.body.media[0].width, 64);
    assert.equal(rec.body.blur_hash, f.blur_hash);
    assert.match(rec.body.media[0].url, /\/media\//);
    clock.advance(1000);
    assert.equal((await server.request("DELETE", `/api/files/${f.id}`, { token: alice.token })).status, 204);
    const after = await server.request("GET", `/api/recipes/${rec.body.id}`, { token: alice.token });
    assert.deepEqual(after.body.media, []);
    assert.equal(after.body.blur_hash, null);
    assert.notEqual(after.body.updated_at, rec.body.updated_at);
    assert.equal((await fetch(local(f.url))).status, 404);
  });

  test("answers with status 404 when a recipe references a file the caller cannot see", async () => {
    const f = (await upload(alice.token, photo, "private.jpg")).body;
    const r = await server.request("POST", "/api/recipes", { token: bob.token, body: { title: "Stolen", media: [{ file_id: f.id }] } });
    assert.equal(r.status, 404);
  });

  test("removes the user's files from disk when the account is deleted", async () => {
    const carol = await server.user();
    const f = (await upload(carol.token, photo, "carol.jpg")).body;
    const keys = server.deps.db.sqlite.prepare("SELECT storage_key, preview_key FROM files WHERE id = ?").get(f.id) as {
      storage_key: string;
      preview_key: string;
    };
    const store = server.deps.services.files.store;
    assert.ok(fs.existsSync(store.pathFor(keys.storage_key)));
    const exp = await server.request("GET", "/api/users/me/export", { token: carol.token });
    assert.equal(exp.body.files.length, 1);
    assert.equal((await server.request("DELETE", "/api/users/me", { token: carol.token })).status, 204);
    assert.equal(fs.existsSync(store.pathFor(keys.storage_key)), false);
    assert.equal(fs.existsSync(store.pathFor(keys.preview_key)), false);
  });
});
