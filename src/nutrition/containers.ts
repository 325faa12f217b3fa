/**
 * Net contents of a container a recipe names without its size ("2 jars pasta sauce", "1 container ricotta",
 * "1 lata de creme de leite"). Only containers whose contents are standard on supermarket shelves are
 * listed, by the SR food they hold; any other unsized container stays unweighed rather than guessed.
 * Sizes are the common retail ones (US unless noted), general shop knowledge, not taken from any recipe.
 */
import type { Food, NutritionIngredient } from "./types";

/** One standard container: which container words, which foods, and its net contents. */
interface StandardContainer {
  /** Canonical unit names (see normalizeUnit): "can", "jar", "packet" (package, box, tub, container ...). */
  units: ReadonlySet<string>;
  /** Tested against the SR description of the matched food. */
  food: RegExp;
  grams: number;
  /** Where the size comes from, shown in the weighing's "how". */
  label: string;
  /** The size is already of the drained solids, so no drained share applies. */
  drained?: boolean;
  /** When set, the food's SR group must be one of these. */
  groups?: ReadonlySet<string>;
  /** When set, the ingredient's own name must match (for a state SR's food does not carry). */
  name?: RegExp;
  /** The shelf size beats SR's own "can" measure (SR's can of tomatoes is an 8 oz one). */
  beforeSr?: boolean;
}

/** Plant foods sold in the standard 15 oz can or 10 oz frozen package. */
const PLANTS = new Set(["veg", "legume", "fruit"]);

const CAN = new Set(["can"]);
const JAR = new Set(["jar"]);
const PACK = new Set(["packet"]);
const SHEET = new Set(["sheet"]);
const HEAD = new Set(["head", "bulb"]);
const LOAF = new Set(["loaf"]);
const BLOCK = new Set(["stick"]);
const BOTTLE = new Set(["bottle"]);
const SLEEVE = new Set(["sleeve"]);
const BUNCH = new Set(["bunch"]);

/** First matching entry wins, so specific foods come before their general group. */
const STANDARD: StandardContainer[] = [
  { units: CAN, food: /^soup\b.*\bcondensed\b/i, grams: 305, label: "10.75 oz can of condensed soup" },
  { units: CAN, food: /^milk, canned, condensed/i, grams: 397, label: "14 oz can of condensed milk" },
  { units: CAN, food: /^milk, canned, evaporated/i, grams: 378, label: "12 fl oz can of evaporated milk" },
  { units: CAN, food: /coconut milk|coconut cream/i, grams: 400, label: "400 ml can of coconut milk" },
  // Brazilian "creme de leite" comes in a 300 g can (the 200 g carton is called a caixinha).
  { units: CAN, food: /^cream, fluid/i, grams: 300, label: "300 g can of table cream" },
  { units: CAN, food: /^fish, tuna\b.*\bdrained/i, grams: 113, label: "5 oz can of tuna, drained", drained: true },
  // Crab meat and chopped clams come in 6 and 6.5 oz cans, about 120 and 110 g drained.
  { units: CAN, food: /^crustaceans, crab\b/i, grams: 120, label: "6 oz can of crab meat, drained", drained: true },
  { units: CAN, food: /^mollusks, clam\b/i, grams: 110, label: "6.5 oz can of clams, drained", drained: true },
  // Ro-Tel's tomatoes with green chiles come in a 10 oz can.
  { units: CAN, food: /^tomatoes, red, ripe, canned, with green chilies/i, grams: 283, label: "10 oz can of tomatoes with green chiles", beforeSr: true },
  { units: CAN, food: /^tomatoes, (?:red, ripe|crushed), canned/i, grams: 411, label: "14.5 oz can of tomatoes", beforeSr: true },
  // SR lists its 12 oz corn can first; the usual can is the 15 oz one, 298 g drained (SR's 303 x 406).
  { units: CAN, food: /^corn, sweet, yellow, canned, whole kernel, drained/i, grams: 298, label: "15 oz can of corn, drained", drained: true, beforeSr: true },
  // Canned lentils are weighed as SR's cooked lentils: a 15 oz (400 g) can drains to about 255 g.
  { units: CAN, food: /^lentils, mature seeds, cooked/i, grams: 255, label: "15 oz can of lentils, drained", drained: true },
  // Ripe olives are sold by drained weight (a 6 oz can); broth in a 14.5 oz can.
  { units: CAN, food: /^olives, ripe, canned/i, grams: 170, label: "6 oz can of olives, drained", drained: true },
  { units: CAN, food: /^peppers, jalapeno, canned/i, name: /chipotle|adobo/i, grams: 198, label: "7 oz can of chipotles in adobo" },
  { units: CAN, food: /./, groups: PLANTS, grams: 425, label: "15 oz can" },
  { units: CAN, food: /^soup, (stock|broth)|broth\b/i, grams: 411, label: "14.5 oz can of broth" },
  // Soft drinks come in a 12 fl oz can.
  { units: CAN, food: /^beverages, carbonated/i, grams: 368, label: "12 fl oz can of soda" },
  // A tube of ready-made polenta is 18 oz.
  { units: CAN, food: /^cereals, corn grits\b.*\bcooked/i, grams: 510, label: "18 oz tube of polenta" },
  // Refrigerated dough: a can (tube) of crescent rolls is 8 oz, of biscuits 16 oz.
  { units: CAN, food: /refrigerated dough/i, name: /crescent/i, grams: 227, label: "8 oz can of crescent roll dough" },
  { units: CAN, food: /refrigerated dough/i, grams: 454, label: "16 oz can of biscuit dough" },
  { units: JAR, food: /^sauce, pasta|marinara/i, grams: 680, label: "24 oz jar of pasta sauce" },
  { units: JAR, food: /^sauce, pesto/i, grams: 190, label: "190 g jar of pesto" },
  { units: JAR, food: /salsa/i, grams: 454, label: "16 oz jar of salsa" },
  { units: JAR, food: /^peanut butter|butter, plain|^seeds, sesame butter/i, grams: 454, label: "16 oz jar of nut butter" },
  { units: JAR, food: /^sauce, cheese, ready-to-serve/i, grams: 425, label: "15 oz jar of Alfredo or cheese sauce" },
  // Roasted red peppers come in a 12 oz jar, about 225 g drained.
  { units: JAR, food: /^peppers, sweet, red/i, name: /roasted/i, grams: 225, label: "12 oz jar of roasted peppers, drained", drained: true },
  { units: PACK, food: /^cheese, cream\b/i, grams: 227, label: "8 oz package of cream cheese" },
  { units: PACK, food: /^cheese, ricotta/i, grams: 425, label: "15 oz container of ricotta" },
  { units: PACK, food: /^cheese, cottage/i, grams: 454, label: "16 oz container of cottage cheese" },
  // A German tub (Becher) of Schmand, saure Sahne or crème fraîche holds 200 g; the American sour cream 16 oz.
  { units: PACK, food: /^cream, sour/i, name: /schmand|saure\s+sahne|sauerrahm|cr[eè]me\s+fra[iî]che/i, grams: 200, label: "200 g tub" },
  // A Dutch tub (bekertje) of zure room holds 125 g.
  { units: PACK, food: /^cream, sour/i, name: /zure\s+room/i, grams: 125, label: "125 g tub of zure room" },
  { units: PACK, food: /^cream, sour/i, grams: 454, label: "16 oz container of sour cream" },
  { units: PACK, food: /^dessert topping, semi solid/i, grams: 227, label: "8 oz tub of whipped topping" },
  { units: PACK, food: /^tofu\b/i, grams: 397, label: "14 oz package of tofu" },
  { units: PACK, food: /^puff pastry/i, grams: 490, label: "17.3 oz package of puff pastry (two sheets)" },
  { units: PACK, food: /^pasta, dry/i, grams: 454, label: "1 lb package of dry pasta" },
  { units: PACK, food: /^noodles, egg, dry/i, grams: 340, label: "12 oz bag of egg noodles" },
  // Udon are sold fresh in 200 g portion packs.
  { units: PACK, food: /^noodles\b/i, name: /\budon\b/i, grams: 200, label: "200 g pack of fresh udon" },
  { units: PACK, food: /^phyllo dough/i, grams: 454, label: "1 lb box of phyllo dough" },
  // White or cremini mushrooms are sold in 8 oz packages; a crumbled feta tub is 6 oz.
  { units: PACK, food: /^mushrooms, (white|brown)/i, grams: 227, label: "8 oz package of mushrooms" },
  { units: PACK, food: /^cheese, feta/i, grams: 170, label: "6 oz container of feta" },
  // A cup of yogurt (a German Becher, an American single-serve cup) holds 150 to 170 g, a French or Italian pot
  // (pot, vasetto) 125 g; ladyfingers (savoiardi, boudoirs) come in 200 g packs.
  { units: PACK, food: /^yogurt\b/i, grams: 150, label: "150 g cup of yogurt" },
  { units: JAR, food: /^yogurt\b/i, grams: 125, label: "125 g pot of yogurt" },
  { units: PACK, food: /^cookies, ladyfingers/i, grams: 200, label: "200 g pack of ladyfingers" },
  // A kielbasa rope is 14 oz; a bag of marshmallows 10 oz; a box of graham crackers 14.4 oz.
  { units: PACK, food: /^kielbasa/i, grams: 397, label: "14 oz package of kielbasa" },
  { units: PACK, food: /^candies, marshmallows/i, grams: 283, label: "10 oz bag of marshmallows" },
  { units: PACK, food: /^cookies, graham crackers/i, grams: 408, label: "14.4 oz box of graham crackers" },
  // A box of vanilla wafers is 11 oz, of stuffing mix 6 oz. A sleeve of graham crackers holds 9 sheets (14 g
  // each); a sleeve of Ritz or saltine crackers is a quarter of a 14 or 16 oz box.
  { units: PACK, food: /^cookies, vanilla wafers/i, grams: 311, label: "11 oz box of vanilla wafers" },
  { units: PACK, food: /stuffing/i, grams: 170, label: "6 oz box of stuffing mix" },
  { units: SLEEVE, food: /^cookies, graham crackers/i, grams: 126, label: "sleeve of 9 graham cracker sheets" },
  { units: SLEEVE, food: /crackers/i, grams: 105, label: "sleeve of crackers (a quarter of a box)" },
  { units: PACK, food: /^leavening agents, yeast/i, grams: 7, label: "7 g packet of yeast" },
  { units: PACK, food: /^gelatin desserts, dry mix/i, grams: 85, label: "3 oz box of gelatin mix" },
  { units: PACK, food: /^puddings?\b.*\bdry mix/i, grams: 96, label: "3.4 oz box of pudding mix" },
  // SR's boxes of cake and brownie mix are the older 18.5 and 21.5 oz ones; the shelf's are 15.25 and 18.3 oz.
  { units: PACK, food: /^cake\b.*\bdry mix/i, grams: 432, label: "15.25 oz box of cake mix", beforeSr: true },
  { units: PACK, food: /^cookies, brownies, dry mix/i, grams: 519, label: "18.3 oz box of brownie mix", beforeSr: true },
  { units: PACK, food: /\bfrozen\b/i, groups: PLANTS, grams: 283, label: "10 oz package of frozen vegetables" },
  // "1 bag frozen peas": SR's raw food, the bag named frozen (the name is tested, see standardContainer).
  { units: PACK, food: /./, name: /\bfrozen\b/i, groups: PLANTS, grams: 340, label: "12 oz bag of frozen vegetables" },
  { units: PACK, food: /^seasoning mix, dry/i, grams: 28, label: "1 oz packet of seasoning mix" },
  // A bag of chocolate chips is 12 oz, of shredded cheese 8 oz; broth comes in a 32 oz carton. (Ground meat
  // has no such standard: family packs run to several pounds.)
  { units: PACK, food: /^candies, (semisweet|milk|white|sweet) chocolate|^chocolate, dark|chips/i, grams: 340, label: "12 oz bag of chocolate chips" },
  {
    units: PACK,
    food: /^cheese\b/i,
    name: /shredded|grated|gerieben|geraspt|r[aâ]p[eé]|grattugiat|ralad|rallad|revet|riven/i,
    grams: 226,
    label: "8 oz bag of shredded cheese",
  },
  // A pack of fresh mozzarella is the shop's 125 g ball (Europe's standard).
  { units: PACK, food: /^cheese, mozzarella/i, grams: 125, label: "125 g pack of mozzarella" },
  { units: PACK, food: /^soup, (stock|broth)|broth\b/i, grams: 946, label: "32 oz carton of broth" },
  // A bag of coleslaw mix (shredded cabbage and carrot) is 14 oz.
  { units: PACK, food: /^cabbage, raw/i, name: /coleslaw|slaw/i, grams: 397, label: "14 oz bag of coleslaw mix" },
  // German baking sachets ("1 Päckchen Backpulver", "Vanillezucker") hold one recipe's worth: 15 g of baking
  // powder for 500 g of flour, 8 g of vanilla sugar; a tub of cream (Becher) holds 200 g.
  { units: PACK, food: /^leavening agents, baking powder/i, grams: 15, label: "15 g sachet of baking powder" },
  { units: PACK, food: /^sugars, granulated/i, name: /vanil/i, grams: 8, label: "8 g sachet of vanilla sugar" },
  { units: PACK, food: /^cream, fluid/i, grams: 200, label: "200 g tub of cream" },
  // A bunch of broccolini is sold at about 8 oz (SR's bunch is of broccoli, 608 g).
  { units: BUNCH, food: /^broccoli, raw/i, name: /broccolini|baby broccoli|tenderstem/i, grams: 225, label: "8 oz bunch of broccolini", beforeSr: true },
  // A head of garlic is 10 to 12 cloves of about 4 g.
  { units: HEAD, food: /^garlic, raw/i, grams: 45, label: "1 head of garlic (about 11 cloves)" },
  { units: LOAF, food: /^bread, french or vienna/i, grams: 454, label: "1 lb loaf of French bread" },
  { units: LOAF, food: /^bread, (white|wheat|whole-wheat)/i, grams: 567, label: "20 oz sandwich loaf" },
  { units: LOAF, food: /^bread, italian/i, name: /ciabatta/i, grams: 270, label: "1 ciabatta loaf (about 270 g)" },
  { units: LOAF, food: /^bread, italian/i, grams: 454, label: "1 lb loaf of Italian bread" },
  // A block of cream cheese is the 8 oz package; beer comes in 12 oz bottles, wine in 750 ml ones.
  { units: BLOCK, food: /^cheese, cream\b/i, grams: 227, label: "8 oz block of cream cheese" },
  { units: BLOCK, food: /^tofu\b/i, grams: 397, label: "14 oz block of tofu" },
  { units: BLOCK, food: /^cheese, feta/i, grams: 200, label: "200 g block of feta" },
  { units: BOTTLE, food: /^alcoholic beverage, beer/i, grams: 355, label: "12 oz bottle of beer" },
  { units: BOTTLE, food: /^alcoholic beverage, wine/i, grams: 750, label: "750 ml bottle of wine" },
  // Frozen puff pastry is sold as two sheets in a 17.3 oz (490 g) box.
  { units: SHEET, food: /^puff pastry\b/i, grams: 245, label: "1 sheet of frozen puff pastry (half a 17.3 oz box)" },
];

/**
 * The standard net contents of one unsized container of a food, or null when the container or food has
 * no shelf standard. `drained` says the grams are already the drained solids.
 */
export function standardContainer(unit: string, food: Food, name = "", onlyBeforeSr = false): { grams: number; how: string; drained: boolean } | null {
  const hit = STANDARD.find(
    (c) =>
      c.units.has(unit) &&
      c.food.test(food.description) &&
      (!c.groups || c.groups.has(food.group)) &&
      (!c.name || c.name.test(name)) &&
      (!onlyBeforeSr || c.beforeSr === true),
  );
  return hit ? { grams: hit.grams, how: hit.label, drained: hit.drained === true } : null;
}

/**
 * Share of a can's net weight that is solids: SR's "drained solids" foods (beans, chickpeas) are weighed
 * without the liquid, which is about 40% of a can of legumes (a 400 g can drains to about 240 g), as is a canned
 * food SR weighs with its liquid when the recipe drains it ("1 can black beans, drained": the liquid is poured away).
 */
export function drainedShare(food: Food, container: string, ing?: NutritionIngredient): number {
  if (!/^(can|tin|jar)$/.test(container)) return 1;
  // Canned lentils are weighed as SR's cooked lentils (see CANNED_STAND_IN in compute.ts), drained too.
  if (/drained solids|^lentils, mature seeds, cooked/i.test(food.description)) return 0.6;
  // "100 g canned chickpeas, drained" may weigh them drained: only counted cans are read so.
  return ing ? drainedByRecipe(food, container, ing) : 1;
}

/** The drained share of a canned food SR weighs with its liquid, when the recipe pours the liquid away. */
export function drainedByRecipe(food: Food, container: string, ing: NutritionIngredient): number {
  const drained = /^(can|tin|jar)$/.test(container) && /\bdrain(?:ed)?\b/i.test(`${ing.preparation ?? ""} ${ing.note ?? ""}`);
  return drained && /\bcanned\b/i.test(food.description) && !/\bdrained\b/i.test(food.description) ? 0.6 : 1;
}

/**
 * "2 packages ramen noodles": when SR weighs both a food's package and a packet in it (ramen's 81 g block and its
 * 6 g flavour packet), a package is the package; the unit table files both words under packet.
 */
export function packageNotPacket(food: Food, unitRaw: string): boolean {
  if (!/^(?:packages?|pkgs?|packs?)$/i.test(unitRaw.trim())) return false;
  return food.portions.some((p) => /^package\b/.test(p.measure)) && food.portions.some((p) => /^packet\b/.test(p.measure));
}
