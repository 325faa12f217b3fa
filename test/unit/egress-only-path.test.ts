/**
 * Canary for security.md's first lesson: "the SSRF guard exists but a second code path skips it". Every outbound
 * request must go through src/egress; this scans the source tree for the usual ways around it.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const srcRoot = path.join(repoRoot, "src");
const egressRoot = path.join(srcRoot, "egress");

/** Patterns that make an outbound connection without the guard. */
const FORBIDDEN: Array<[string, RegExp]> = [
  ["global fetch", /(?<![.\w$])fetch\s*\(/],
  ["http(s).request/get", /\bhttps?\.(request|get)\s*\(/],
  ["raw socket connect", /\b(net|tls)\.(connect|createConnection)\s*\(/],
  ["web-push's own HTTP client", /\bsendNotification\s*\(/],
  ["third-party HTTP client", /from\s+["'](undici|axios|node-fetch|got|request|superagent)["']/],
  ["destructured http(s) client", /import\s*\{[^}]*\b(request|get)\b[^}]*\}\s*from\s*["'](node:)?https?["']/],
];

/**
 * Deliberate exceptions, each with its design reference. design/api-contract.md: "OIDC_ISSUER is trusted
 * configuration ... requests to it are not subject to the import SSRF guard" (OIDC discovery may be plain http on
 * the LAN). An exemption is per file AND per pattern, so a new kind of bypass in the same file still fails.
 */
const EXEMPT: ReadonlyArray<{ file: string; what: string }> = [
  { file: "src/auth/tokens.ts", what: "global fetch" },
  // The web app's sign-in at the same provider: discovery, code exchange (with a deadline and a size cap).
  { file: "src/auth/oidc-provider.ts", what: "global fetch" },
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // src/web is the browser app: its fetch calls run in the family's browser against this same server, not here.
      if (full !== egressRoot && full !== webRoot) out.push(...sourceFiles(full));
    } else if (/\.(ts|mts|js|mjs)$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const webRoot = path.join(srcRoot, "web");

test("no code outside src/egress makes outbound HTTP requests", () => {
  const hits: string[] = [];
  for (const file of sourceFiles(srcRoot)) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      const code = line.trim();
      if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return;
      const rel = path.relative(repoRoot, file).split(path.sep).join("/");
      for (const [what, re] of FORBIDDEN) {
        if (!re.test(code) || EXEMPT.some((e) => e.file === rel && e.what === what)) continue;
        hits.push(`${rel}:${i + 1} ${what}`);
      }
    });
  }
  assert.deepEqual(hits, [], `outbound requests must use createEgress() from src/egress:\n${hits.join("\n")}`);
});

test("the canary patterns do catch the bypasses they name", () => {
  const samples = [
    "const r = await fetch(url)",
    "https.get(u, cb)",
    "http.request(opts)",
    "tls.connect({ host })",
    "await webpush.sendNotification(sub, payload)",
    'import { request } from "undici"',
    'import { get } from "node:https"',
  ];
  for (const s of samples)
    assert.ok(
      FORBIDDEN.some(([, re]) => re.test(s)),
      s,
    );
  assert.ok(!FORBIDDEN.some(([, re]) => re.test("await egress.fetch(url, opts)")));
  assert.ok(!FORBIDDEN.some(([, re]) => re.test('import http from "node:http"; http.createServer(app)')));
});
