// Invites are the way in: registration is closed after the first user by default, and an invite link previews
// anonymously and creates the account and the membership in one step.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

type U = { id: string; email: string; token: string };
let s: TestServer;
let owner: U;
let hid: string;

before(async () => {
  s = await startTestServer();
  owner = await s.user();
  s.deps.db.sqlite.prepare("UPDATE users SET display_name = 'Anna' WHERE id = ?").run(owner.id);
  const h = await s.request("POST", "/api/households", { token: owner.token, body: { name: "The Millers" } });
  assert.equal(h.status, 201, h.text);
  hid = h.body.id;
});
after(() => s.close());

async function invite(body: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const r = await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body });
  assert.equal(r.status, 201, r.text);
  return r.body;
}
const users = (): number => (s.deps.db.sqlite.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;

test("answers the anonymous invite preview with status 200, and 404 for unknown, used or expired tokens", async () => {
  const inv = await invite();
  const r = await s.request("GET", `/api/household-invites/${inv.token}`);
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(Object.keys(r.body).sort(), ["expires_at", "household", "invited_by"]);
  assert.deepEqual(r.body.household, { name: "The Millers" });
  assert.deepEqual(r.body.invited_by, { display_name: "Anna" });
  assert.equal((await s.request("GET", `/api/household-invites/${"x".repeat(43)}`)).status, 404);
  s.deps.db.sqlite.prepare("UPDATE household_invites SET expires_at = ? WHERE id = ?").run("2000-01-01T00:00:00.000Z", inv.id);
  assert.equal((await s.request("GET", `/api/household-invites/${inv.token}`)).status, 404, "expired");
  assert.equal(
    (await s.request("POST", `/api/household-invites/${inv.token}/register`, { body: { email: "late@example.test", password: "plum tart in June" } })).status,
    404,
  );
});

test("creates the account and joins with status 201 while registration is closed, once, and the new member then signs in", async () => {
  assert.equal(
    (await s.request("POST", "/api/auth/register", { body: { email: "walk-in@example.test", password: "plum tart in June" } })).status,
    403,
    "closed by default",
  );
  const inv = await invite();
  const r = await s.request("POST", `/api/household-invites/${inv.token}/register`, {
    body: { email: "ben@example.test", password: "plum tart in June", display_name: "Ben" },
  });
  assert.equal(r.status, 201, r.text);
  assert.equal(r.body.user.email, "ben@example.test");
  assert.equal(r.body.user.is_admin, false);
  assert.deepEqual(r.body.user.household_ids, [hid]);
  assert.equal(r.body.household.id, hid);
  assert.ok(r.body.household.members.some((m: { user_id: string; role: string }) => m.user_id === r.body.user.id && m.role === "member"));
  const login = await s.request("POST", "/api/auth/login", { body: { email: "ben@example.test", password: "plum tart in June" } });
  assert.equal(login.status, 200, login.text);
  assert.equal((await s.request("GET", `/api/households/${hid}`, { token: login.body.token })).status, 200);
  const before = users();
  const again = await s.request("POST", `/api/household-invites/${inv.token}/register`, { body: { email: "cat@example.test", password: "plum tart in June" } });
  assert.equal(again.status, 404, "single use");
  assert.equal(users(), before, "nothing created");
  assert.equal((await s.request("GET", `/api/household-invites/${inv.token}`)).status, 404);
});

test("answers with status 403 for an invite bound to another email and 409 for a taken email, creating nothing and keeping the invite", async () => {
  const bound = await invite({ email: "dora@example.test" });
  const before = users();
  const wrong = await s.request("POST", `/api/household-invites/${bound.token}/register`, {
    body: { email: "eve@example.test", password: "plum tart in June" },
  });
  assert.equal(wrong.status, 403);
  assert.equal(users(), before);
  const taken = await s.request("POST", `/api/household-invites/${bound.token}/register`, { body: { email: owner.email, password: "plum tart in June" } });
  assert.equal(taken.status, 409);
  assert.equal(users(), before);
  assert.equal((await s.request("GET", `/api/household-invites/${bound.token}`)).status, 200, "the invite is still usable");
  const right = await s.request("POST", `/api/household-invites/${bound.token}/register`, {
    body: { email: "DORA@example.test", password: "plum tart in June" },
  });
  assert.equal(right.status, 201, right.text);
  const bad = await s.request("POST", `/api/household-invites/${(await invite()).token}/register`, { body: { email: "x@example.test", password: "short" } });
  assert.equal(bad.status, 400);
});

test("rate limits invite sign-up like registration with status 429", async () => {
  const t = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: "3" } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (await t.request("POST", `/api/household-invites/${"a".repeat(43)}/register`, { body: { email: `p${i}@example.test`, password: "plum tart in June" } }))
          .status,
      );
    }
    assert.ok(statuses.includes(404) && statuses.includes(429), statuses.join(","));
  } finally {
    await t.close();
  }
});
