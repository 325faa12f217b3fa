/**
 * Repairs of ingredient records before matching, for shapes the line parser leaves half-read: amounts
 * written after the name ("Molho de tomate 200 gramas", "Mlieko: 1 dl"), a label before the amount
 * ("Info 6 oz. Linguine"), unit words of other languages left at the start of the name ("unid. cebola",
 * "colher | colheres de ketchup (sopa)"), package sizes left in the note ("16 oz each"), "q.b." (to
 * taste) and a shop's brand before the food ("BACK FAMILY Weizenmehl"). Each rule is about the shape of the
 * text, not about one recipe.
 */
import { normalizeUnit } from "../lib/units";
import { ALIASES } from "./aliases";
import { normalizeName } from "./text";
import type { NutritionIngredient } from "./types";

/** Unit words the shared unit table lacks, in the languages recipe pages use (value: canonical unit). */
const EXTRA_UNITS: Record<string, string> = {
  gramas: "g",
  grama: "g",
  gramos: "g",
  gramo: "g",
  grammes: "g",
  gramm: "g",
  pl: "tbsp",
  "pl.": "tbsp",
  čl: "tsp",
  "čl.": "tsp",
  "cl.": "tsp",
  lyzica: "tbsp",
  lyzicka: "tsp",
  // Slovak and Czech spoons and packets as written, diacritics and all ("1 lyžica oleja", "1 balíček").
  lyžica: "tbsp",
  lyžice: "tbsp",
  lyzice: "tbsp",
  lžíce: "tbsp",
  lzice: "tbsp",
  lyžička: "tsp",
  lyžičky: "tsp",
  lyzicky: "tsp",
  lžička: "tsp",
  lžičky: "tsp",
  lzicka: "tsp",
  lzicky: "tsp",
  balíček: "packet",
  balicek: "packet",
  balíčky: "packet",
  balicky: "packet",
  štipka: "pinch",
  stipka: "pinch",
  ks: "",
  "ks.": "",
  kus: "",
  kusy: "",
  "unid.": "",
  unid: "",
  unidade: "",
  unidades: "",
  unidad: "",
  stuk: "",
  stuks: "",
  "st.": "",
  "stk.": "",
  stk: "",
  // "colher" alone is a spoon of a kind given elsewhere on the line ("(sopa)", "de chá"); see spoonKind.
  colher: "spoon",
  colheres: "spoon",
  // Swedish, Norwegian and Danish spoons ("4 msk olivolja", "2 ss sitronsaft", "1 tsk salt"), piece, pinch.
  msk: "tbsp",
  "msk.": "tbsp",
  ss: "tbsp",
  spsk: "tbsp",
  tsk: "tsp",
  "tsk.": "tsp",
  ts: "tsp",
  st: "",
  nypa: "pinch",
};

/** Portuguese spoon and cup qualifiers: "(sopa)" a tablespoon, "(chá)" a teaspoon, "(sobremesa)" 10 ml. */
const SPOON_KIND: Array<[RegExp, string]> = [
  [/(?<!\p{L})sopa(?!\p{L})/iu, "tbsp"],
  [/(?<!\p{L})sobremesa(?!\p{L})/iu, "dessertspoon"],
  [/(?<!\p{L})ch[aá](?!\p{L})/iu, "tsp"],
  // "colher de café", a coffee spoon: smaller still, read as a teaspoon rather than the default tablespoon.
  [/(?<!\p{L})caf[eé](?!\p{L})/iu, "tsp"],
];

/** "q.b." (quanto baste) and similar: the amount is "as much as needed", i.e. none. */
const TO_TASTE_NOTE = /^(q\.?\s?b\.?|a gosto|al gusto|naar smaak|nach (belieben|geschmack))$/i;

const AMOUNT = String.raw`(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?|[½¼¾⅓⅔⅛])`;
/** "Mlieko: 1 dl", "Molho de tomate 200 gramas", "Cebola 1 unidade": name, then amount and unit. */
const TRAILING_AMOUNT = new RegExp(String.raw`^(.*?\p{L}.*?)\s*[:\-–]?\s+${AMOUNT}\s*([\p{L}.]+(?:\s*\([^)]*\))?)?\s*$`, "u");
/** "Info 6 oz. Linguine": one label word, then amount, unit and name. */
const LABEL_AMOUNT = new RegExp(String.raw`^\p{L}+:?\s+${AMOUNT}\s*([\p{L}.]+)\s+(.+)$`, "u");
/** A package size in a note or size: "16 oz each", "8 oz", "400 g". */
const PACKAGE_NOTE = /^(\d+(?:[.,]\d+)?)\s*-?\s*(oz|ounces?|g|grams?|kg|lbs?|pounds?|ml|l|fl\.? oz)\.?(\s+each)?$/i;

function readAmount(s: string): number | undefined {
  const t = s.replace(",", ".").replace(/\s+/g, "");
  const vulgar: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125 };
  if (vulgar[t] !== undefined) return vulgar[t];
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) > 0 ? Number(frac[1]) / Number(frac[2]) : undefined;
  const n = Number(t);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The canonical unit of a word (shared table first, then EXTRA_UNITS); "" for a bare count; null if not a unit. */
export function unitOf(word: string): string | null {
  const w = word.trim().toLowerCase();
  if (w === "") return null;
  // "colheres (sopa)": the word before a parenthesis is the unit, the parenthesis may say its kind.
  const bare = w.replace(/\s*\([^)]*\)/g, "");
  const extra = Object.prototype.hasOwnProperty.call(EXTRA_UNITS, bare) ? EXTRA_UNITS[bare] : undefined;
  if (extra === "spoon") return SPOON_KIND.find(([re]) => re.test(w))?.[1] ?? extra;
  if (extra !== undefined) return extra;
  const info = normalizeUnit(w.replace(/\s*\([^)]*\)/g, ""));
  if (!info) return null;
  const kind = SPOON_KIND.find(([re]) => re.test(w));
  return kind && /^(c\.|colher|colheres|xicara|xícara)/i.test(w) ? kind[1] : info.canonical;
}

/** Recovers an amount written after the name or after a one-word label. */
function recoverAmount(ing: NutritionIngredient): NutritionIngredient {
  if (ing.quantity !== undefined) return ing;
  if (ing.note) {
    const m = new RegExp(String.raw`^${AMOUNT}\s*([\p{L}.]+)?$`, "u").exec(ing.note.trim());
    const q = m ? readAmount(m[1]) : undefined;
    const u = m?.[2] ? unitOf(m[2]) : "";
    if (m && q !== undefined && u !== null) {
      const rest: NutritionIngredient = { ...ing, quantity: q };
      delete rest.note;
      return withUnit(rest, u);
    }
  }
  const label = LABEL_AMOUNT.exec(ing.name);
  if (label) {
    const q = readAmount(label[1]);
    const u = unitOf(label[2]);
    if (q !== undefined && u) return withUnit({ ...ing, name: label[3], quantity: q }, u);
  }
  const trail = TRAILING_AMOUNT.exec(ing.name);
  if (trail) {
    const q = readAmount(trail[2]);
    const u = trail[3] ? unitOf(trail[3]) : "";
    if (q !== undefined && u !== null) return withUnit({ ...ing, name: trail[1].replace(/[:\s]+$/, ""), quantity: q }, u);
  }
  return ing;
}

function withUnit(ing: NutritionIngredient, unit: string): NutritionIngredient {
  const out: NutritionIngredient = { ...ing };
  if (unit === "") delete out.unit;
  else out.unit = unit;
  return out;
}

/**
 * Unit words left at the start of the name ("unid. cebola", "gramas de peito de frango", "| latas de creme
 * de leite", "sopa polpa de tomate" after a bare "c."): move them to the unit.
 */
function leadingUnitWords(ing: NutritionIngredient): NutritionIngredient {
  let name = ing.name.trim();
  let unit = ing.unit;
  // A bare "c." (colher / cup) followed by "de sopa" or "de chá" is a spoon.
  if (unit && /^c\.?$/i.test(unit)) {
    const m = /^(?:de\s+)?(sopa|ch[aá]|sobremesa)\s+(?:de\s+)?/i.exec(name);
    if (m) {
      unit = SPOON_KIND.find(([re]) => re.test(m[1]))?.[1] ?? unit;
      name = name.slice(m[0].length);
    }
  }
  // Sites print "1 colher | colheres de": singular and plural of the unit around a pipe.
  let afterPipe = name.startsWith("|");
  for (let guard = 0; guard < 4; guard++) {
    // A word joined by a hyphen is part of the name ("T-bone steaks" has no tablespoon).
    const m = /^\|?\s*([\p{L}.]+)(?!-)\s*(\|\s*)?/u.exec(name);
    if (!m) break;
    const u = unitOf(m[1]);
    // "pound cake" is a cake (the parser reads it so), not a pound of cake.
    if (u === null || name.slice(m[0].length).trim() === "" || /^pound\s+cakes?\b/i.test(name)) break;
    // Only when no amount unit was read yet, or this repeats it ("1 lata | latas de ...").
    if (unit === undefined || afterPipe || unitOf(unit) === u) {
      if (unit === undefined && u !== "") unit = u;
      name = name.slice(m[0].length).replace(/^(?:de|of|d')\s+/i, "");
      afterPipe = m[2] !== undefined;
      continue;
    }
    break;
  }
  // The spoon kind may sit in a parenthesis the parser moved to the end ("... de ketchup (sopa)").
  if (unit === "spoon") unit = SPOON_KIND.find(([re]) => re.test(ing.name))?.[1] ?? "tbsp";
  if (name === ing.name.trim() && unit === ing.unit) return ing;
  const out: NutritionIngredient = { ...ing, name };
  if (unit) out.unit = unit;
  return out;
}

/** "14 oz can of sweetened condensed milk" left in the name ("1, 14 oz can of ..."): size, container, food. */
const LEADING_PACKAGE =
  /^(\d+(?:[.,]\d+)?\s*-?\s*(?:oz|ounces?|g|grams?|ml|lbs?|pounds?|fl\.?\s?oz))\.?\s+(cans?|jars?|packages?|pkgs?|box(?:es)?|bags?|tins?|cartons?|bottles?|containers?|packets?)\s+(?:of\s+)?(.+)$/i;

/** Moves a package size and container written at the start of the name to the size and unit. */
function leadingPackage(ing: NutritionIngredient): NutritionIngredient {
  if (ing.unit !== undefined || ing.quantity === undefined) return ing;
  const m = LEADING_PACKAGE.exec(ing.name.trim());
  if (!m) return ing;
  const out: NutritionIngredient = { ...ing, name: m[3] ?? ing.name, unit: (m[2] ?? "can").toLowerCase(), size: (m[1] ?? "").trim() };
  // The parser may have copied the whole remainder into the preparation as well.
  if (out.preparation && out.preparation.trim() === ing.name.trim()) delete out.preparation;
  return out;
}

/**
 * "1 tablespooncream cheese", "1/4 cupmilk": pages that print the unit and the name in adjacent elements
 * lose the space between them. Only the long unit words are split off, and never "cupcake".
 */
const GLUED_UNIT = /^(cups?|tablespoons?|teaspoons?)(?!cakes?\b)(\p{L}{3,}.*)$/iu;

function gluedUnit(ing: NutritionIngredient): NutritionIngredient {
  if (ing.unit !== undefined || ing.quantity === undefined) return ing;
  const m = GLUED_UNIT.exec(ing.name.trim());
  if (!m) return ing;
  return withUnit({ ...ing, name: m[2] ?? ing.name }, unitOf(m[1] ?? "") ?? "");
}

/** A word in capitals (a brand as retailers print it: "BACK FAMILY", "QUELLBRUNN"), or one marked ® or ™. */
const BRAND_WORD = /^(?:\p{Lu}[\p{Lu}\d&'.-]*[®™]?|[\p{L}\d&'.-]+[®™])$/u;

/**
 * "100 g BACK FAMILY Weizenmehl Type 405", "1 boks TINE® Lett Crème Fraîche": supermarkets' recipe pages print
 * their own brand in capitals before the food. Leading brand words are dropped when two or more stand together,
 * one has five letters or more, or one carries ® or ™, and a word in ordinary case follows: "BBQ sauce" and
 * "XO sauce" keep their short capital word.
 */
function shopBrand(ing: NutritionIngredient): NutritionIngredient {
  const words = ing.name.trim().split(/\s+/);
  let n = 0;
  while (n < words.length && BRAND_WORD.test(words[n] ?? "")) n++;
  if (n === 0 || n === words.length || !/\p{Ll}/u.test(words.slice(n).join(" "))) return ing;
  const lead = words.slice(0, n);
  const marked = lead.some((w) => /[®™]$/.test(w));
  if (n < 2 && !marked && (lead[0]?.replace(/[^\p{L}]/gu, "").length ?? 0) < 5) return ing;
  return { ...ing, name: words.slice(n).join(" ") };
}

/**
 * "2 cucharaditas de polvo para hornear": the parser files "para hornear" as the line's purpose, as it does in
 * "aceite para freír", but here the two make one food's name. They are joined again when together they are a
 * known name and the name alone is not.
 */
function purposeInName(ing: NutritionIngredient): NutritionIngredient {
  if (!ing.note || ALIASES.has(normalizeName(ing.name))) return ing;
  const joined = `${ing.name} ${ing.note.trim()}`;
  if (!ALIASES.has(normalizeName(joined))) return ing;
  const out: NutritionIngredient = { ...ing, name: joined };
  delete out.note;
  return out;
}

/** Applies every repair; records that need none come back unchanged. */
export function repairIngredient(ing: NutritionIngredient): NutritionIngredient {
  let out = purposeInName(shopBrand(leadingPackage(gluedUnit(recoverAmount(ing)))));
  if (out.quantity !== undefined) out = leadingUnitWords(out);
  if (out.note && TO_TASTE_NOTE.test(out.note.trim())) return { ...out, quantity: undefined, unit: undefined, note: "to taste" };
  if (out.size === undefined && out.note && PACKAGE_NOTE.test(out.note.trim())) out = { ...out, size: out.note.trim().replace(/\s+each$/i, "") };
  if (out.unit && EXTRA_UNITS[out.unit.toLowerCase()] !== undefined) out = withUnit(out, EXTRA_UNITS[out.unit.toLowerCase()] ?? "");
  return out;
}
