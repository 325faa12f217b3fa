import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { startFakeOidcProvider, type FakeOidcProvider } from "../helpers/fake-oidc";
import { browserMissing, launch, phone } from "../helpers/browser";

/** Sign-in through the family's identity provider: authorization code + PKCE from the browser, on loopback. */
const skip = browserMissing();
let idp: FakeOidcProvider;
let web: WebHarness;
let browser: Browser;

describe("the web app's OIDC sign-in", { skip: skip ?? false }, () => {
  before(async () => {
    idp = await startFakeOidcProvider();
    web = await startWebHarness({
      env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId },
      envFor: (url) => ({ OIDC_REDIRECT_URI: `${url}/auth/callback` }),
    });
    // The first user (the administrator) exists, so the app offers sign-in rather than first-run setup.
    await web.api.request("POST", "/api/auth/register", { body: { email: "admin@example.test", password: "plum tart in June" } });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await web?.close();
    await idp?.close();
  });

  test("a family member signs in at the provider and lands back in the app, signed in", async () => {
    idp.approveAs({ sub: "idp-user-7", email: "lin@example.test", email_verified: true, name: "Lin" });
    const p = await phone(browser);
    await p.page.goto(`${web.url}/grocery`);
    await p.page.getByRole("button", { name: "Sign in with your family account" }).click();
    await p.page.waitForURL(/\/grocery$/, { timeout: 20_000 });
    await p.page.getByRole("heading", { name: "Grocery lists", level: 1 }).waitFor();
    const form = idp.tokenRequests.at(-1);
    assert.ok(form?.code_verifier && form.code_verifier.length >= 43, "the app sent its PKCE verifier");
    assert.equal(form?.redirect_uri, `${web.url}/auth/callback`);
    await p.page.reload();
    await p.page.getByRole("heading", { name: "Grocery lists", level: 1 }).waitFor();
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });
});
