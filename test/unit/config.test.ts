import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
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
  assert.throws(
    () => loadConfig({ OIDC_ISSUER: "http://auth.lan" }),
    (e: unknown) => e instanceof ConfigError && /OIDC_AUDIENCE/.test(e.message),
  );
});

test("allowed import hosts are parsed from a comma-separated list, lower-cased", () => {
  assert.deepEqual(loadConfig({ IMPORT_ALLOWED_HOSTS: " Recipes.LAN, ,nas.local " }).imports.allowedHosts, ["recipes.lan", "nas.local"]);
});

test("WEB_ROOT defaults to dist/web of the repository (never src/web, the app's sources) and can be set", () => {
  const fromSource = loadConfig({});
  assert.ok(fromSource.webRoot.endsWith(`${path.sep}dist${path.sep}web`), fromSource.webRoot);
  assert.equal(loadConfig({ WEB_ROOT: "/srv/recipes/web" }).webRoot, "/srv/recipes/web");
});

test("OIDC_CLIENT_ID configures the web app's sign-in and stands in for OIDC_AUDIENCE", () => {
  const c = loadConfig({ OIDC_ISSUER: "https://auth.lan", OIDC_CLIENT_ID: "recipes", PUBLIC_URL: "https://recipes.lan" });
  assert.equal(c.oidc?.audience, "recipes");
  assert.deepEqual(c.oidc?.web, { clientId: "recipes", clientSecret: undefined, redirectUri: "https://recipes.lan/auth/callback" });
  assert.throws(
    () => loadConfig({ OIDC_CLIENT_ID: "recipes" }),
    (e: unknown) => e instanceof ConfigError && /OIDC_ISSUER/.test(e.message),
  );
  assert.equal(loadConfig({ OIDC_ISSUER: "https://auth.lan", OIDC_AUDIENCE: "api" }).oidc?.web, null);
});
