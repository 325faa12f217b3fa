/**
 * Cup weights of foods whose SR entry is shared with differently shaped foods: SR weighs "Pasta, dry"
 * by the cup for long and tube shapes only, while the small rice- and seed-shaped pastas pack far denser
 * (package labels: orzo, acini di pepe, pastina and stelline 56 g per 1/4 cup; ditalini, a short tube,
 * 56 g per 1/2 cup; pearl couscous 170 g per cup). General kitchen references, keyed by the name's words.
 */
import type { Food } from "./types";

/** Grams per US cup (236.6 ml) of a shape named in the ingredient. */
const CUP_GRAMS_BY_WORD: Record<string, number> = {
  orzo: 224,
  risoni: 224,
  acini: 224,
  pastina: 224,
  stelline: 224,
  "pearl couscous": 170,
  ditalini: 112,
  // Almond flour and meal are ground finer and lighter than SR's whole blanched almonds (145 g a cup):
  // labels give 28 g per 1/4 cup.
  "almond flour": 112,
  "almond meal": 112,
  // Flaxseed meal, like almond meal, is ground: 7 g a tablespoon (SR's whole seed is 10 g).
  "flaxseed meal": 112,
  "flax meal": 112,
  "ground flaxseed": 112,
  // Panko is flaked, not ground: labels give 30 g per 1/2 cup against SR's 108 g a cup of dry crumbs.
  panko: 60,
  // Dips stood in for by their main food, weighed as the dip: guacamole is mashed avocado (SR's cup of puréed
  // avocado is 230 g), tzatziki strained yogurt with cucumber.
  guacamole: 230,
  // Poha (flattened rice) is flakes, about 80 g a cup against raw rice's 185 g; dosa and idli batter are a
  // pourable batter, about 240 g a cup.
  poha: 80,
  "flattened rice": 80,
  "dosa batter": 240,
  "idli batter": 240,
  tzatziki: 245,
  // Frozen potatoes by the cup are loose pieces: shredded or diced hash browns about 100 g (labels give 84 g for
  // 2/3 to 1 cup; SR's 210 g is packed), fries about 85 g.
  "hash brown": 100,
  "french fry": 85,
  "french fries": 85,
};

const CUP_ML = 236.5882365;

/**
 * Density (g/ml) implied by a shape word in the name ("1 cup orzo", "1 cup acini de pepe pasta"), or null.
 * Two-word keys are tried before single words so "pearl couscous" is not plain couscous.
 */
export function shapeDensity(nameTokens: string[]): { gPerMl: number; how: string } | null {
  for (let i = 0; i + 1 < nameTokens.length; i++) {
    const pair = `${nameTokens[i]} ${nameTokens[i + 1]}`;
    const g = CUP_GRAMS_BY_WORD[pair];
    if (g !== undefined) return { gPerMl: g / CUP_ML, how: `1 cup ${pair} = ${g} g` };
  }
  for (const t of nameTokens) {
    const g = CUP_GRAMS_BY_WORD[t];
    if (g !== undefined) return { gPerMl: g / CUP_ML, how: `1 cup ${t} = ${g} g` };
  }
  return null;
}

/**
 * Volume weights of common foods SR weighs only by mass (general kitchen references): chia seeds
 * 12 g per tablespoon; grated Romano (and the Pecorino and Manchego it stands for) 100 g a cup, as grated
 * Parmesan (its closest sibling with a cup weight was crumbled blue cheese, 135 g); marshmallow cream 104 g a
 * cup, as the jars' labels give it (13 g in two tablespoons; a sibling gave 340 g); powdered gelatine 7 g a
 * tablespoon, SR's own "envelope (1 tbsp)"; dark chocolate chopped or in chips 170 g a cup. Keyed by NDB number.
 */
const TBSP_ML = 14.78676478125;
const CHOPPED_CHOCOLATE = 170 / CUP_ML;
export const KNOWN_DENSITY: Record<string, number> = {
  "12006": 12 / TBSP_ML,
  "01038": 100 / CUP_ML,
  "19365": 104 / CUP_ML,
  "19177": 7 / TBSP_ML,
  "19902": CHOPPED_CHOCOLATE,
  "19903": CHOPPED_CHOCOLATE,
  "19904": CHOPPED_CHOCOLATE,
  "19905": CHOPPED_CHOCOLATE,
  // Cooked bacon, crumbled: about 80 g a cup (a pound of raw bacon cooks to about 150 g). Fried onions and
  // shallots (stood in for by potato chips): about 56 g a cup, as the packets' 7 g per 2 tablespoons.
  "10862": 80 / CUP_ML,
  "19411": 56 / CUP_ML,
  // Candied fruit, peel and ginger, chopped: about 180 g a cup (SR weighs it only by the ounce).
  "09426": 180 / CUP_ML,
  // Cooked ham, diced: about 140 g a cup, as SR's diced cooked meats (SR weighs the honey ham only by the ounce).
  "07938": 140 / CUP_ML,
  "07029": 140 / CUP_ML,
  // Toffee bits about 170 g a cup, as chocolate chips; crushed butter crackers about 80 g (a sleeve makes 1¼ cups).
  "19136": 170 / CUP_ML,
  "18621": 80 / CUP_ML,
  // Whole tortilla chips, loosely heaped: a 1 oz serving is about a cup. Dry stuffing cubes or crumbs about 40 g
  // a cup (a 12 oz bag holds about 8½ cups).
  "25028": 28 / CUP_ML,
  "18081": 40 / CUP_ML,
  // Textured soy protein (TVP) granules: about 96 g a cup (the packets' 24 g per quarter cup).
  "16121": 96 / CUP_ML,
  "18567": 40 / CUP_ML,
};

/** A weight per millilitre and how it was found. */
export interface Density {
  gPerMl: number;
  how: string;
}

/** Millilitres of the volume words SR uses at the start of a portion measure. */
const SR_VOLUME_ML: Record<string, number> = {
  cup: 236.5882365,
  tbsp: 14.78676478125,
  tablespoon: 14.78676478125,
  tsp: 4.92892159375,
  teaspoon: 4.92892159375,
  "fl oz": 29.5735295625,
  pint: 473.176473,
  quart: 946.352946,
  ml: 1,
  liter: 1000,
  gallon: 3785.411784,
};

/** The millilitres of an SR measure that starts with a volume ("cup, chopped"), and the words after it. */
export function volumeMl(measure: string): { ml: number; rest: string } | null {
  // "serving 1/2 cup" (SR's ice creams): a serving of a stated volume.
  const serving = /^serving,?\s+(\d+)(?:\/(\d+))?\s+(.*)$/i.exec(measure.trim());
  if (serving) {
    const inner = volumeMl(serving[3] ?? "");
    const share = Number(serving[1]) / (serving[2] ? Number(serving[2]) : 1);
    return inner && share > 0 ? { ml: inner.ml * share, rest: inner.rest } : null;
  }
  const m = measure.toLowerCase();
  for (const [word, ml] of Object.entries(SR_VOLUME_ML)) {
    if (m === word || m.startsWith(word + " ") || m.startsWith(word + ",") || m.startsWith(word + "(")) {
      return { ml, rest: m.slice(word.length) };
    }
  }
  return null;
}

/** A purée is about as dense as water (applesauce 244 g a cup, tomato purée 250 g); a paste a little more. */
const PUREE_G_PER_CUP = 240;
const PASTE_G_PER_CUP = 250;
const PUREED_MEASURE = /\b(?:pureed|mashed|pulp)\b/;
/** The last words of a name that make it a purée of the food before them ("mango pulp"; ./match reads them too). */
export const PUREE_NOUNS: ReadonlySet<string> = new Set(["puree", "pulp", "mash"]);

/**
 * A purée or paste of a food SR weighs whole, cut or dry ("1 cup strawberry purée" is not a cup of halves,
 * "2 tbsp korma paste" not two of curry powder): SR's own purée measure when it has one, else a purée's or a
 * paste's weight.
 */
export function blendedDensity(food: Food, nameTokens: readonly string[]): Density | null {
  const last = nameTokens[nameTokens.length - 1] ?? "";
  const described = food.description.toLowerCase();
  if (PUREE_NOUNS.has(last) && !/\b(?:puree|pulp|mashed|paste|sauce|juice)\b/.test(described)) {
    for (const p of food.portions) {
      const v = volumeMl(p.measure);
      if (v && PUREED_MEASURE.test(v.rest)) return { gPerMl: p.grams / p.amount / v.ml, how: `${p.measure} = ${p.grams / p.amount} g` };
    }
    return { gPerMl: PUREE_G_PER_CUP / CUP_ML, how: `a purée, ${PUREE_G_PER_CUP} g a cup` };
  }
  if (last === "paste" && ["spice", "veg", "fruit"].includes(food.group) && !/\bpaste\b/.test(described)) {
    return { gPerMl: PASTE_G_PER_CUP / CUP_ML, how: `a paste, ${PASTE_G_PER_CUP} g a cup` };
  }
  return null;
}
