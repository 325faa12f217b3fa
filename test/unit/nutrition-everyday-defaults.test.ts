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

test("yogurt not called Greek is ordinary yogurt, whatever its fat level or flavour", () => {
  assert.match(food("nonfat yogurt") ?? "", /^Yogurt, plain, skim milk/);
  assert.match(food("fat-free plain yogurt") ?? "", /^Yogurt, plain, skim milk/);
  assert.match(food("low-fat yogurt") ?? "", /^Yogurt, plain, low fat/);
  assert.match(food("vanilla yogurt") ?? "", /^Yogurt, vanilla, low fat/);
  assert.match(food("nonfat vanilla yogurt") ?? "", /^Yogurt, vanilla, low fat/);
  // Named Greek, it stays Greek.
  assert.match(food("Greek yogurt") ?? "", /^Yogurt, Greek, plain, whole milk/);
  assert.match(food("nonfat Greek yogurt") ?? "", /^Yogurt, Greek, plain, nonfat/);
  assert.match(food("low-fat Greek yogurt") ?? "", /^Yogurt, Greek, plain, lowfat/);
  const r = computeNutrition([parseIngredientLine("2 cups nonfat plain yogurt")], 1);
  assert.ok(r.protein_g > 20 && r.protein_g < 32, `protein ${r.protein_g}`);
});
