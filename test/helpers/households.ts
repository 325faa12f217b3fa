// Shared set-up for tests about what household members may see: a household with a member, a share into it, and a
// recipe whose nutrition carries a marker the test can look for in responses.
import assert from "node:assert/strict";
import { cachedStatement } from "../../src/db/statements";
import type { TestServer } from "./server";

type U = { id: string; token: string };

/** A household owned by `owner` that `member` has joined through an invite; its id. */
export async function householdWith(s: TestServer, owner: U, member: U): Promise<string> {
  const h = await s.request("POST", "/api/households", { token: owner.token, body: { name: "Home" } });
  assert.equal(h.status, 201, h.text);
  const inv = await s.request("POST", `/api/households/${h.body.id}/invites`, { token: owner.token, body: {} });
  assert.equal(inv.status, 201, inv.text);
  assert.equal((await s.request("POST", `/api/household-invites/${inv.body.token}/accept`, { token: member.token })).status, 200);
  return h.body.id as string;
}

/** Share a record of `u` into the household. */
export async function shareInto(s: TestServer, u: U, hid: string, type: string, id: string): Promise<void> {
  const res = await s.request("POST", `/api/households/${hid}/shares`, { token: u.token, body: { resource_type: type, resource_id: id } });
  assert.equal(res.status, 201, res.text);
}

/**
 * A recipe of two servings with one ingredient (300 g), whose stored nutrition says `calories`. Nutrition is
 * server-computed, so the figures are written directly. Pick a marker no id or timestamp can hold by chance (six or
 * more digits: a UUID holds "777" about once in 140).
 */
export async function recipeWithCalories(s: TestServer, u: U, title: string, ingredient: string, calories: number): Promise<string> {
  const res = await s.request("POST", "/api/recipes", {
    token: u.token,
    body: { title, servings: 2, ingredients: [{ name: ingredient, quantity: 300, unit: "g" }] },
  });
  assert.equal(res.status, 201, res.text);
  cachedStatement(s.deps.db.sqlite, "UPDATE recipes SET nutrition = ? WHERE id = ?").run(JSON.stringify({ calories, protein_g: 7 }), res.body.id);
  return res.body.id as string;
}
