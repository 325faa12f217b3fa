import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { matchFood } from "../../src/nutrition/match";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";

function food(name: string): string | undefined {
  return matchFood(name)?.food.description;
}

test("plain ground beef is the everyday 80/20 grind; a leaner grind is named", () => {
  assert.match(food("ground beef") ?? "", /80% lean meat \/ 20% fat, raw/);
  assert.match(food("ground meat") ?? "", /80% lean meat \/ 20% fat, raw/);
  assert.match(food("lean ground beef") ?? "", /90% lean/);
  const r = computeNutrition([parseIngredientLine("2 lbs ground beef, browned and drained")], 4);
  assert.ok(r.fat_g > 40 && r.fat_g < 50, `fat ${r.fat_g}`);
});
