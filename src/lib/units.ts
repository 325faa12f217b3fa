/**
 * The one unit table of the project: grocery-list aggregation, nutrition and scaling all resolve
 * units here so "EL", "tbsp." and "cuillère à soupe" mean the same thing everywhere.
 */

/** What a unit measures. Counts (clove, can) and "other" (pinch, handful) never convert. */
export type Dimension = "mass" | "volume" | "count" | "other";

/** A resolved unit. `toBase` is grams for mass, millilitres for volume, 1 otherwise. */
export interface UnitInfo {
  canonical: string;
  dimension: Dimension;
  toBase: number;
}

/** An amount with an optional unit, as used by grocery lists and scaling. */
export interface Amount {
  quantity: number;
  unit?: string;
}

// [canonical, dimension, toBase, aliases]. Aliases are matched after lowercasing, removing dots
// and collapsing spaces; simple plurals (-s, -es, German -n/-en) are tried automatically.
// US customary volumes are used for cup/pint/quart: the most common convention in recipe text.
const TABLE: ReadonlyArray<readonly [string, Dimension, number, string]> = [
  ["mg", "mass", 0.001, "mg|milligram|milligramme|milligrammi|miligramo"],
  ["g", "mass", 1, "g|gr|grs|gm|gms|gram|gramme|gramm|grams|gramos|gramo|grammi|grammo|grammes|grammen|grama|gramas|г|гр|грамм|грамма|граммов"],
  ["kg", "mass", 1000, "kg|kgs|kilo|kilos|kilogram|kilogramme|kilogramm|kilogramo|chilo|chilogrammo|quilo|quilos|quilograma|кг|килограмм|килограмма"],
  ["oz", "mass", 28.349523125, "oz|ounce|onza|onzas"],
  ["lb", "mass", 453.59237, "lb|lbs|pound|libra|libras"],
  // Continental "pound"/"ons"/"etto" are metric: 500 g and 100 g.
  ["pfund", "mass", 500, "pfund|livre|livres|pond"],
  ["ons", "mass", 100, "ons|onsen|etto|etti"],
  ["ml", "volume", 1, "ml|millilitre|milliliter|mililitro|millilitro|millilitri|cm3|мл|миллилитр|миллилитров|krm|kryddmått"],
  ["cl", "volume", 10, "cl|centilitre|centiliter|centilitro"],
  ["dl", "volume", 100, "dl|decilitre|deciliter|decilitro"],
  ["l", "volume", 1000, "l|lt|ltr|litre|liter|litro|litri|litros|litres|liters|л|литр|литра|литров"],
  [
    "tsp",
    "volume",
    4.92892159375,
    "tsp|c/c|cuil à café|cuil à c|cuillerée à café|cuillerées à café|tsps|tspn|teaspoon|teaspoonful|tl|teelöffel|tlöffel|cuillère à café|cuillères à café|cuillere a cafe|c à c|càc|cac|c à café|cc à café|cuchara de té|cucharadita|cucharaditas|cdta|cdita|cucchiaino|cucchiaini|cucch|theelepel|theelepels|colher de chá|colheres de chá|colher de cha|cc|c c|ч л|чл|чайная ложка|чайные ложки|чайной ложки|чайных ложек|ч ложка|ч ложки|ts|teskje|teskjeer|tsk|tesked|teskedar|teske|teskeer|łyżeczka|łyżeczki|łyżeczek",
  ],
  [
    "tbsp",
    "volume",
    14.78676478125,
    "tbsp|c/s|cuil à soupe|cuil à s|cuillerée à soupe|cuillerées à soupe|tbsps|tbs|tbl|tbls|tblsp|tbspn|tb|tablespoon|tablespoonful|el|esslöffel|eßlöffel|cuillère à soupe|cuillères à soupe|cuillere a soupe|c à s|càs|cas|c à soupe|cucharada|cucharadas|cda|cdas|cucchiaio|cucchiai|eetlepel|eetlepels|colher de sopa|colheres de sopa|cs|c s|ст л|стл|ст ложка|ст ложки|столовая ложка|столовые ложки|столовой ложки|столовых ложек|ss|spiseskje|spiseskjeer|msk|matsked|matskedar|spsk|spiseske|spiseskeer|rkl|ruokalusikka|ruokalusikallinen|łyżka|łyżki|łyżek",
  ],
  ["dessertspoon", "volume", 10, "dessertspoon|dsp|dstspn|colher de sobremesa|colheres de sobremesa|дес л|десертная ложка|десертные ложки"],
  // The Russian "стакан" is the 200 ml faceted glass recipes measure with, not a US cup.
  ["стакан", "volume", 200, "стакана|стаканов"],
  ["cup", "volume", 236.5882365, "cup|cups|c|tasse|tassen|taza|tazas|tazza|tazze|kopje|kopjes|xícara|xícaras|xicara"],
  ["fl oz", "volume", 29.5735295625, "fl oz|floz|fluid ounce|fluid oz|fl ounce"],
  ["pint", "volume", 473.176473, "pint|pt|pts"],
  ["quart", "volume", 946.352946, "quart|qt|qts"],
  ["gallon", "volume", 3785.411784, "gallon|gal|gals"],
  [
    "pinch",
    "other",
    1,
    "pinch|pinches|prise|prisen|pincée|pincées|pizca|pizcas|pizzico|pizzichi|snufje|snufjes|snuf|pitada|pitadas|messerspitze|msp|pointe de couteau|pellizco|pellizcos|mespuntje|mespuntjes|щепотка|щепотки|щепоть",
  ],
  ["dash", "other", 1, "dash|dashes|spritzer|schuss|trait|chorrito|chorritin|scheutje|scheut|goccio"],
  ["drop", "other", 1, "drop|tropfen|goutte|gotas|gota|goccia|gocce|druppel|druppels"],
  ["handful", "other", 1, "handful|handvoll|poignée|puñado|manciata|handje|handvol|handvolletje"],
  ["splash", "other", 1, "splash|glug|drizzle|shake|grind|grinding|grating|dollop|sprinkle|sprinkling|squeeze|dusting"],
  // The inch mark: "1” ginger", "2\" piece".
  ["inch", "other", 1, 'inch|inches|in|inch piece|inch-long piece|"|”|″|" piece|” piece|″ piece'],
  ["cm", "other", 1, "cm|centimetre|centimeter|zentimeter|centímetro"],
  [
    "clove",
    "count",
    1,
    "clove|cloves|zehe|zehen|knoblauchzehe|gousse|gousses|diente|dientes|spicchio|spicchi|teen|teentje|teentjes|tenen|dente|dentes|зубчик|зубчика|зубчиков|зубок",
  ],
  [
    "can",
    "count",
    1,
    "can|tin|tube|tubes|dose|dosen|boks|bokser|burk|burkar|dåse|dåser|boîte|boite|boîtes|lata|latas|lattina|lattine|scatola|scatolette|blik|blikken|blikje|банка|банки|банок",
  ],
  ["jar", "count", 1, "jar|glas|gläser|bocal|pot|frasco|frascos|tarro|tarros|vasetto|barattolo|pot|potje|pote"],
  [
    "packet",
    "count",
    1,
    "packet|package|pkg|pkgs|pack|pk|packs|sachet|envelope|päckchen|pck|pkt|packung|pckg|paquet|paquete|sobre|sobres|bustina|bustine|confezione|pakje|zakje|zakjes|zak|zakken|beker|bekertje|bekertjes|pacote|bag|box|carton|tub|punnet|container|becher|tüte|tüten|pacco|pacchi|bakje|bakjes|caixa|caixas|caixinha|caixinhas|brick|bricks|brique|briques|rouleau|rouleaux|rotolo|rotoli|упаковка|упаковки|упаковок|пачка|пачки|пачек|пакетик|пакетика|пакетиков",
  ],
  // "1 sleeve Ritz crackers", "1 sleeve graham crackers": one of the wrapped rolls in a box of crackers.
  ["sleeve", "count", 1, "sleeve|sleeves"],
  [
    "bunch",
    "count",
    1,
    "bunch|bunches|bundle|bund|bündel|botte|bouquet|manojo|manojos|mazzo|mazzetto|ciuffo|ciuffi|ciuffetto|bos|bosje|maço|пучок|пучка|пучков",
  ],
  [
    "piece",
    "count",
    1,
    "piece|pieces|pc|pcs|stück|stk|st|morceau|morceaux|pièce|pieza|piezas|trozo|trozos|pezzo|pezzi|stuk|stuks|pedaço|part|шт|штука|штуки|штук",
  ],
  [
    "slice",
    "count",
    1,
    "slice|slices|scheibe|scheiben|tranche|tranches|rebanada|rebanadas|rodaja|rodajas|loncha|fetta|fette|plak|plakje|plakjes|fatia|fatias|ломтик|ломтика|ломтиков|кусочек|кусочка|кусочков",
  ],
  [
    "sprig",
    "count",
    1,
    "sprig|sprigs|zweig|zweige|zweiglein|brin|brins|ramita|ramitas|rametto|rametti|takje|takjes|raminho|stem|stems|snip|stiel|stiele|веточка|веточки|веточек",
  ],
  [
    "leaf",
    "count",
    1,
    "leaf|leaves|blatt|blätter|feuille|feuilles|hoja|hojas|foglia|foglie|blad|blaadje|blaadjes|folha|folhas|лист|листа|листьев|листик|листика|листиков",
  ],
  ["head", "count", 1, "head|heads|kopf|köpfe|tête|cabeza|cespo|krop|kropje|struik|struikje|кочан|кочана|головка|головки"],
  ["stalk", "count", 1, "stalk|stalks|rib|ribs|stange|stangen|branche|tallo|tallos|gambo|gambi|stengel|spear|spears|стебель|стебля|стеблей"],
  ["sheet", "count", 1, "sheet|sheets|lámina|foglio|fogli|vel|vellen"],
  ["stick", "count", 1, "stick|sticks|barra|bar|block|bloc|panetto"],
  ["bulb", "count", 1, "bulb|bulbs|knolle|knollen|bulbe"],
  ["knob", "count", 1, "knob|noix|nuez|noce|klontje"],
  ["bottle", "count", 1, "bottle|flasche|bouteille|botella|bottiglia|fles|flesje|бутылка|бутылки"],
  ["glass", "other", 1, "glass|wine glass|verre|vaso|bicchiere|glaasje|copo"],
  ["rasher", "count", 1, "rasher|rashers|strip|strips"],
  ["fillet", "count", 1, "fillet|fillets|filet|filets|filete|filetto"],
  ["cube", "count", 1, "cube|cubes|würfel|cubo|cubetto|dado|dadi|blokje|blokjes|tablete|tabletes"],
  ["ear", "count", 1, "ear|ears|cob|cobs|kolben|épi|mazorca|pannocchia|maiskolf"],
  ["pod", "count", 1, "pod|pods|schote|schoten|vaina|baccello"],
  ["loaf", "count", 1, "loaf|loaves|laib|pagnotta|brood"],
  ["rack", "count", 1, "rack|racks"],
  // A sausage by the link ("2 links chorizo"): SR weighs sausages by the link.
  ["link", "count", 1, "link|links"],
  ["scoop", "count", 1, "scoop|scoops|kugel|boule|bola|pallina|bolletje"],
  ["recipe", "other", 1, "recipe|recipes|batch"],
];

const ALIASES = new Map<string, UnitInfo>();
for (const [canonical, dimension, toBase, aliases] of TABLE) {
  const info: UnitInfo = { canonical, dimension, toBase };
  for (const alias of [canonical, ...aliases.split("|")]) {
    const key = unitKey(alias);
    // First definition wins, so list ambiguous words ("pot", "tl") under their main meaning first.
    if (!ALIASES.has(key)) ALIASES.set(key, info);
  }
}

/** Words that qualify a unit ("heaped tsp", "large bunch") without changing what it measures. */
const UNIT_MODIFIERS = new Set([
  "small",
  "medium",
  "large",
  "big",
  "extra-large",
  "extra",
  "very",
  "huge",
  "generous",
  "good",
  "scant",
  "heaped",
  "heaping",
  "rounded",
  "level",
  "thick",
  "thin",
  "lg",
  "md",
  "med",
  "sm",
  "plump",
  "long",
  "short",
  "medium-sized",
  "medium-size",
  "paper-thin",
  "couple",
  "few",
  "full",
  "whole",
  "unpeeled",
  "square",
  "petite",
  "grosse",
  "gros",
  "petit",
  "petite",
  "bonne",
  "großer",
  "große",
  "kleine",
  "kleiner",
  "gestrichener",
  "gehäufter",
  "gestrichen",
  "gehäuft",
  "rasa",
  "colmo",
  "colma",
  "grande",
  "pequeño",
  "pequeña",
  "mediano",
  "mediana",
  "piccolo",
  "piccola",
  "grote",
  "kleine",
  "afgestreken",
  "volle",
]);

function unitKey(raw: string): string {
  return raw.normalize("NFC").toLowerCase().replace(/\./g, " ").replace(/\s+/g, " ").trim().replace(/ ?' ?/g, "'");
}

function lookup(key: string): UnitInfo | null {
  const direct = ALIASES.get(key);
  if (direct) return direct;
  // Plurals: English -s/-es, German -n/-en, Italian and Spanish forms are listed explicitly.
  for (const suffix of ["es", "s", "en", "n"]) {
    if (key.length > suffix.length + 1 && key.endsWith(suffix)) {
      const hit = ALIASES.get(key.slice(0, -suffix.length));
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * Resolves a unit as written ("Tbsp.", "cups", "EL", "c. à s.", "heaped tsp") to its canonical form.
 * Case matters only for the US shorthands "T" (tablespoon) and "t" (teaspoon). Leading modifiers
 * such as "heaped" or "large" are ignored. Returns null for words that are not units.
 */
export function normalizeUnit(raw: string): UnitInfo | null {
  const trimmed = raw.trim().replace(/[.,;:]+$/, "");
  if (trimmed === "T" || trimmed === "Tb" || trimmed === "Tbl") return infoOf("tbsp");
  if (trimmed === "t") return infoOf("tsp");
  const key = unitKey(trimmed);
  if (!key) return null;
  const hit = lookup(key);
  if (hit) return hit;
  const words = key.split(" ");
  let i = 0;
  while (i < words.length - 1 && UNIT_MODIFIERS.has(words[i] ?? "")) i++;
  if (i > 0) return lookup(words.slice(i).join(" "));
  return null;
}

function infoOf(canonical: string): UnitInfo {
  const info = ALIASES.get(canonical);
  if (!info) throw new Error(`unit table lacks ${canonical}`);
  return info;
}

/** All alias keys, longest first, so a caller can match multi-word units before single words. */
export function unitAliases(): string[] {
  return [...ALIASES.keys()].sort((a, b) => b.length - a.length);
}

/** True when the unit belongs to the metric system (decides the output unit when adding). */
export function isMetric(info: UnitInfo): boolean {
  return ["mg", "g", "kg", "ml", "cl", "dl", "l", "pfund", "ons"].includes(info.canonical);
}

/**
 * Converts an amount between two units of the same dimension ("2 cups" → ml). Counts and "other"
 * units convert only to themselves. Returns null across dimensions or for unknown units.
 */
export function convert(quantity: number, fromUnit: string, toUnit: string): number | null {
  const from = normalizeUnit(fromUnit);
  const to = normalizeUnit(toUnit);
  if (!from || !to || from.dimension !== to.dimension) return null;
  if (from.dimension === "mass" || from.dimension === "volume") return tidy((quantity * from.toBase) / to.toBase);
  return from.canonical === to.canonical ? quantity : null;
}

/** Removes float noise (0.30000000000000004) without rounding away real precision. */
function tidy(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/**
 * Adds two amounts when they measure the same thing: grams with ounces, cups with tablespoons,
 * "2 cloves" with "1 clove", unitless with unitless. Returns null otherwise (never grams with cups).
 * The result uses the shared unit when both agree, else a metric unit if either side is metric,
 * else a US unit sized to the total (tsp → tbsp → cup, oz → lb).
 */
export function addQuantities(a: Amount, b: Amount): Amount | null {
  const ua = a.unit?.trim() ? normalizeUnit(a.unit) : null;
  const ub = b.unit?.trim() ? normalizeUnit(b.unit) : null;
  const hasA = Boolean(a.unit?.trim());
  const hasB = Boolean(b.unit?.trim());
  if (!hasA && !hasB) return { quantity: tidy(a.quantity + b.quantity) };
  if (!hasA || !hasB) return null;
  if (!ua || !ub) {
    // Unknown words add only to themselves ("2 knobs" + "1 knob" is handled by the table; this is "2 foo" + "1 foo").
    return unitKey(a.unit ?? "") === unitKey(b.unit ?? "") ? { quantity: tidy(a.quantity + b.quantity), unit: a.unit } : null;
  }
  if (ua.dimension !== ub.dimension) return null;
  if (ua.canonical === ub.canonical) return { quantity: tidy(a.quantity + b.quantity), unit: ua.canonical };
  if (ua.dimension !== "mass" && ua.dimension !== "volume") return null;
  const base = a.quantity * ua.toBase + b.quantity * ub.toBase;
  const out = pickUnit(ua.dimension, base, isMetric(ua) || isMetric(ub));
  return { quantity: tidy(base / infoOf(out).toBase), unit: out };
}

function pickUnit(dimension: "mass" | "volume", base: number, metric: boolean): string {
  if (dimension === "mass") {
    if (metric) return base >= 1000 ? "kg" : "g";
    return base >= 453.59237 ? "lb" : "oz";
  }
  if (metric) return base >= 1000 ? "l" : "ml";
  if (base >= 236.5882365 / 4) return "cup";
  return base >= 14.78676478125 ? "tbsp" : "tsp";
}

/** A unit found at the start of some text. */
export interface UnitMatch {
  info: UnitInfo;
  /** The unit as written, e.g. "Tbsp." or "cuillères à soupe". */
  raw: string;
  /** Characters consumed from the start of the text (leading spaces and a joining hyphen included). */
  length: number;
}

/**
 * Finds the longest unit (up to four words, "c. à s.", "fl oz") at the start of `text`, allowing a
 * joining hyphen as in "14-ounce". Unlike normalizeUnit it does not skip modifiers, so "large eggs"
 * is not a unit; callers read size words themselves.
 */
export function matchUnitPrefix(text: string): UnitMatch | null {
  const lead = /^\s*-?\s*/.exec(text)?.[0] ?? "";
  const rest = text.slice(lead.length);
  // Words end at spaces or punctuation that cannot be part of a unit; a dot may end an abbreviation.
  // A hyphen before a digit ends the word: "12oz-1lb" is two measures.
  const wordRe = /(?:[^\s,;:()/[\]0-9½¼¾⅓⅔⅛⅜⅝⅞-]|-(?![0-9½¼¾⅓⅔⅛⅜⅝⅞]))+/y;
  const spans: number[] = [];
  let pos = 0;
  for (let n = 0; n < 4; n++) {
    const gap = /^\s*/.exec(rest.slice(pos))?.[0].length ?? 0;
    if (n > 0 && gap === 0) break;
    wordRe.lastIndex = pos + gap;
    const m = wordRe.exec(rest);
    if (!m) break;
    pos = pos + gap + m[0].length;
    spans.push(pos);
  }
  for (let n = spans.length - 1; n >= 0; n--) {
    const end = spans[n] ?? 0;
    const raw = rest.slice(0, end);
    const first = unitKey(raw).split(" ")[0] ?? "";
    if (UNIT_MODIFIERS.has(first)) continue;
    const info = normalizeUnit(raw);
    if (info) return { info, raw: raw.trim(), length: lead.length + end };
  }
  // "½-inch-thick", "14-ounce-can": a measuring unit joined to a following word by a hyphen.
  // Only measures and lengths, so "head-on shrimp" keeps its count word; one-letter units are
  // left out so "t-bone" never reads as a teaspoon.
  const joined = /^([^\s\-,;:()/]{2,})-\p{L}/u.exec(rest);
  if (joined?.[1]) {
    const info = normalizeUnit(joined[1]);
    const measuring = info && (info.dimension === "mass" || info.dimension === "volume" || info.canonical === "inch" || info.canonical === "cm");
    if (info && measuring) return { info, raw: joined[1], length: lead.length + joined[1].length };
  }
  return null;
}
