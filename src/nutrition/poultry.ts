/**
 * Skin-on and bone-in chicken pieces. US recipes buy thighs, breasts and drumsticks "bone-in, skin-on";
 * the name alone matches SR's skinless meat, which has half the fat (thigh: 121 kcal per 100 g without
 * skin, 221 with), and a weight as bought then also counts the bone as meat.
 */
import { foodByNdb } from "./data-loader";
import { withFood, type FoodMatch } from "./match";
import type { Food } from "./types";

/** Says the skin stays on ("skin-on", "with skin", "skin left on"). */
const SKIN_ON = /\bskin[\s-]*on\b|\bwith (?:the )?skin\b|\bskin[\s-]+left[\s-]+on\b/i;
/** Says the skin is off; it wins over a "skin-on" elsewhere in the line. */
const SKIN_OFF = /\bskinless\b|\bskinned\b|\bskin removed\b|\bwithout (?:the )?skin\b|\bno skin\b/i;
/** Says the weight includes the bone. */
const BONE_IN = /\bbone[\s-]*in\b|\bon the bone\b/i;

/** SR's skinless chicken cuts → the same cut with its skin. */
const WITH_SKIN: Record<string, string> = { "05096": "05091", "05062": "05057", "05071": "05066", "05080": "05075" };

/**
 * Bone share of a bone-in thigh whose SR entry lists only its skin as refuse: a chicken thigh's bone is about 15%
 * of it as bought, 18% once skinned (kitchen yield references); SR's breast, drumstick and leg entries carry their
 * own bone refuse, which the weighing already takes off.
 */
const BONE_SHARE: Record<string, number> = { "05091": 0.15, "05096": 0.18 };

/**
 * SR's measures of a part as bought weigh its bone too: the bare "piece" and "package" of chicken wings (107 g a
 * wing, whose meat-only entry yields 29 g) and the part measures of SR's newer poultry and pork studies ("1
 * drumstick with skin" 133 g, "1 thigh without skin" 149 g, a turkey's "1 thigh" 454 g, a bone-in "1 chop"), which
 * weigh the same piece for the meat-only and the meat-and-skin entries. Older measures say "bone removed" or
 * "yield from", and a rotisserie chicken's parts are weighed off the bone: those are edible already.
 */
const AS_BOUGHT_PART = /^1 (?:piece|package|drumstick|thigh|leg|wing|back|chop)\b(?!.*(?:\b(?:removed|boneless|yield|refuse|edible)\b| = ))/;

/** Share of an SR item measure that is bone (0 when the measure is of the edible part). */
export function boneShareOfMeasure(food: Food, how: string): number {
  if (!AS_BOUGHT_PART.test(how) || /\brotisserie\b/i.test(food.description)) return 0;
  if (food.refuseIsBone && food.refusePct > 0) return food.refusePct / 100;
  return BONE_SHARE[food.ndb_no] ?? 0;
}

/**
 * SR's skin-on cuts that a name matches by default → the same cut without skin. A duck breast is bought with its
 * skin (SR weighs the Pekin breast with skin only roasted); skinless, it is SR's lean raw breast.
 */
const WITHOUT_SKIN: Record<string, string> = { "05315": "05145", "05075": "05080" };

/** The cut as the line has it: with its skin when it says skin-on, without when it says skinless. */
export function skinOnCut(match: FoodMatch, context: string): FoodMatch {
  const skinOff = SKIN_OFF.test(context);
  const other = skinOff ? WITHOUT_SKIN[match.food.ndb_no] : SKIN_ON.test(context) ? WITH_SKIN[match.food.ndb_no] : undefined;
  return withFood(match, other ? foodByNdb(other) : undefined);
}

/** Edible share of a bone-in weight of a cut whose SR entry lists no bone (1 when none applies). */
export function boneInShare(food: Food, context: string, isWeight: boolean): number {
  const share = BONE_SHARE[food.ndb_no];
  return share !== undefined && isWeight && BONE_IN.test(context) && !/\bboneless\b/i.test(context) ? 1 - share : 1;
}

const PART_WORDS = new Set(["drumstick", "thigh", "wing", "breast", "leg", "back"]);

/** The piece a part food is, named as one part of its description ("Chicken, …, drumstick, …"), as SR weighs it. */
export function partsOf(food: Food): string[] {
  return food.description
    .toLowerCase()
    .split(", ")
    .filter((w) => PART_WORDS.has(w));
}
