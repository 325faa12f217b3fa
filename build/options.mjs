// The esbuild options of the server bundle, shared by build/build.mjs and the bundle tests so they build the same thing.
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

/**
 * V8 keeps a script's source in memory for lazy compilation, as one byte a character only when every character is
 * Latin-1. esbuild escapes non-ASCII in strings but not in regular expression literals or String.raw templates, and
 * a single "–" in a regex made the 1.3 MB bundle a two-byte string (+1.3 MB of idle heap). So our sources are fed to
 * esbuild with every non-ASCII character written as a \\uXXXX escape, which means the same thing in strings,
 * templates, identifiers and regular expressions (with or without the u flag). In String.raw templates the escape
 * stays literal text; ours only build RegExp sources, where it means the character again (a bundle test checks).
 */
export const asciiSources = {
  name: "ascii-sources",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      const contents = text.replace(/(\\*)([^\x00-\x7f])/g, (_m, slashes, ch) => {
        // "\–" is an identity escape of "–": drop the escaping backslash, or the escape would read as "\\u2013".
        const keep = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
        return keep + "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0");
      });
      return { contents, loader: "ts" };
    });
  },
};

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/**
 * Node's built-in modules reach the ESM bundle through require(), not `import`. An ESM import of a built-in builds
 * its namespace from every export, which reads lazy getters too: on Node 24 `import … from "node:http"` reads
 * http.WebSocket and friends and so loads undici, http2 and tls, 12 MB of RSS and ~15 ms of every start for a
 * server that never uses them. Through require() (the banner's) the getters stay unread: each built-in becomes a
 * small CommonJS shim that esbuild wraps like any bundled CommonJS package.
 */
export const builtinsThroughRequire = {
  name: "builtins-through-require",
  setup(b) {
    b.onResolve({ filter: /^[a-z_:/]+$/ }, (args) => {
      if (!builtins.has(args.path)) return undefined;
      // The shim's own require() of the built-in stays an external call.
      if (args.namespace === "builtin") return { path: args.path, external: true };
      return { path: args.path, namespace: "builtin" };
    });
    b.onLoad({ filter: /.*/, namespace: "builtin" }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path.startsWith("node:") ? args.path : `node:${args.path}`)});`,
      loader: "js",
    }));
  },
};

/**
 * zod's namespace re-exports its 40-odd message locales (z.locales), so bundling `z` bundles them all: 258 KB of the
 * 1.5 MB server bundle, source V8 keeps on the heap for as long as the server runs. The server speaks English only
 * (the error contract's messages), so the locale index resolves to English alone; z.locales.en stays.
 */
export const zodEnglishOnly = {
  name: "zod-english-only",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: path.join(path.dirname(args.importer), args.path), namespace: "zod-locales" };
    });
    b.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
      contents: `export { default as en } from "./en.js";`,
      loader: "js",
      resolveDir: path.dirname(args.path),
    }));
  },
};

/**
 * mime-db describes 2,522 media types; mime-types, its only reader, uses an entry's `extensions` (and `source`, to
 * rank two types claiming one extension) and its `charset`. koa loads it at start, so the whole 150 KB table was
 * built into the heap and walked before the first request. Entries with neither field, and the fields no one reads
 * (`compressible`), are left out of the bundle: every answer of mime-types stays the same (a bundle test compares).
 */
export function mimeEntriesInUse(db) {
  const kept = {};
  for (const [type, entry] of Object.entries(db)) {
    if (!entry.extensions && !entry.charset) continue;
    kept[type] = Object.fromEntries(["source", "charset", "extensions"].filter((k) => entry[k] !== undefined).map((k) => [k, entry[k]]));
  }
  return kept;
}

export const mimeDbInUse = {
  name: "mime-db-in-use",
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]mime-db[\\/]db\.json$/ }, (args) => ({
      // As a JSON.parse of a string: V8 parses JSON several times faster than the same object literal as code.
      contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(mimeEntriesInUse(JSON.parse(readFileSync(args.path, "utf8")))))});`,
      loader: "js",
    }));
  },
};

/** Some bundled CommonJS dependencies call require(); this banner gives an ESM bundle one. */
export const ESM_REQUIRE_BANNER = "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

/** Options for bundling `entryPoints` of the project at `root` (a path ending in "/"). */
export function bundleOptions(root, version) {
  return {
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    legalComments: "none",
    // heic-decode carries libheif as 2 MB of WebAssembly: it loads from node_modules, in the worker, on the first HEIC.
    external: ["better-sqlite3", "sharp", "tesseract.js", "@tesseract.js-data/eng", "web-push", "heic-decode"],
    // koa, accepts and multer's type-is each pin their own mime-types + mime-db (2.x/1.52 and 3.x/1.54): three copies
    // of a 150 KB JSON table parsed into the heap at start. The APIs they use (lookup, contentType, extension, charset)
    // are the same in both majors, so every copy resolves to the newest one at the project root (aliases resolve from
    // the working directory).
    alias: { "mime-types": "mime-types", "mime-db": "mime-db" },
    define: { __APP_VERSION__: JSON.stringify(version) },
    banner: { js: ESM_REQUIRE_BANNER },
    logLevel: "warning",
    plugins: [asciiSources, builtinsThroughRequire, zodEnglishOnly, mimeDbInUse],
  };
}
