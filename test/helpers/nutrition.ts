// Shared helpers of the nutrition matching tests: what one ingredient line matched, and a tolerance check on grams.
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { normalizeIngredient } from "../../src/lib/ingredients/format";

/** The one food a line matched, as stored (normalizeIngredient), and its grams; fails when the line was skipped. */
export function weigh(line: string): { ndb: string; description: string; grams: number } {
  const r = computeNutrition([normalizeIngredient(line)], 1);
  const m = r.matched[0];
  assert.ok(m, `${line}: skipped (${r.skipped[0]?.reason ?? "?"})`);
  return { ndb: m.food.ndb_no, description: m.food.description, grams: m.grams };
}

/** Grams within `tolerance` of `expected`. */
export function near(actual: number, expected: number, tolerance: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} g, expected ${expected} ± ${tolerance}`);
}
