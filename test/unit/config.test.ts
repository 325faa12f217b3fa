import { test } from "node:test";
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../../src/config";

test("defaults apply when nothing is set", () => {
  const c = loadConfig({});
  assert.equal(c.port, 8080);
  assert.equal(c.host, "0.0.0.0");
  assert.match(c.dataDir, /data$/);
  assert.equal(c.auth.accessTtlSeconds, 900);
  assert.ok(Object.isFrozen(c) && Object.isFrozen(c.auth), "the config is frozen");
});

test("every bad value is listed, not only the first", () => {
  assert.throws(
    () => loadConfig({ PORT: "abc", LOG_LEVEL: "loud", PUBLIC_URL: "not a url", TRUST_PROXY: "perhaps", OIDC_ISSUER: "https://auth.lan" }),
    (e: unknown) => {
      assert.ok(e instanceof ConfigError);
      const text = e.problems.join("\n");
      for (const key of ["PORT", "LOG_LEVEL", "PUBLIC_URL", "TRUST_PROXY"]) assert.match(text, new RegExp(key));
      return true;
    },
  );
  assert.throws(() => loadConfig({ OIDC_ISSUER: "http://auth.lan" }), (e: unknown) => e instanceof ConfigError && /OIDC_AUDIENCE/.test(e.message));
});

test("allowed import hosts are parsed from a comma-separated list, lower-cased", () => {
  assert.deepEqual(loadConfig({ IMPORT_ALLOWED_HOSTS: " Recipes.LAN, ,nas.local " }).imports.allowedHosts, ["recipes.lan", "nas.local"]);
});
