/**
 * Dried foods named as such. "1 cup dried chickpeas", "1 lb dry black beans", "8 oz pinto beans, soaked
 * overnight": dried pulses weigh about three times the energy of the canned or cooked beans the plain name
 * matches (SR's raw "mature seeds" are the dried beans), and "dried" before a name SR files without it
 * ("dried breadcrumbs", "dried yeast") found nothing at all.
 */
import { matchFood, type FoodMatch } from "./match";
import { siblingsOf } from "./siblings";
import type { NutritionIngredient } from "./types";

const DRY_WORD = /\b(?:dried|dry)\b/gi;
/** Pulses soaked before cooking are bought dried. */
const SOAKED = /\bsoak(?:ed|ing)?\b/i;

/** SR's dried (raw mature seeds) entry of a canned or cooked pulse, or null. */
function rawPulse(m: FoodMatch): FoodMatch | null {
  if (m.food.group !== "legume" || !/\b(?:canned|cooked|boiled)\b/i.test(m.food.description)) return null;
  const kind = m.food.description.split(/,\s*mature seeds\b/)[0];
  if (kind === undefined || kind === m.food.description) return null;
  const raw = siblingsOf(m.food).find((f) => f.description === `${kind}, mature seeds, raw`);
  return raw ? { ...m, food: raw } : null;
}

/**
 * The match of a food the line says is dried: a pulse becomes its dried (raw mature seeds) entry; a name
 * that matched nothing is tried without "dried", kept only when SR's food is itself dry ("Bread crumbs,
 * dry"; "Leavening agents, yeast, baker's, active dry") or a pulse. Other lines keep their match.
 */
export function driedForm(foodName: string, ing: NutritionIngredient, current: FoodMatch | null): FoodMatch | null {
  const named = new RegExp(DRY_WORD.source, "i").test(foodName);
  if (!named && !SOAKED.test(`${ing.preparation ?? ""} ${ing.note ?? ""}`)) return current;
  if (current) return rawPulse(current) ?? current;
  if (!named) return null;
  const bare = matchFood(foodName.replace(DRY_WORD, " ").replace(/\s+/g, " ").trim());
  if (!bare) return null;
  return rawPulse(bare) ?? (bare.food.group === "legume" || /\b(?:dry|dried|dehydrated)\b/i.test(bare.food.description) ? bare : null);
}
