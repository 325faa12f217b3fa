/**
 * Per-serving nutrition of a recipe from its ingredient list (pure apart from the lazily loaded food
 * table). Unmatched or unweighable ingredients are skipped with a reason, never guessed.
 */
import { createHash } from "node:crypto";
import { absorbedFryingOil, addPlusAmounts, edibleShareOfWhole } from "./extras";
import { driedForm } from "./dried";
import { boneInShare, skinOnCut } from "./poultry";
import { absorbedOilGrams, fryingFatName, isFriedFood, isFryingFat } from "./frying";
import { foodByNdb } from "./data-loader";
import { matchFood, withFood, type FoodMatch } from "./match";
import { foodKind } from "./siblings";
import { toGrams } from "./portions";
import { repairIngredient } from "./rewrite";
import { cannedSiblingOf, COOKED_FOOD, cookedSiblingOf, isCookedFormOf } from "./stated-state";
import { isOnlyQualifiers, normalizeName, primaryName, tokens } from "./text";
import { normalizeUnit } from "../lib/units";
import type { Food, MatchedIngredient, NutritionIngredient, NutritionResult, SkippedIngredient } from "./types";

/** Amount phrases that mean "no measurable amount". */
const UNMEASURED = /\b(to taste|as needed|as required|for (serving|garnish|frying|deep frying|greasing|dusting|brushing|drizzling))\b/i;

/** Ingredients that are not food (equipment that slips into ingredient lists). */
const NOT_FOOD = /\b(skewers?|toothpicks?|parchment|foil|cheesecloth|twine|food colou?ring|ice cubes?)\b/i;
/**
 * Things that flavour a pot and come out before serving: bones and carcasses for stock (the search found beef
 * chuck for "beef bones", a dry broth cube for "soup bones"), a cheese rind in a soup, leaves and husks that
 * wrap food, read on the first-named food of the line. "Bone-in" and "boneless" cuts, bone broth and a meaty
 * ham bone are food.
 */
const NOT_EATEN = /(?:(?<![-\w])bones?|\bcarcass(?:es)?|\b(?:parmesan|parmigiano|pecorino|grana padano|cheese)\s+rinds?|\bbanana lea(?:f|ves)|\bcorn husks?)$/i;

/** Ice on its own ("1 cup ice", "crushed ice"): frozen water, which the search took for ice cream. */
const ICE = /^(?:[\w-]+\s+)?ice(?:\s+cubes?)?$/i;

/** Two cups (473 ml) or more of a plain oil: no dish absorbs that much; it is frying oil. */
const FRYING_OIL_ML = 473;

/** True for an oil line whose amount is a frying bath ("2 cups vegetable oil" for fried bananas). */
function isFryingAmount(ing: NutritionIngredient, name: string): boolean {
  if (!/\b(oil|lard|shortening)\b/i.test(name) || ing.quantity === undefined || !ing.unit) return false;
  const info = normalizeUnit(ing.unit);
  if (!info || info.dimension !== "volume") return false;
  return ing.quantity * info.toBase >= FRYING_OIL_ML;
}

/** "Juice of 1 lime", "juice from ½ lemon": the juice one fruit yields. */
const JUICE_OF = /^(?:the\s+)?juice\s+(?:of|from)\s+(?:(\d+(?:[.,]\d+)?|½|¼|a|an|one|two|half)\s+)?(?:\w+\s+)?(lemon|lime|orange|grapefruit)s?\b/i;

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, half: 0.5, "½": 0.5, "¼": 0.25 };

/** A citrus fruit named alone, as parsers leave "Juice of 1 lime" (name "lime", preparation "Juice"). */
const CITRUS = /^(?:fresh\s+|large\s+|medium\s+|small\s+|ripe\s+|\w+\s+)?(lemon|lime|orange|grapefruit)s?$/i;

/**
 * "1 lime" whose preparation says only juice or zest: the juice is the fruit's juice, counted per fruit;
 * the zest is about a tablespoon per fruit (kitchen yield of one medium lemon), not the whole fruit.
 */
function citrusPart(ing: NutritionIngredient): NutritionIngredient | null {
  if (ing.unit !== undefined || !ing.preparation) return null;
  const fruit = CITRUS.exec(ing.name.trim())?.[1]?.toLowerCase();
  if (!fruit) return null;
  const prep = ing.preparation.toLowerCase();
  const count = ing.quantity ?? 1;
  if (/\bjuice[ds]?\b/.test(prep)) return { name: `${fruit} juice ${fruit}`, quantity: count, isOptional: ing.isOptional };
  if (/^\s*(?:finely\s+)?(zest|zested|grated zest)(?:\s+only|\s+finely grated)?\s*$/.test(prep))
    return { name: `${fruit} zest`, quantity: count, unit: "tbsp", isOptional: ing.isOptional };
  return null;
}

/** Rewrites "Juice of 1 lime" into a countable "lime juice" ingredient; other lines pass unchanged. */
function rewriteJuiceOf(ing: NutritionIngredient): NutritionIngredient {
  const part = citrusPart(ing);
  if (part) return part;
  const m = JUICE_OF.exec(ing.name);
  if (!m || (ing.quantity !== undefined && ing.unit !== undefined)) return ing;
  const count = m[1] === undefined ? 1 : (WORD_NUMBERS[m[1].toLowerCase()] ?? Number(m[1].replace(",", ".")));
  const fruit = m[2].toLowerCase();
  // The fruit count times the quantity the parser may have read ("2 × juice of 1 lime" is rare: use both).
  const quantity = count * (ing.quantity ?? 1);
  return { name: `${fruit} juice ${fruit}`, quantity, isOptional: ing.isOptional };
}

/** Food groups whose "ground" form is minced meat (see scripts/build-food-data.ts for the codes). */
const GROUND_MEAT_GROUPS: ReadonlySet<string> = new Set(["beef", "pork", "lamb", "poultry"]);

/** Words of a food measured cooked ("1 cup boiled rice", "2 cups steamed broccoli"). */
const COOKED_WORD = /\b(?:cooked|steamed|boiled)\b/i;

/** Preparations saying how to cook the amount rather than that it is measured cooked. */
const COOK_INSTRUCTION = /\b(according|al dente|package|directions|instructions|until)\b/i;

/**
 * The food in the state the recipe measures it: "1 cup cooked quinoa" (the parser keeps "cooked" in the
 * preparation) is cooked quinoa, a third of the raw grain's energy per cup. Only volumes and counts are
 * read so: "1 lb pasta, cooked al dente" or "8 oz rice, cooked" weigh the dry food before cooking. A dried
 * food in the preparation ("cranberries, dried") is the dried food. The plain name is the fallback when SR
 * has no such form.
 */
function matchInState(foodName: string, ing: NutritionIngredient): FoodMatch | null {
  const prep = ing.preparation ?? "";
  const dimension = ing.unit ? normalizeUnit(ing.unit)?.dimension : "count";
  // The name's own match, looked up once: the cooked state and the fallback below both need it.
  let plainMatch: FoodMatch | null | undefined;
  const plainOf = (): FoodMatch | null => (plainMatch === undefined ? (plainMatch = matchFood(foodName)) : plainMatch);
  // A name that says "raw" keeps it, whatever a remark offers instead ("raw prawns, … or use cooked ones").
  // Bacon or sausage crumbled into a dish is cooked first ("1/2 cup crumbled bacon").
  const crumbledMeat = /\bcrumbled\b/i.test(prep) && /\b(?:bacon|sausages?)\b/i.test(foodName) && dimension !== "mass";
  if (
    (COOKED_WORD.test(prep) || crumbledMeat) &&
    !COOK_INSTRUCTION.test(prep) &&
    !/\b(?:cooked|raw)\b/i.test(foodName) &&
    (dimension !== "mass" || cookedBeforeName(ing))
  ) {
    // The word the recipe used first ("boiled eggs" are SR's hard-boiled ones, not an omelet), then "cooked".
    const said = (COOKED_WORD.exec(prep)?.[0] ?? "cooked").toLowerCase();
    // A cooked food of another name is still better than the raw one when nothing else is found.
    let otherCooked: FoodMatch | undefined;
    for (const word of said === "cooked" ? [said] : [said, "cooked"]) {
      const cooked = matchFood(`${word} ${foodName}`);
      if (!cooked) continue;
      // SR weighs a boiled potato's skin apart ("…, cooked in skin, skin"): only a name that says skin means it.
      const skinOnly = /, skin\b/i.test(cooked.food.description) && !/\bskins?\b/i.test(foodName);
      // The search's cooked food must be the name's own food ("cooked split peas" are not SR's green peas).
      const plainFood = cooked.via === "alias" ? undefined : plainOf()?.food;
      const own = plainFood === undefined || isCookedFormOf(cooked.food, plainFood);
      if (COOKED_FOOD.test(cooked.food.description) && !skinOnly) {
        if (own) return cooked;
        otherCooked ??= cooked;
      }
      // The search found the food raw ("cooked black beans" → "Beans, black, mature seeds, raw"): its cooked form.
      const sibling = COOKED_FOOD.test(cooked.food.description) ? undefined : cookedSiblingOf(cooked.food);
      if (sibling) return { ...cooked, food: sibling };
    }
    const plain = plainOf();
    // "cooked chickpeas": the plain name's food (canned, drained) in SR's plainly cooked form.
    const sibling = plain && !COOKED_FOOD.test(plain.food.description) ? cookedSiblingOf(plain.food) : undefined;
    if (plain && sibling) return { ...plain, food: sibling };
    // "cooked basmati rice": SR has cooked rice but no cooked basmati.
    const anyCooked = plain && stateForm("cooked", COOKED_FOOD, foodName, plain);
    if (anyCooked) return anyCooked;
    if (otherCooked) return otherCooked;
  }
  // "3 lb beef, coarsely ground", "2 cups minced pork": meat ground for the recipe is SR's ground meat.
  if (/\b(?:ground|minced)\b/i.test(prep) && !/\b(?:ground|minced|mince)\b/i.test(foodName)) {
    const ground = matchFood(`ground ${foodName}`);
    if (ground && /\bground\b/i.test(ground.food.description) && GROUND_MEAT_GROUPS.has(ground.food.group)) return ground;
  }
  // "2 cups mashed potatoes" (the parser files "mashed" under preparation): SR's mashed form, by the cup.
  if (/\bmashed\b/i.test(prep) && dimension === "volume" && !/\bmashed\b/i.test(foodName)) {
    const mashed = matchFood(`mashed ${foodName}`);
    if (mashed && /\bmashed\b/i.test(mashed.food.description)) return mashed;
  }
  if (/^\s*(sun[- ]?)?dried\b/i.test(prep) && !/\bdried\b/i.test(foodName)) {
    const dried = matchFood(`dried ${foodName}`);
    if (dried && /\b(dried|dehydrated)\b/i.test(dried.food.description)) return dried;
  }
  // "1 (14.5 oz) can diced tomatoes": the can says the food is canned ("diced" is only a cut, so the
  // name alone would be raw tomatoes); SR's canned form when it has one.
  // Only a raw match is replaced: beans and the like already match their canned, drained form.
  const plain = plainOf();
  if (plain && /\braw\b/i.test(plain.food.description) && saidCanned(`${ing.unit ?? ""} ${ing.size ?? ""} ${foodName} ${prep}`)) {
    return cannedForm(foodName, plain) ?? plain;
  }
  return plain;
}

/**
 * Canned forms SR files under another state: canned lentils are cooked lentils (SR has no canned ones),
 * a can of sweetcorn is the drained whole kernels; SR's "raw" coconut cream is the unsweetened cream
 * sold in cans (its canned one is sweetened cream of coconut); canned broad beans are the mature ones.
 */
const CANNED_STAND_IN: Record<string, string> = { "16069": "16070", "16144": "16070", "11167": "11172", "12115": "12115", "11088": "16054" };

/**
 * SR's canned form of a food whose plain name matched the raw one: "can of plum tomatoes" is canned
 * tomatoes although SR has no canned plum tomatoes (see stateForm).
 */
function cannedForm(foodName: string, plain: FoodMatch): FoodMatch | null {
  const standIn = CANNED_STAND_IN[plain.food.ndb_no];
  const food = standIn ? foodByNdb(standIn) : undefined;
  if (food) return { ...plain, food };
  return stateForm("canned", /\bcanned\b/i, foodName, plain);
}

/** Words of a raw food's description that say nothing of the food ("Tomatoes, red, ripe, raw, year round average"). */
const SR_PLAIN_WORDS = new Set(["raw", "fresh", "year", "round", "average", "all", "commercial", "variety"]);

/**
 * The food in a state SR files under a plainer name: variety words are dropped from the front ("canned plum
 * tomatoes" → "canned tomatoes", "cooked basmati rice" → "cooked rice") until a food of the same kind (the
 * same first description word, or see foodKind) in that state (`inState`, tested on its description) is found.
 */
function stateForm(state: string, inState: RegExp, foodName: string, plain: FoodMatch): FoodMatch | null {
  // The same first description word, or the same kind of food ("Fish, salmon" is SR's "Salmon, sockeye, canned").
  const firstWord = (d: string): string => (d.split(",")[0] ?? "").trim().toLowerCase();
  const sameKind = (d: string): boolean => firstWord(d) === firstWord(plain.food.description) || foodKind(d) === foodKind(plain.food.description);
  const words = normalizeName(foodName)
    .split(" ")
    .filter((w) => w !== "");
  // Then SR's own name of the food ("canned mandarin oranges" → "canned tangerines"), whose form must then name
  // every word of the plain food ("Beans, fava, in pod" is not SR's cooked ranch-style beans).
  const own = firstWord(plain.food.description);
  const plainWords = tokens(plain.food.description).filter((t) => !SR_PLAIN_WORDS.has(t));
  const names = words.map((_, start) => words.slice(start).join(" "));
  for (const [i, name] of [...names, own].entries()) {
    const found = matchFood(`${state} ${name}`);
    if (!found || !inState.test(found.food.description) || !sameKind(found.food.description)) continue;
    if (i === names.length && !plainWords.every((t) => tokens(found.food.description).includes(t))) continue;
    // A sweetened form is another food unless the name says so.
    if (/\bsweetened\b/i.test(found.food.description) && !/\bsweetened\b/i.test(foodName)) continue;
    return found;
  }
  return null;
}

/**
 * "200 g cooked rice" weighs the rice cooked; "8 oz rice, cooked" the rice before it is cooked. The line as
 * written tells them apart (the parser files both under preparation).
 */
function cookedBeforeName(ing: NutritionIngredient): boolean {
  const line = ing.original?.toLowerCase();
  const last = ing.name.toLowerCase().split(/\s+/).pop();
  if (!line || !last) return false;
  const cooked = line.search(COOKED_WORD);
  return cooked >= 0 && cooked < line.lastIndexOf(last);
}

/** SR's ground black pepper and paprika, and the sweet (bell) pepper a counted one is. */
const BLACK_PEPPER = "02030";
const PAPRIKA = "02028";
const SWEET_PEPPER = "11821";

/**
 * "2 peppers, sliced", "1 large pepper", "8 mini peppers": a pepper counted in items is the vegetable,
 * never the spice, which recipes measure in spoons, pinches or "to taste". British recipes call a bell
 * pepper a "pepper", and German, Dutch and Nordic ones a "Paprika" ("1 rote Paprika", "2 paprika's"); the
 * name alone matches the spice.
 */
function countedPepper(match: FoodMatch, ing: NutritionIngredient): FoodMatch {
  const spice = match.food.ndb_no === BLACK_PEPPER || match.food.ndb_no === PAPRIKA;
  if (!spice || ing.unit !== undefined || ing.quantity === undefined) return match;
  // Peppercorns and grinds are the spice; baby or mini peppers are a fraction of a bell pepper's weight.
  if (/peppercorn|\b(?:berr(?:y|ies)|grinds?|turns?|cracks?|twists?|baby|mini|snack)\b/i.test(`${ing.name} ${ing.preparation ?? ""}`)) return match;
  const sweet = foodByNdb(SWEET_PEPPER);
  return sweet ? { ...match, food: sweet } : match;
}

/** SR's dry bouillons (cube, powder) → the same bouillon made up with water. */
const PREPARED_BOUILLON: Record<string, string> = { "06080": "06480", "06081": "06481", "06075": "06475", "06076": "06476" };

/** From this much (a quarter cup, or 60 g) a bouillon is the liquid stock, not the cube or powder. */
const LIQUID_STOCK_ML = 60;

/**
 * "2 cups chicken bouillon", "500 ml beef bouillon": a cup of bouillon is the stock made up with water
 * (about 4 kcal per 100 g), not a cup of the dry powder (267 kcal per 100 g). Cubes, spoons and small
 * weights stay dry.
 */
function preparedBouillon(match: FoodMatch, ing: NutritionIngredient): FoodMatch {
  const prepared = PREPARED_BOUILLON[match.food.ndb_no];
  const info = ing.unit ? normalizeUnit(ing.unit) : undefined;
  if (!prepared || !info || ing.quantity === undefined) return match;
  if (info.dimension !== "volume" && info.dimension !== "mass") return match;
  // Grams and millilitres alike: stock weighs about 1 g per ml.
  if (ing.quantity * info.toBase < LIQUID_STOCK_ML) return match;
  return withFood(match, foodByNdb(prepared));
}

/** Ready-to-serve stocks and the dry cube of each (a vegetable stock's is SR's generic bouillon cube). */
const CUBE_OF_STOCK: Record<string, string> = { "06194": "06081", "06008": "06076", "06700": "06981" };

/** "1 cube de bouillon de volaille", "1 dado da brodo": a cube of stock is the dry cube, whatever the name matched. */
function stockByTheCube(match: FoodMatch, ing: NutritionIngredient): FoodMatch {
  const cube = CUBE_OF_STOCK[match.food.ndb_no];
  if (!cube || !ing.unit || normalizeUnit(ing.unit)?.canonical !== "cube") return match;
  return withFood(match, foodByNdb(cube));
}

/** A can of a dry legume the name matched ("1 lata de feijão", the alias of beans bought dry) is the canned one. */
function cannedLegume(match: FoodMatch, ing: NutritionIngredient): FoodMatch {
  if (!ing.unit || normalizeUnit(ing.unit)?.canonical !== "can") return match;
  return withFood(match, cannedSiblingOf(match.food));
}

/** SR's sun-dried chile (a chipotle's alias) and its canned jalapeños, what chipotles in adobo are by weight. */
const DRIED_CHILE = "11962";
const CANNED_JALAPENO = "11632";

/**
 * "1 can chipotles in adobo", "100 g chipotle in adobo": a weighed, spooned or canned amount is the canned
 * smoked jalapeños in their sauce (about 30 kcal per 100 g), not the dried chile (324); a counted chipotle
 * is one chile.
 */
function cannedChipotle(match: FoodMatch, ing: NutritionIngredient): FoodMatch {
  if (match.food.ndb_no !== DRIED_CHILE || !/\badobo\b/i.test(ing.name) || !ing.unit) return match;
  const info = normalizeUnit(ing.unit);
  if (!info || (info.dimension === "count" && !/^(can|tin|jar)$/.test(info.canonical))) return match;
  return withFood(match, foodByNdb(CANNED_JALAPENO));
}

/**
 * "1 tube polenta": a container that names the food's state (a tube of polenta is sold cooked) when the aliases
 * know the container and food together.
 */
function containerNamed(foodName: string, ing: NutritionIngredient): FoodMatch | null {
  const unit = ing.unit?.trim().toLowerCase();
  if (unit !== "tube" && unit !== "tubes") return null;
  const named = matchFood(`tube ${foodName}`);
  return named?.via === "alias" ? named : null;
}

/** SR's raw chicken wing, whose count the kitchen weighs by section ("drumette", see item-weights). */
const CHICKEN_WING = "05100";

/**
 * "12 chicken wings (drumettes and flats)": counted wings the line calls sections are sections, half a wing each;
 * "6 chicken wings, split into drumettes and flats" are whole wings to be cut.
 */
function wingSections(ing: NutritionIngredient, food: Food): NutritionIngredient {
  if (food.ndb_no !== CHICKEN_WING || ing.unit) return ing;
  // The parser may leave a remark in brackets in the name ("chicken wings (drumettes and flats)").
  const bare = ing.name.replace(/\([^()]*\)/g, " ").trim();
  const said = `${ing.name.match(/\([^()]*\)/g)?.join(" ") ?? ""} ${ing.preparation ?? ""} ${ing.note ?? ""}`;
  if (!/\b(?:drumettes?|wingettes?|flats?|flappers?|parts|segments|sections)\b/i.test(said)) return ing;
  if (/\b(?:split|cut|separated|halved|divided|disjointed|jointed)\b/i.test(said)) return ing;
  return { ...ing, name: `${bare} drumette` };
}

/** A can or tin named anywhere on the line, in any language of the shared unit table ("1 blik mais", "une boîte de maïs"). */
function saidCanned(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => w === "canned" || w === "tinned" || (w !== "" && normalizeUnit(w)?.canonical === "can"));
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/**
 * Estimates nutrition per serving. `servings` missing or not positive → 1, flagged by servingsAssumed.
 * Optional ingredients are left out, as published per-serving figures usually do.
 */
export function computeNutrition(ingredients: NutritionIngredient[], servings: number | undefined): NutritionResult {
  const servingsOk = servings !== undefined && Number.isFinite(servings) && servings > 0;
  const divisor = servingsOk ? servings : 1;
  const matched: MatchedIngredient[] = [];
  const skipped: SkippedIngredient[] = [];
  const sum = { kcal: 0, protein: 0, fat: 0, carbs: 0, fiber: 0, sugars: 0, sodium: 0 };
  // Weight of the foods a frying bath could fry (see isFriedFood).
  let friedGrams = 0;
  const add = (name: string, match: FoodMatch, grams: number): void => {
    if (isFriedFood(match.food)) friedGrams += grams;
    const f = grams / 100;
    const n = match.food.per100g;
    sum.kcal += n.kcal * f;
    sum.protein += n.protein * f;
    sum.fat += n.fat * f;
    sum.carbs += n.carbs * f;
    // SR lacks fiber/sugars/sodium for a few foods; those count as 0 rather than dropping the food.
    sum.fiber += (n.fiber ?? 0) * f;
    sum.sugars += (n.sugars ?? 0) * f;
    sum.sodium += (n.sodium ?? 0) * f;
    matched.push({
      ingredient: name,
      food: { ndb_no: match.food.ndb_no, description: match.food.description },
      grams: round(grams, 1),
    });
  };
  // Frying oil with no amount ("Oil for deep frying"): counted after the loop, from the other weights.
  const unmeasuredFrying: { name: string; match: FoodMatch }[] = [];
  for (const original of ingredients) {
    let ing = rewriteJuiceOf(addPlusAmounts(repairIngredient(original)));
    const name = original.name.trim();
    const context = `${name} ${ing.preparation ?? ""} ${ing.unit ?? ""}`;
    if (ing.isOptional) {
      skipped.push({ name, reason: "optional" });
      continue;
    }
    if (NOT_FOOD.test(name) || ICE.test(ing.name.trim())) {
      skipped.push({ name, reason: "not a food" });
      continue;
    }
    // A meaty ham bone gives its meat to the soup.
    if (NOT_EATEN.test(primaryName(ing.name).trim()) && !/\bmeaty\b/i.test(ing.name)) {
      skipped.push({ name, reason: "removed before serving" });
      continue;
    }
    const fryingFat = isFryingFat(name, `${context} ${ing.note ?? ""}`);
    if (fryingFat && ing.quantity === undefined) {
      const match = matchFood(fryingFatName(ing.name));
      if (match) unmeasuredFrying.push({ name, match });
      else skipped.push({ name, reason: "frying oil without an amount" });
      continue;
    }
    if (ing.quantity === undefined && UNMEASURED.test(context)) {
      skipped.push({ name, reason: "no quantity (to taste)" });
      continue;
    }
    // "1 lb boneless, skinless chicken breasts" may reach us as name "boneless" and the food in the
    // preparation: read them together.
    const foodName = ing.preparation && isOnlyQualifiers(ing.name) ? `${ing.name} ${ing.preparation}` : ing.name;
    // A frying bath: the food takes up about a tenth of it (see FRYING_ABSORBED_SHARE).
    if (fryingFat || isFryingAmount(ing, foodName)) ing = absorbedFryingOil(ing);
    let match = containerNamed(foodName, ing) ?? driedForm(foodName, ing, matchInState(foodName, ing));
    if (!match) {
      skipped.push({ name, reason: "no matching food" });
      continue;
    }
    const weighed = foodName === ing.name ? ing : { ...ing, name: foodName };
    const said = `${foodName} ${ing.preparation ?? ""} ${ing.note ?? ""} ${ing.size ?? ""}`;
    match = skinOnCut(countedPepper(cannedChipotle(cannedLegume(stockByTheCube(preparedBouillon(match, weighed), weighed), weighed), weighed), weighed), said);
    const w = toGrams(wingSections(weighed, match.food), match.food);
    if (w.grams === null) {
      skipped.push({ name, reason: w.reason });
      continue;
    }
    const byWeight = ing.unit !== undefined && normalizeUnit(ing.unit)?.dimension === "mass";
    add(name, match, w.grams * edibleShareOfWhole(weighed, match.food) * boneInShare(match.food, said, byWeight));
  }
  if (unmeasuredFrying.length > 0) {
    // The food takes up a share of its own weight (see ABSORBED_SHARE_OF_FOOD). Several such lines
    // share that one uptake.
    const grams = absorbedOilGrams(friedGrams) / unmeasuredFrying.length;
    for (const { name, match } of unmeasuredFrying) add(name, match, grams);
  }
  return {
    per: "serving",
    calories: Math.round(sum.kcal / divisor),
    protein_g: round(sum.protein / divisor, 1),
    fat_g: round(sum.fat / divisor, 1),
    carbs_g: round(sum.carbs / divisor, 1),
    fiber_g: round(sum.fiber / divisor, 1),
    sugar_g: round(sum.sugars / divisor, 1),
    sodium_mg: Math.round(sum.sodium / divisor),
    servings: divisor,
    servingsAssumed: !servingsOk,
    matched,
    skipped,
  };
}

/** Canonical form of one ingredient for hashing: fixed key order, absent fields omitted. */
function canonicalIngredient(ing: NutritionIngredient): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = { name: ing.name };
  if (ing.quantity !== undefined) out.quantity = ing.quantity;
  if (ing.quantityMax !== undefined) out.quantityMax = ing.quantityMax;
  if (ing.unit !== undefined) out.unit = ing.unit;
  if (ing.size !== undefined) out.size = ing.size;
  if (ing.preparation !== undefined) out.preparation = ing.preparation;
  if (ing.isOptional !== undefined) out.isOptional = ing.isOptional;
  return out;
}

/**
 * Cache key of a nutrition result: sha256 (hex) of the canonical JSON of the ingredient list and servings.
 * Key order and absent-vs-undefined fields do not change it; any edit to a name, amount, unit,
 * preparation, optionality or the servings does.
 */
export function ingredientsHash(ingredients: NutritionIngredient[], servings: number | undefined): string {
  const canonical = JSON.stringify({
    ingredients: ingredients.map(canonicalIngredient),
    servings: servings ?? null,
  });
  return createHash("sha256").update(canonical).digest("hex");
}
