import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

/** A tiny stand-in for the web app build (dist/web), in a temp dir, with a secret file beside it. */
export interface FakeWebRoot {
  /** The parent directory (holds `secret.txt`, outside the web root). */
  dir: string;
  /** The web root itself. */
  root: string;
  js: string;
  remove(): void;
}

export const INDEX_HTML =
  '<!doctype html><html><head><title>Recipe library</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="app"></div></body></html>\n';
export const APP_JS = `console.log(${JSON.stringify("hello ".repeat(50))});\n`;

export function makeFakeWebRoot(): FakeWebRoot {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-web-"));
  const root = path.join(dir, "web");
  fs.mkdirSync(path.join(root, "assets"), { recursive: true });
  fs.mkdirSync(path.join(root, "icons"));
  fs.writeFileSync(path.join(root, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(root, "index.html.gz"), zlib.gzipSync(INDEX_HTML));
  const js = path.join(root, "assets", "app-abc123.js");
  fs.writeFileSync(js, APP_JS);
  fs.writeFileSync(js + ".gz", zlib.gzipSync(APP_JS));
  fs.writeFileSync(js + ".br", zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(root, "assets", "app-abc123.css"), "body{margin:0}\n");
  fs.writeFileSync(path.join(root, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  fs.writeFileSync(path.join(root, "manifest.webmanifest"), JSON.stringify({ name: "Recipes", start_url: "/" }));
  fs.writeFileSync(path.join(root, "icons", "icon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(root, "icons", "icon-512.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  fs.writeFileSync(path.join(root, ".env"), "SECRET=dotfile\n");
  fs.writeFileSync(path.join(dir, "secret.txt"), "TOP SECRET\n");
  fs.symlinkSync(path.join(dir, "secret.txt"), path.join(root, "link.txt"));
  return { dir, root, js, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A raw GET whose path is sent byte for byte (fetch would normalise `..` away before sending). */
export function rawGet(
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
