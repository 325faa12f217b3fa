// Bundles the family web app (src/web/) into dist/web/: index.html, hashed assets with .gz and .br siblings, the
// service worker, the manifest and icons generated from one SVG. Called by build/build.mjs; also runnable alone.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync, brotliCompressSync, constants as z } from "node:zlib";
import sharp from "sharp";

const root = new URL("..", import.meta.url).pathname;
const src = join(root, "src/web");
const out = join(root, "dist/web");

export async function buildWeb() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, "icons"), { recursive: true });

  const app = await build({
    absWorkingDir: root,
    entryPoints: { app: join(src, "main.tsx") },
    bundle: true,
    format: "esm",
    target: ["chrome100", "safari15.4", "firefox100"],
    minify: true,
    jsx: "automatic",
    jsxImportSource: "preact",
    entryNames: "assets/[name]-[hash]",
    assetNames: "assets/[name]-[hash]",
    outdir: out,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
    charset: "utf8",
  });
  const outputs = Object.keys(app.metafile.outputs).map((p) => relative(out, join(root, p)));
  const js = outputs.find((p) => p.endsWith(".js"));
  const css = outputs.find((p) => p.endsWith(".css"));
  if (!js || !css) throw new Error("web build: missing js or css output");

  // Icons: any-purpose from the SVG as drawn, maskable with the artwork inside the 80% safe zone on a full bleed.
  const svg = readFileSync(join(src, "icon.svg"));
  writeFileSync(join(out, "icons/icon.svg"), svg);
  for (const size of [192, 512]) {
    await sharp(svg, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(join(out, `icons/icon-${size}.png`));
    const inner = Math.round(size * 0.7);
    const art = await sharp(svg, { density: 300 }).resize(inner, inner).png().toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: "#2f6b3a" } })
      .composite([{ input: art, gravity: "center" }])
      .png()
      .toFile(join(out, `icons/maskable-${size}.png`));
  }
  await sharp(svg, { density: 300 }).resize(180, 180).flatten({ background: "#ffffff" }).png().toFile(join(out, "icons/apple-touch-icon.png"));

  const manifest = {
    name: "Recipe Library",
    short_name: "Recipes",
    description: "The family's recipes, meal plans and shopping lists.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#2f6b3a",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
    share_target: { action: "/import", method: "GET", params: { title: "title", text: "text", url: "url" } },
  };
  writeFileSync(join(out, "manifest.webmanifest"), JSON.stringify(manifest, null, 2));

  const html = readFileSync(join(src, "index.html"), "utf8")
    .replace("<!--CSS-->", `<link rel="stylesheet" href="/${css}">`)
    .replace("<!--JS-->", `<script type="module" src="/${js}"></script>`);
  writeFileSync(join(out, "index.html"), html);

  // The service worker caches this exact shell; its version changes whenever any shell file does.
  const shell = ["/", `/${js}`, `/${css}`, "/manifest.webmanifest", "/icons/icon.svg", "/icons/icon-192.png"];
  const version = createHash("sha256")
    .update(html + js + css)
    .digest("hex")
    .slice(0, 12);
  await build({
    absWorkingDir: root,
    entryPoints: [join(src, "sw.ts")],
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    outfile: join(out, "sw.js"),
    define: { __SHELL__: JSON.stringify(shell), __VERSION__: JSON.stringify(version) },
    logLevel: "warning",
  });

  for (const file of walk(out)) {
    if (!/\.(js|css|html|webmanifest|svg)$/.test(file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [z.BROTLI_PARAM_QUALITY]: 11, [z.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  }
  const firstLoad = ["index.html", js, css].reduce((n, f) => n + statSync(join(out, `${f}.gz`)).size, 0);
  return { js, css, firstLoadGzipBytes: firstLoad };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await buildWeb();
  console.log(`web: ${r.js} ${r.css}, first load ${(r.firstLoadGzipBytes / 1024).toFixed(1)} KB gzipped`);
}
