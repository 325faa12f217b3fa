import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { SETTINGS_DOC } from "../../src/config";

const root = path.resolve(import.meta.dirname, "../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");

test("the README documents every setting the config reads", () => {
  for (const [name] of SETTINGS_DOC) assert.ok(readme.includes(`\`${name}\``), `${name} missing from README`);
});

test("the README gives the two set-up commands and .ci/run runs the test one", () => {
  assert.ok(readme.includes("npm ci && npm start"));
  assert.ok(readme.includes("npm ci && npm test"));
  assert.match(fs.readFileSync(path.join(root, ".ci/run"), "utf8"), /npm ci && npm test/);
});

test("every setting read from the environment is in the settings table", () => {
  const src = fs.readFileSync(path.join(root, "src/config.ts"), "utf8");
  const schemaKeys = [...src.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  const documented = new Set(SETTINGS_DOC.map(([k]) => k));
  for (const k of schemaKeys) assert.ok(documented.has(k), `${k} is read but not documented`);
});
