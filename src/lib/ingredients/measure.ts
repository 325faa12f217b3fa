/**
 * Reading the amount part at the start of an ingredient line: quantity, multiplier ("2 x 400g"),
 * package size ("1 (14-ounce) can"), size words ("2 large"), the unit, and alternative measures
 * ("150g/5oz", "1lb2oz", "(118 mL)"). The rest of the line is left for name/preparation parsing.
 */
import { matchQuantity as matchQuantityBase, UNICODE_FRACTIONS, type QuantityMatch } from "../fractions";
import { matchUnitPrefix, type Dimension, type UnitInfo } from "../units";
import { PREP_WORDS, SIZE_WORDS, VAGUE_COUNT_RE, VAGUE_RE } from "./lexicon";

const NAME_LIKE_UNITS = new Set([
  "glass",
  "rasher",
  "cube",
  "fillet",
  "leaf",
  "stick",
  "ear",
  "loaf",
  "rack",
  "pod",
  "recipe",
  "inch",
  "cm",
  "head",
  "stalk",
  "knob",
  "scoop",
  "bottle",
  "piece",
]);
const PACKAGE_UNITS = new Set(["piece", "packet", "can", "jar", "bottle", "loaf", "bunch", "head", "stick"]);

/** The amount part of a line and the text that follows it. */
export interface MeasureResult {
  quantity?: number;
  quantityMax?: number;
  unit?: string;
  unitInfo?: UnitInfo;
  size?: string;
  /** Alternative measures written next to the main one ("5oz", "118 mL"). */
  alternatives: string[];
  rest: string;
}

// Articles that mean "one" when a unit follows: "a pinch", "une gousse", "ein Bund", "een snufje".
// Portuguese "um"/"uma" and Italian "un'" (before a vowel: "un'arancia") too.
const ARTICLE_RE = /^(?:(?:a|an|one|un|une|ein|eine|einen|una|uno|een|um|uma)\s+|un['’]\s*(?=\p{L}))/iu;

/**
 * matchQuantity, plus a unicode fraction glued to a whole number before a hyphenated unit:
 * "14½-ounce cans", "2½-inch piece" read 14.5 and 2.5, not 14 followed by "½-ounce".
 */
function matchQuantity(text: string): QuantityMatch | null {
  const q = matchQuantityBase(text);
  if (!q || q.max !== undefined) return q;
  const glued = UNICODE_FRACTIONS[text.charAt(q.length)];
  if (glued !== undefined && /\d$/.test(text.slice(0, q.length))) return { value: q.value + glued, length: q.length + 1 };
  return q;
}

/** A nested amount such as "400g", "14-ounce" or "½ oz" with its unit; null when none. */
function readInnerMeasure(text: string): { text: string; length: number; info: UnitInfo; value: number } | null {
  const q = matchQuantity(text);
  if (!q) return null;
  const u = matchUnitPrefix(text.slice(q.length));
  if (!u) return null;
  const length = q.length + u.length;
  return { text: text.slice(0, length).trim(), length, info: u.info, value: q.value };
}

/**
 * The high end of a range written with its unit on both sides: "800g-1kg", "2 tbsp to 3 tbsp",
 * "1lb-1lb 8oz". Returns it in the main unit, with the characters used; null when none.
 */
function readUpperBound(text: string, unit: UnitInfo): { max: number; length: number } | null {
  const sep = /^\s*(?:-|–|—|to\b)\s*/i.exec(text);
  if (!sep || !FRACTION_START.test(text.slice(sep[0].length))) return null;
  const high = readInnerMeasure(text.slice(sep[0].length));
  if (!high || high.info.dimension !== unit.dimension || (unit.dimension !== "mass" && unit.dimension !== "volume" && high.info.canonical !== unit.canonical))
    return null;
  let base = high.value * high.info.toBase;
  let length = sep[0].length + high.length;
  // "1lb 8oz": a smaller unit of the same dimension continues the amount.
  const more = /^\s+(?=\d)/.test(text.slice(length)) ? readInnerMeasure(text.slice(length)) : null;
  if (more && more.info.dimension === unit.dimension && more.info.toBase < high.info.toBase) {
    base += more.value * more.info.toBase;
    length += more.length;
  }
  return { max: base / unit.toBase, length };
}

const FRACTION_START = /^\s*[\d½¼¾⅓⅔⅛⅜⅝⅞]/;

/** Reads size words ("large", "extra large", "heaped") at the start of text, with an adverb before them ("lightly heaped"). */
function readSize(text: string): { size: string; length: number } | null {
  const adverb = /^\s*([a-z]{2,}ly)\s+(?=\S)/i.exec(text);
  const sized = adverb ? readPlainSize(text.slice(adverb[0].length)) : null;
  if (adverb && sized) return { size: `${adverb[1]} ${sized.size}`, length: adverb[0].length + sized.length };
  const plain = readPlainSize(text);
  // "medium to large", "small or medium": a range of sizes is one size.
  const joined = plain ? /^\s+(?:to|or)\s+/i.exec(text.slice(plain.length)) : null;
  const second = joined && plain ? readPlainSize(text.slice(plain.length + joined[0].length)) : null;
  if (plain && joined && second) {
    return { size: `${plain.size}${joined[0].replace(/\s+/g, " ")}${second.size}`, length: plain.length + joined[0].length + second.length };
  }
  return plain;
}

function readPlainSize(text: string): { size: string; length: number } | null {
  const two = /^\s*([^\s,()]+\s+[^\s,()]+)/.exec(text);
  const twoWords = two?.[1];
  if (two && twoWords && SIZE_WORDS.has(twoWords.toLowerCase().replace(/\s+/g, " "))) {
    return { size: twoWords, length: two[0].length };
  }
  const one = /^\s*([^\s,()]+)/.exec(text);
  const word = one?.[1];
  if (one && word && SIZE_WORDS.has(word.toLowerCase())) return { size: word, length: one[0].length };
  return null;
}

/**
 * Reads "/5oz", "/1lb 2oz", "(118 mL)", "plus 2 tbsp", "minus 2 tbsp", "2oz" (glued after "1lb")
 * following a unit. With `dimension` (the main unit's), a spaced amount of the same dimension also
 * continues it: "1 pound 2 ounces pasta", "1 cup 2 tablespoons flour".
 */
function readAlternatives(text: string, out: string[], dimension?: Dimension): string {
  let rest = text;
  let continued = false;
  for (let first = true; ; first = false) {
    // A compound imperial amount continues after a space: "1lb 2oz", "1 pint 15fl oz", "14oz-17oz",
    // and a further slash starts the next alternative: "290ml/10fl oz/½ pint".
    const sep = continued ? /^(?:\s*(?:and|-|\/)\s*|\s*)/.exec(rest) : /^\s*(?:\/|,?\s*(?:plus\b|minus\b|\+))\s*/i.exec(rest);
    if (sep && (continued || sep[0].trim())) {
      const inner = readInnerMeasure(rest.slice(sep[0].length));
      if (inner && FRACTION_START.test(rest.slice(sep[0].length))) {
        if (continued && sep[0].includes("/")) continued = false;
        // "plus 2 tbsp" / "+ 2 tbsp" add to the amount and "minus" takes away: keep the word, so nutrition can
        // tell an extra from the same amount restated in other units ("/5oz", "(118 mL)").
        const sign = continued ? "" : /minus/i.test(sep[0]) ? "minus " : /plus|\+/i.test(sep[0]) ? "plus " : "";
        if (continued && out.length > 0) out[out.length - 1] += ` ${inner.text}`;
        else out.push(`${sign}${inner.text}`);
        rest = rest.slice(sep[0].length + inner.length);
        continued = true;
        continue;
      }
    }
    continued = false;
    // "60g/2½ canned beans": the imperial amount lost its unit; it is still a restatement, not the name.
    const bare = first ? /^\s*\/\s*(?=[\d½¼¾⅓⅔⅛⅜⅝⅞])/.exec(rest) : null;
    if (bare) {
      const q = matchQuantity(rest.slice(bare[0].length));
      const after = q ? rest.slice(bare[0].length + q.length) : "";
      if (q && /^\s+\p{L}/u.test(after) && !matchUnitPrefix(after)) {
        out.push(rest.slice(bare[0].length, bare[0].length + q.length).trim());
        rest = after;
        continue;
      }
    }
    const paren = /^\s*\(([^()]*)\)/.exec(rest);
    // "1 cup (firmly packed)/7.6 ounces/217 grams": a remark between the unit and a restated amount.
    const restated = paren ? /^\s*\/\s*/.exec(rest.slice(paren[0].length)) : null;
    if (paren && restated && readInnerMeasure(rest.slice(paren[0].length + restated[0].length))) {
      out.push((paren[1] ?? "").trim());
      rest = rest.slice(paren[0].length);
      continue;
    }
    if (paren && readInnerMeasure((paren[1] ?? "").replace(/^(?:about|approx\.?|ca\.?|around)\s*/i, ""))) {
      out.push((paren[1] ?? "").trim());
      rest = rest.slice(paren[0].length);
      continue;
    }
    if (first && dimension !== undefined && (dimension === "mass" || dimension === "volume") && /^\s+\d/.test(rest)) {
      const inner = readInnerMeasure(rest);
      if (inner && inner.info.dimension === dimension) {
        out.push(inner.text);
        rest = rest.slice(inner.length);
        continued = true;
        continue;
      }
    }
    if (/^\d/.test(rest)) {
      const inner = readInnerMeasure(rest);
      if (inner) {
        out.push(inner.text);
        rest = rest.slice(inner.length);
        continued = true;
        continue;
      }
    }
    return rest;
  }
}

// Count units that a describing word may precede: "thumb-sized pieces", "long strip", "plump bulbs".
const DESCRIBED_UNITS = new Set(["piece", "rasher", "slice", "bulb", "sprig", "stalk"]);

// Words that describe a piece's shape or size, never the product: "long", "thumb-sized", "2-inch".
const SHAPE_RE = /^(?:long|short|wide|narrow|square|round|plump|fat|thin|thick|whole|[\p{L}\d]+-(?:sized?|inch|cm|thick|long|wide))$/iu;

/** "thumb-sized pieces fresh ginger": one describing word, a count unit, then the name; null when not so. */
function readDescribedUnit(text: string): { size: string; unit: NonNullable<ReturnType<typeof matchUnitPrefix>>; length: number } | null {
  const word = /^\s+([\p{L}][\p{L}-]*)(?=\s)/u.exec(text);
  if (!word || !word[1] || !SHAPE_RE.test(word[1])) return null;
  const unit = matchUnitPrefix(text.slice(word[0].length));
  if (!unit || !DESCRIBED_UNITS.has(unit.info.canonical)) return null;
  const after = text.slice(word[0].length + unit.length);
  const next = /^\s+([\p{L}][\p{L}-]*)/u.exec(after)?.[1]?.toLowerCase();
  // What follows must be the name, not a remark: "rosemary sprigs plus extra", "celery stalks with leaves".
  if (!next || PREP_WORDS.has(next) || /^[a-z-]+ed$/.test(next) || /^(?:plus|or|and|with|without|to|for|in|from|on|at|each|per|about|if)$/.test(next))
    return null;
  return { size: word[1], unit, length: word[0].length + unit.length };
}

/** Where the rewritten start of a line ends: 80 characters, stretched to the next space so no word is cut. */
function windowEnd(text: string): number {
  if (text.length <= 80) return text.length;
  const space = text.slice(80, 120).search(/\s/);
  return space < 0 ? 120 : 80 + space;
}

/**
 * Splits the amount off the start of a cleaned ingredient line. Without a leading quantity it still
 * recognises a unit that stands for an amount ("Pinch of salt", "handful basil").
 */
export function readMeasure(text: string): MeasureResult {
  // Brazilian "1 colher (sopa)" is "1 colher de sopa"; Spanish "2 c/s", "1 c/c" are "cs" and "cc" (cuchara sopera, cucharadita).
  // "1 à 2 c. à soupe", "2 ou 3 branches": French and Portuguese ranges (not Dutch "of": "½ of 8-ounce package"). "cuil." and "cuillerée" are the spoon ("cuillère").
  // The rewrites only concern the amount at the start, so they run on a window of the text: callers try many
  // positions of a line, and rewriting the whole rest each time made the parser quadratic in the line length.
  const cut = windowEnd(text);
  const line =
    text
      .slice(0, cut)
      .replace(/^([\d½¼¾⅓⅔⅛⅜⅝⅞][\d/.,½¼¾⅓⅔⅛⅜⅝⅞]*)\s+(?:à|ou)\s+(?=[\d½¼¾⅓⅔⅛⅜⅝⅞])/, "$1-")
      // "1 y 1/2 tazas", "1 e 1/2 xícara", "2 e meia xícaras", "1 en 1/2 el", "1 and 1/2 cups": a whole and a half.
      .replace(
        /^(\d+)\s+(?:y|e|en|und|et|and)\s+(?:(\d+\/\d+|[½¼¾⅓⅔⅛])|(?:a\s+)?(?:media|medio|meia|meio|demi|demie|half|halb|halbe|halve|mezzo|mezza)(?!\p{L}))/iu,
        (_m, whole: string, frac?: string) => `${whole} ${frac ?? "1/2"}`,
      )
      // "un demi-litre", "une demi-cuillère", "einen halben Liter": the article and "half" are ½.
      .replace(/^(?:(?:un|une|1)\s+demi-|(?:einen|eine|ein|einer)\s+halbe[nr]?\s+)(?=\p{L})/iu, "½ ")
      .replace(/(^|\s)cuil\.?(?=\s+à\s+[sc]\.?(?:\s|$))/i, "$1c.")
      .replace(/(^|\s)(?:cuil\.?|cuillerées?)(?=\s+à\s)/i, "$1cuillère")
      .replace(/(^|\s)(colher(?:es)?)\s*\((sopa|chá|cha)\)/i, "$1$2 de $3")
      .replace(/^([\d½¼¾⅓⅔⅛⅜⅝⅞][\d\s/.,½¼¾⅓⅔⅛⅜⅝⅞-]*)c\/([sc])\.?(?=\s)/i, "$1c$2") + text.slice(cut);
  const result: MeasureResult = { alternatives: [], rest: line };
  let rest = line;
  let hasQuantity = false;
  let vagueCount = false;
  const q = matchQuantity(rest);
  if (q) {
    result.quantity = q.value;
    if (q.max !== undefined) result.quantityMax = q.max;
    rest = rest.slice(q.length);
    hasQuantity = true;
  } else if (ARTICLE_RE.test(rest) && matchQuantity(rest.replace(ARTICLE_RE, ""))) {
    // "A 1-inch piece ginger", "a 400g tin": the article only introduces the amount.
    const inner = matchQuantity(rest.replace(ARTICLE_RE, ""));
    if (inner) {
      result.quantity = inner.value;
      rest = rest.replace(ARTICLE_RE, "").slice(inner.length);
      hasQuantity = true;
    }
  } else {
    vagueCount = VAGUE_COUNT_RE.test(rest);
    rest = rest.replace(VAGUE_RE, "");
    const art = ARTICLE_RE.exec(rest);
    const after = art ? rest.slice(art[0].length) : "";
    const sized = art ? readSize(after) : null;
    if (art && matchUnitPrefix(sized ? after.slice(sized.length) : after)) {
      result.quantity = 1;
      rest = after;
      hasQuantity = true;
    } else if (art && !vagueCount && rest.length === line.length && /^\p{L}/u.test(after)) {
      // "un oignon", "ein Ei", "uma cebola", "an egg": an article before the item itself counts one.
      result.quantity = 1;
      rest = ` ${after}`;
      hasQuantity = true;
    }
  }
  // "1/4 de taza de aceite", "1/2 de kilo": Spanish and Portuguese may join a fraction to its unit with "de".
  const joined = hasQuantity ? /^\s+(?:de|d['’])\s*/i.exec(rest) : null;
  if (joined && matchUnitPrefix(rest.slice(joined[0].length))) rest = ` ${rest.slice(joined[0].length)}`;
  if (hasQuantity) {
    // "½ a nectarine", "½ of a small package": the article only repeats the fraction's "of".
    if ((result.quantity ?? 1) < 1) rest = rest.replace(/^\s*(?:of\s+(?:an?\s+)?|an?\s+)(?=\S)/i, " ");
    // "4 x salmon fillets": a multiplication sign with no package size after it.
    rest = rest.replace(/^\s*[x×]\s+(?=\p{L})/iu, " ");
    // "2 x 400g cans": the number of packages, then the package size.
    const mult = /^\s*[x×]\s*\/?\s*(?=[\d½¼¾⅓⅔⅛])/i.exec(rest);
    if (mult) {
      const inner = readInnerMeasure(rest.slice(mult[0].length));
      if (inner) {
        result.size = inner.text;
        rest = rest.slice(mult[0].length + inner.length);
        rest = readAlternatives(rest, result.alternatives);
      }
    }
    // "2 small (3-ounce) packages", "1 large (28-ounce) can": a size word, then the package size, then the unit.
    const word = result.size === undefined ? readSize(rest) : null;
    const wordParen = word ? /^\s*\(([^()]*)\)/.exec(rest.slice(word.length)) : null;
    const wordPkg = word && wordParen ? matchUnitPrefix(rest.slice(word.length + wordParen[0].length)) : null;
    if (word && wordParen && wordPkg && PACKAGE_UNITS.has(wordPkg.info.canonical) && readInnerMeasure(wordParen[1] ?? "")) {
      result.size = `${word.size} ${(wordParen[1] ?? "").trim()}`;
      rest = rest.slice(word.length + wordParen[0].length);
    }
    // "1 (14-ounce) can", "2 (400 g) tins": a parenthesised package size before the unit.
    const paren = /^\s*\(([^()]*)\)/.exec(rest);
    if (result.size === undefined && paren && readInnerMeasure(paren[1] ?? "")) {
      result.size = (paren[1] ?? "").trim();
      rest = rest.slice(paren[0].length);
    } else if (result.size === undefined && paren) {
      // "1 (6-10 count) package papad", "1 (large) can tomatoes": any count or size before a package unit.
      const inner = (paren[1] ?? "").trim();
      const pkg = matchUnitPrefix(rest.slice(paren[0].length));
      const countable = pkg && (pkg.info.dimension === "count" || pkg.info.dimension === "other") && PACKAGE_UNITS.has(pkg.info.canonical);
      if (countable && (/\d/.test(inner) || SIZE_WORDS.has(inner.toLowerCase())) && /^\s+\S/.test(rest.slice(paren[0].length + pkg.length))) {
        result.size = inner;
        rest = rest.slice(paren[0].length);
      }
    }
    // "1 14-ounce can", "Two ¼-oz/7-g packets", "One 22-ounce salmon fillet": a nested measure
    // that is followed by a package unit or written as an adjective with a hyphen.
    if (result.size === undefined && /^\s+\S/.test(rest)) {
      const inner = readInnerMeasure(rest);
      if (inner) {
        const alts: string[] = [];
        const after = readAlternatives(rest.slice(inner.length), alts);
        const pkg = matchUnitPrefix(after);
        // "One 3½ to 4 pound chicken": after a count written as a word, a measure can only size the item.
        const adjectival = /\S-\s*[\p{L}]/u.test(inner.text) || (/^\p{L}/u.test(line) && /^\s+\p{L}/u.test(after) && !/^\s*(?:of|de)\s/i.test(after));
        if ((pkg && (pkg.info.dimension === "count" || pkg.info.dimension === "other")) || adjectival) {
          // "½-inch-thick slices": the dimension word belongs to the size.
          const dim = /^-(?:thick|long|wide|deep|high|square|round|diameter)\b/i.exec(after);
          result.size = [inner.text, ...alts].join("/") + (dim ? dim[0] : "");
          rest = dim ? after.slice(dim[0].length) : after;
        }
      }
    }
  }
  // "1 gr. Dose Tomaten": before a package word, German "gr." is "groß", not grams.
  const grossAbbrev = hasQuantity ? /^\s*(gr\.)\s+/i.exec(rest) : null;
  const grossPkg = grossAbbrev ? matchUnitPrefix(rest.slice(grossAbbrev[0].length)) : null;
  if (grossAbbrev && grossPkg && (grossPkg.info.dimension === "count" || grossPkg.info.dimension === "other")) {
    result.size = result.size ? `${result.size} ${grossAbbrev[1]}` : grossAbbrev[1];
    rest = rest.slice(grossAbbrev[0].length - 1);
  }
  // "1 liquid cup", "1 dry cup": a qualifier that only says how a volume is measured.
  const measuredAs = hasQuantity ? /^\s*(liquid|dry)\s+/i.exec(rest) : null;
  const size =
    measuredAs && matchUnitPrefix(rest.slice(measuredAs[0].length))?.info.dimension === "volume"
      ? { size: measuredAs[1] ?? "", length: measuredAs[0].length }
      : readSize(rest);
  const afterSize = size ? rest.slice(size.length) : rest;
  const unit = matchUnitPrefix(afterSize);
  // Without a quantity a leading unit still counts ("Pinch of salt", "bunch coriander"), except
  // unit words that also start product names ("glass noodles", "strip steak", "fillet steak").
  let described: ReturnType<typeof readDescribedUnit> = null;
  // "el zumo de 1 limón": without an amount a one- or two-letter abbreviation ("el", "tl", "c") is a word, not a unit.
  const bareAbbreviation = unit !== null && !hasQuantity && /^\p{L}{1,2}\.?$/u.test(unit.raw);
  const unitOk =
    unit &&
    !bareAbbreviation &&
    (hasQuantity || vagueCount || !NAME_LIKE_UNITS.has(unit.info.canonical) || /^\s*(?:of|de|d'|di)\s/i.test(afterSize.slice(unit.length)));
  if (unit && unitOk) {
    result.unit = unit.raw;
    result.unitInfo = unit.info;
    if (size) result.size = result.size ? `${result.size} ${size.size}` : size.size;
    let afterUnit = afterSize.slice(unit.length);
    const upper = hasQuantity && result.quantityMax === undefined ? readUpperBound(afterUnit, unit.info) : null;
    if (upper && result.quantity !== undefined && upper.max > result.quantity) {
      result.quantityMax = Math.round(upper.max * 10000) / 10000;
      afterUnit = afterUnit.slice(upper.length);
    }
    // "1 xícara (chá) de leite", "1 cucharadita rasa de sal", "1 cucharada sopera de", "1 cucchiaio raso di": a word that
    // says which cup or spoon, or how full, between the unit and "de"/"di" qualifies the unit.
    // German sites write it after a comma: "1 TL, gestr. Salz", "1 EL, gehäuft Mehl".
    const qualifier = hasQuantity
      ? /^\s*(?:\(([^()\d]{1,20})\)|(ras[ao]s?|rasi|rases?|bombées?|colmad[ao]s?|colm[aoie]|cheias?|nivelad[ao]s?|gestrichen|gehäuft|soperas?))(?=\s*(?:(?:de|di|of)\s|d['’]))|^\s*,\s*(gestr\.|gestrichen|gehäuft|knapp|voll)(?=\s+\p{L})/iu.exec(
          afterUnit,
        )
      : null;
    if (qualifier) {
      const word = (qualifier[1] ?? qualifier[2] ?? qualifier[3] ?? "").trim();
      result.size = result.size ? `${result.size} ${word}` : word;
      afterUnit = afterUnit.slice(qualifier[0].length);
    }
    rest = readAlternatives(afterUnit, result.alternatives, unit.info.dimension);
    // "a glug or two whisky", "1 tbsp or so oil", "1 tbsp or 2 tsp oil": a loose or alternative amount.
    const or = /^\s*or\s+/i.exec(rest);
    if (or) {
      const after = rest.slice(or[0].length);
      const alt = readInnerMeasure(after);
      const loose = alt ? null : /^(?:two|three|so|more|less)\b/i.exec(after);
      const used = alt ? alt.length : loose ? loose[0].length : 0;
      if (used > 0 && /^\s+\p{L}/u.test(after.slice(used))) {
        result.alternatives.push(`or ${after.slice(0, used).trim()}`);
        rest = after.slice(used);
      }
    }
    // "½ c cup sugar", "½ tbsp tbsp butter": a unit written twice (abbreviation, then in full).
    const again = matchUnitPrefix(rest);
    if (again && again.info.canonical === unit.info.canonical && /^\s+\S+\s+\S/.test(rest)) rest = rest.slice(again.length);
    // "2 boîtes de 400 g de pois chiches", "1 sachet de 7 g de levure", "1 confezione da 250 g di mascarpone":
    // after a package word, a measure joined by "de"/"da" is the package size.
    const sized = unit.info.dimension === "count" && result.size === undefined ? /^\s+(?:de|da|di|von|van)\s+(?=[\d½¼¾⅓⅔⅛])/i.exec(rest) : null;
    const inner = sized ? readInnerMeasure(rest.slice(sized[0].length)) : null;
    if (sized && inner && (inner.info.dimension === "mass" || inner.info.dimension === "volume")) {
      result.size = inner.text;
      rest = rest.slice(sized[0].length + inner.length);
    }
    // "10cm/4in piece ginger", "400g tin beans": a package word after a measured amount.
    const pkg = unit.info.dimension !== "count" ? matchUnitPrefix(rest) : null;
    if (pkg && PACKAGE_UNITS.has(pkg.info.canonical) && /^\s/.test(rest)) {
      result.size = result.size ? `${result.size} ${pkg.raw}` : pkg.raw;
      rest = rest.slice(pkg.length);
    }
  } else if (!size && hasQuantity && result.size === undefined && (described = readDescribedUnit(rest))) {
    // "3 thumb-sized pieces fresh ginger", "6 plump bulbs of garlic": a describing word, then the unit.
    result.size = described.size;
    result.unit = described.unit.raw;
    result.unitInfo = described.unit.info;
    rest = rest.slice(described.length);
  } else if (size && hasQuantity) {
    // "2 large eggs": the size word belongs to the item, not to a unit.
    result.size = result.size ? `${result.size} ${size.size}` : size.size;
    rest = afterSize;
  }
  result.rest = rest;
  return result;
}
