import { test } from "node:test";
import assert from "node:assert/strict";
import { assertDocumentedResponse, routeFor } from "../helpers/documented-responses";
import { startTestServer } from "../helpers/server";

test("the test client refuses a 2xx body that its route's documented schema refuses", async () => {
  assert.throws(() => assertDocumentedResponse("GET", "/api/users/me", 200, { id: 42 }), /documented schema refuses[\s\S]*GET \/api\/users\/me/);
  assert.throws(() => assertDocumentedResponse("GET", "/api/recipes/7f0c5b5e-0000-4000-8000-000000000000", 200, { title: 3 }), /GET \/api\/recipes\/\{id\}/);
  // Errors are the error mapper's; they are checked by their own tests.
  assert.doesNotThrow(() => assertDocumentedResponse("GET", "/api/users/me", 404, { id: 42 }));

  const s = await startTestServer();
  try {
    const u = await s.user();
    const me = await s.request("GET", "/api/users/me", { token: u.token });
    assert.equal(me.status, 200);
    assert.doesNotThrow(() => assertDocumentedResponse("GET", "/api/users/me", 200, me.body));
  } finally {
    await s.close();
  }
});

test("a literal path is matched before a parameterised one, and the query string is ignored", () => {
  assert.equal(routeFor("GET", "/api/recipes?since=2026-01-01")?.path, "/api/recipes");
  assert.equal(routeFor("GET", "/api/users/me")?.path, "/api/users/me");
  assert.equal(routeFor("GET", "/api/recipes/abc")?.path, "/api/recipes/{id}");
  assert.equal(routeFor("GET", "/not/an/api"), undefined);
});
