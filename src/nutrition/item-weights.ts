/** Item weights SR lacks, from general kitchen references (used by ./portions). */

/**
 * One medium item of everyday foods SR weighs only by volume (general kitchen references): a summer squash
 * weighs like a medium zucchini, a shallot about 40 g, a French baguette 250 g; a cooked chicken's meat below.
 */
export const TYPICAL_ITEM_GRAMS: Record<string, { grams: number; word?: string; unless?: string }> = {
  "11467": { grams: 196 },
  "11677": { grams: 40 },
  // Only a loaf named a baguette: "6 sliced country bread" are slices, not six loaves.
  "18029": { grams: 250, word: "baguette" },
  // A shop's rotisserie chicken (about 900 g as sold) yields about 3 cups, 420 g, of meat off the bone.
  "05013": { grams: 420 },
  // A ciabatta loaf is about 270 g (a roll is not a loaf: "roll" is refused below); a tuna steak is a
  // portion, like a fish fillet (PORTION_FILLET_G).
  "18033": { grams: 270, word: "ciabatta", unless: "roll" },
  "15127": { grams: 170, word: "steak" },
};

/**
 * Items of the same food named by another word: a ciabatta roll (or bun) weighs about 85 g, a third of
 * the loaf.
 */
export const TYPICAL_PIECE_GRAMS: Record<string, { grams: number; word: string }[]> = {
  "18033": [
    { grams: 85, word: "roll" },
    { grams: 85, word: "bun" },
  ],
};

/**
 * Items SR weighs by diameter, by the size word a recipe uses: flour tortillas are 6 inches small (30 g),
 * 8 medium (49 g, the everyday one), 10 large (72 g, burrito) and 12 extra large (117 g), as SR's own
 * measures of those diameters.
 */
const FLOUR_TORTILLA = { small: 30, medium: 49, large: 72, "extra large": 117, jumbo: 117 };
export const SIZED_ITEM_GRAMS: Record<string, Record<string, number>> = {
  "18364": FLOUR_TORTILLA,
  "18450": FLOUR_TORTILLA,
  "18970": FLOUR_TORTILLA,
};
