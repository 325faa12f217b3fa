/**
 * The ingredient-line parser: "2 large eggs, beaten" → {quantity 2, size "large", name "eggs",
 * preparation "beaten"}. One parser for every importer and the write path, so the same line
 * always yields the same record.
 *
 * Rules, applied in this order:
 *  1. bullets, list numbering and emoji are dropped; "(optional)"/"optional" sets isOptional;
 *     "to taste"-style phrases go to the note;
 *  2. the amount is read from the start (see measure.ts);
 *  3. parenthesised text goes to the note;
 *  4. text after the first comma/semicolon is preparation, or note when it reads like a comment
 *     ("to serve", "plus extra", "such as ...");
 *  5. a trailing "for frying"/"to serve" purpose phrase goes to the note;
 *  6. leading kitchen actions ("finely chopped", "freshly grated") move to preparation, while
 *     product descriptors ("ground", "dried", "smoked") stay in the name;
 *  7. "3 garlic cloves"/"2 thyme sprigs" make the trailing clove/sprig word the unit.
 */
import type { Ingredient } from "./types";
import { matchQuantity } from "../fractions";
import { normalizeUnit } from "../units";
import { CONNECTOR_RE, NOTE_START, OPTIONAL_RE, PART_WORDS, PREP_WORDS, SIZE_WORDS, TO_TASTE_RE } from "./lexicon";
import { APPROX_RE, LEADING_ARTICLE_RE, PART_ARTICLE_RE, PART_OF_RE } from "./lexicon";
import { readMeasure } from "./measure";
import { trailingMeasureStart } from "./trailing";
import { reorderNameFirst } from "./reorder";
import {
  extractParens,
  isAdverb,
  splitJoinedPreparation,
  splitLeadingPreparation,
  splitNameFromTail,
  splitTrailingPreparation,
  splitTrailingSize,
  startsLikePreparation,
} from "./segments";

/** A parsed line: the spec's Ingredient plus what the parser can tell beyond it. */
export interface ParsedIngredient extends Ingredient {
  /** High end of a range ("1-2 cups" → quantity 1, quantityMax 2). */
  quantityMax?: number;
  /** Size or package size: "large", "400g", "14-ounce". */
  size?: string;
  /** Comments: alternatives, "to taste", parenthesised remarks. */
  note?: string;
}

const BULLET_RE = /^(?:[\s•·▪▫◦●○■□☐☑✓✔✗➤►▶→»>*+\-–—]|\p{Extended_Pictographic}|\uFE0F|\u200D)+/u;
const NUMBERING_RE = /^\(?\d{1,2}[.)]\s+(?=[\d½¼¾⅓⅔⅛⅜⅝⅞]|\p{L})/u;
const PURPOSE_RE =
  /\s+(?:(?:for|zum|zur|für|pour|para|per|voor|om)\s+\S.*|to\s+(?:serve|garnish|decorate|finish|dust|sprinkle|drizzle|brush|coat|top|glaze|grease)\b.*)$/i;
// Remarks inside the name that are comments: "pasta such as conchiglie", "butter at room temperature".
const REMARK_TAIL_RE = /\s+(?:such as|at room temperature|or similar|per person|per serving)\b.*$/i;
// Parenthesised remarks that are never a synonym: "(recipe follows)", "(see Notes)", "(green part only)".
const REMARK_RE =
  /\b(?:recipe|follows|below|above|notes?|only|not|divided|unless|approx\w*|available|see|such|if|made|part|brand|type|dice|size|any|preferably|ideally|about|optional|or bust)\b/i;
// The same remarks in the other supported languages: "(zimmerwarm)", "(à température ambiante)", "(mind. 70 %)".
const REMARK_INTL_RE =
  /(?<!\p{L})(?:zimmerwarm|zimmertemperatur|raumtemperatur|weich|temp[ée]rature ambiante|temperatura ambiente|kamertemperatuur|mind|ca|env|aprox|circa|siehe|voir|ver|vedi|zie|nach belieben|aus|z\.\s?b|p\.\s?ex|p\.\s?ej|por ejemplo|par exemple|zum beispiel|ad es|ad esempio|bijv|bijvoorbeeld|por exemplo)(?!\p{L})/iu;
// Egg and produce grades in parentheses: "(Größe M)", "(Gr. M)", "(calibre moyen)", "(tamaño L)", "(M)".
// A bare letter only in capitals and never "S": "chile(s)" is a plural.
const GRADE_RE = /^(?:größe|grösse|gr\.?|size|calibre|taille|tamaño|tamanho|maat|formato|klasse)\s+\S+$/iu;
const GRADE_LETTER_RE = /^(?:M|L|XL|XXL)$/;
// A parenthesis that only names the parts used: "(jus)", "(zest and juice)", "(Saft und Schale)".
const isPartsOnly = (text: string): boolean =>
  text.split(/\s+/).every((w) => PART_WORDS.has(w.toLowerCase()) || /^(?:and|or|&|und|oder|et|ou|y|o|e|en)$/i.test(w));
// Units that package a product: the words after them describe what is in the package.
const PACKAGE_CANONICAL = new Set(["can", "jar", "packet", "bottle"]);
// Size words that describe the item even after a unit: "1 pound small shrimp", "medium or large".
const ITEM_SIZE_RE =
  /^(?:(?:small|medium|large|big|extra[- ]large|jumbo|smallest|largest|medium-sized|medium-size|small-sized|large-sized)(?:\s+(?:or|to)\s+|\s+))+/i;
// Products whose name ends in a unit word: "2 cinnamon sticks" are cinnamon sticks, not sticks of cinnamon.
const PRODUCT_WITH_UNIT_RE = /^cinnamon\s+sticks?$/i;
// "3 garlic cloves", "2 celery stalks", "1 fennel bulb": the trailing word is the unit. "leaves" is
// left out on purpose: "basil leaves" is usually what the cook buys.
const TRAILING_UNIT_RE = /^([^\d]+?)\s+(cloves?|sprigs?|stalks?|sticks?|bulbs?|spears?|sheets?|heads?|loaf|loaves|slices?|ribs?)$/i;
// Products named for their use: "nata para montar", "lievito per dolci", "fermento para bolo" are what the cook buys.
const PRODUCT_PURPOSE_RE = /(?:^|\s)(?:nata|crema|lievito|levadura|fermento)$/i;

/**
 * A parenthesis that is only kitchen actions: "washed and dried", "finely chopped", "peeled, cored". Never one with a
 * number or a remark ("about 250 g", "see note"), which stays a note.
 */
function isActionPhrase(text: string): boolean {
  if (/\d/.test(text) || NOTE_START.test(text) || REMARK_RE.test(text)) return false;
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  // One word is often how the amount is measured ("(packed)", "(heaped)"), not what is done to the food.
  if (words.length < 2 || words.length > 5) return false;
  const action = (w: string): boolean => PREP_WORDS.has(w) || /^[a-z-]{3,}ed$/.test(w);
  return words.every((w, i) => action(w) || /^(?:and|or|&)$/.test(w) || (isAdverb(w) && action(words[i + 1] ?? ""))) && action(words[words.length - 1] ?? "");
}

/** Strips list decoration and normalises whitespace, keeping the words. */
export function cleanIngredientLine(line: string): string {
  let text = line
    // Invisible characters pages leave in words ("Peter\u00adsilie" with a soft hyphen) split them.
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, "")
    .replace(/[\u00a0\u2009\u202f\t]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // A bullet "-" directly followed by a digit could be a minus sign, but recipes have no negative amounts.
  text = text.replace(BULLET_RE, "").trim();
  text = text.replace(NUMBERING_RE, "").trim();
  return text;
}

function matchesQuantityStart(text: string): boolean {
  return matchQuantity(text) !== null;
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, "")
    .replace(/\s+([,.;:])/g, "$1")
    .trim();
}

/** Parses one ingredient line as written in a recipe. Never throws; the name falls back to the line. */
export function parseIngredientLine(line: string): ParsedIngredient {
  // German sites (Chefkoch) write plural endings as "Zwiebel(n)", "Zehe/n", "Ei(er)": the word is the singular.
  // The English "(s)" is left alone ("chile(s)"), and so is a one-letter word ("c/n" is "cantidad necesaria").
  let text = cleanIngredientLine(line).replace(/(?<=\p{L}\p{Ll})(?:\((?:n|en|e|er)\)|\/(?:n|en|e|er)(?!\p{L}))/gu, "");
  const notes: string[] = [];
  let isOptional = false;
  for (let guard = 0; guard < 3 && OPTIONAL_RE.test(text); guard++) {
    isOptional = true;
    text = text.replace(OPTIONAL_RE, " ").trim();
  }
  // "Optional: 1 vanilla pod" leaves the colon behind.
  text = text.replace(/^[\s:;,.\-–]+/, "");
  const taste = TO_TASTE_RE.exec(text);
  if (taste) {
    notes.push(taste[0].replace(/^,\s*/, "").replace(/\.$/, ""));
    text = (text.slice(0, taste.index) + " " + text.slice(taste.index + taste[0].length)).trim();
  }
  text = text.replace(APPROX_RE, "");
  // "je 1 Prise Salz und Pfeffer": German "je" (each) before the amount; the names stay a list.
  text = text.replace(/^je\s+(?=[\d½¼¾⅓⅔⅛])/i, "");

  // "Zest of 1 lemon" → quantity 1, name "lemon", preparation "zest": the cook buys the whole.
  // "zest and juice 1 lemon", "juice ½ lime": BBC-style parts written straight before the amount.
  const bare = /^([\p{L}&,\s]+?)\s+(?=[\d½¼¾⅓⅔⅛])/u.exec(text);
  const bareParts = bare?.[1]?.split(/[\s,]+/).filter(Boolean) ?? [];
  const partsFirst = bareParts.some((w) => PART_WORDS.has(w.toLowerCase()) && !/^(?:finely|grated|green)$/i.test(w));
  // Not a name-first measure: "Juice 60 ml" is 60 ml of juice.
  const countedWhole = (): boolean => bare !== null && readMeasure(text.slice(bare[0].length)).unit === undefined;
  if (bare && partsFirst && bareParts.every((w) => PART_WORDS.has(w.toLowerCase()) || /^(?:and|&|und|et|y|e)$/i.test(w)) && countedWhole()) {
    text = text.replace(/^([\p{L}&,\s]+?)\s+(?=[\d½¼¾⅓⅔⅛])/u, "$1 of ");
  }
  const part = PART_OF_RE.exec(text);
  let partPrep = "";
  if (part && !matchesQuantityStart(text)) {
    partPrep = (part[1] ?? "").trim().replace(LEADING_ARTICLE_RE, "");
    text = text.slice(part[0].length);
    // "Saft einer halben Zitrone" is half of one; "juice of a lemon", "le jus d'un citron" are one.
    text = text.replace(/^(?:einer|eines|einem|ein|eine)\s+halben?\s+/i, "½ ").replace(PART_ARTICLE_RE, "1 ");
  } else text = reorderNameFirst(text);
  const m = readMeasure(text);
  let rest = m.rest.replace(/^\s*[.:]\s*/, " ").trim();
  const conn = CONNECTOR_RE.exec(rest);
  if (conn && (m.unit !== undefined || m.quantity !== undefined)) rest = rest.slice(conn[0].length);
  // "2 tbsp each parsley, mint and dill": the amount applies to each; the names stay a list.
  if (m.quantity !== undefined || m.unit !== undefined) rest = rest.replace(/^each\s+/i, "");

  const split = splitNameFromTail(rest);
  // "cored, seeded, and minced pepper": the list's "and" belongs to the modifiers before it.
  let head = split.modifiers.length > 0 ? split.head.replace(/^\s*(?:and|or|&)\s+/i, "") : split.head;
  let tailRaw = split.tail;
  // "chocolate (70%) coarsely chopped": words after a closing parenthesis that read as preparation.
  const afterParen = /^(.*\))\s*([^()]+)$/.exec(head);
  if (afterParen?.[1] && afterParen[2] && startsLikePreparation(afterParen[2])) {
    head = afterParen[1];
    tailRaw = tailRaw ? `${afterParen[2]}, ${tailRaw}` : afterParen[2];
  }
  // "fresh oregano or ¾ teaspoon dried oregano": an alternative with its own amount is a note.
  const altAt = /\s+or\s+/gi;
  for (const a of head.matchAll(altAt)) {
    const after = head.slice(a.index + a[0].length);
    // An article alone is not an amount here: "fat cut from a ham, or a ham bone" names two things.
    if (a.index > 0 && readMeasure(after).quantity !== undefined && matchQuantity(after) !== null) {
      notes.push(`or ${after}`);
      head = head.slice(0, a.index);
      // "2 tsp. Diamond Crystal or 1 tsp. Morton kosher salt": a brand before "or" takes the product noun of the alternative.
      const alternative = readMeasure(after).rest.trim().split(/\s+/);
      const noun = alternative.slice(alternative.findIndex((w) => /^\p{Ll}/u.test(w)));
      const brandOnly = /^(?:\p{Lu}[\p{L}'’-]*\s*){1,3}$/u.test(head.trim());
      if (brandOnly && noun.length > 0 && noun.length < alternative.length && noun.every((w) => /^\p{Ll}/u.test(w))) head = `${head.trim()} ${noun.join(" ")}`;
      break;
    }
  }
  // "arborio (risotto) rice": a parenthesis inside the name stays where it is.
  // Not before "de"/"of": "colheres (sobremesa) de mostarda" qualifies the unit, not the name.
  head = head.replace(/(?<=\p{L}\s*)\(([^()\d]*)\)(?=\s*\p{L})(?!\s*(?:of|de|di|d['’])\s)/gu, "\u0001$1\u0002");
  const [headNoParens, headParens] = extractParens(head);
  let name = headNoParens.replace(/\u0001/g, "(").replace(/\u0002/g, ")");
  let parenSize: string | undefined;
  const parenPrep: string[] = [];
  for (const p of headParens) {
    if (SIZE_WORDS.has(p.toLowerCase()) || GRADE_RE.test(p) || GRADE_LETTER_RE.test(p)) {
      parenSize = p;
      continue;
    }
    // "(jus)", "(in Würfeln)", "(finement haché)": parts used or a cut written after the noun; "(washed and
    // dried)", "(finely chopped)": a kitchen action in English.
    if (isPartsOnly(p) || splitTrailingPreparation(`x ${p}`)[1] === p || isActionPhrase(p)) {
      parenPrep.push(p);
      continue;
    }
    // Short synonyms are part of the name: "(gochujang)", "(or dry sherry)"; remarks are notes, and so is a
    // list, which a synonym never is: "(kalt, in Würfeln)", "(bone-in, skin-on)".
    const isNamePart =
      !/[\d,;]/.test(p) && p.split(/\s+/).length <= 4 && !startsLikePreparation(p.replace(/^or\s+/i, "")) && !REMARK_RE.test(p) && !REMARK_INTL_RE.test(p);
    if (isNamePart) name = `${name} (${p})`;
    else notes.push(p);
  }
  let preparation = "";
  const tailText = tidy(tailRaw);
  if (tailText) {
    const [tailNoParens, tailParens] = extractParens(tailText);
    if (NOTE_START.test(tailText)) notes.push(tailText);
    else {
      preparation = tidy(tailNoParens);
      // "chopped, to serve", "cut into wedges, for garnish": from a comment on, the tail is a note.
      const comment = /,\s*(?=\S)/g;
      for (const c of preparation.matchAll(comment)) {
        const after = preparation.slice(c.index + c[0].length);
        if (NOTE_START.test(after) && !/^(?:and|or)\b/i.test(after)) {
          notes.push(after);
          preparation = tidy(preparation.slice(0, c.index));
          break;
        }
      }
      notes.push(...tailParens);
    }
  }
  // "75 g Zucker + 1 EL für die Form": "+" is written for "plus".
  for (const re of [PURPOSE_RE, REMARK_TAIL_RE, /\s+(?:plus|\+)\s+.*$/i]) {
    const found = re.exec(name);
    if (found && re === PURPOSE_RE && PRODUCT_PURPOSE_RE.test(name.slice(0, found.index)) && /^\s*(?:para|per|pour)\s/i.test(found[0])) continue;
    if (found && found.index > 0) {
      notes.push(found[0].trim());
      name = name.slice(0, found.index);
    }
  }
  // "1 can crushed tomatoes": after a package unit the words describe the product, so they stay.
  const packaged = m.unitInfo !== undefined && PACKAGE_CANONICAL.has(m.unitInfo.canonical);
  const [bareName, leadingPrep] = packaged ? [tidy(name), ""] : splitLeadingPreparation(tidy(name));
  // "1 oignon émincé", "2 dientes de ajo picados": Romance languages write the action after the noun.
  const [frontName, trailingPrep] = packaged ? [bareName, ""] : splitTrailingPreparation(bareName);
  // "salt and freshly ground black pepper", "cheddar cheese and shredded lettuce": the second food's actions too.
  const [joinedName, joinedPrep] = packaged ? [frontName, ""] : splitJoinedPreparation(frontName);
  name = joinedName;
  const prepParts: string[] = [];
  const kept: string[] = [];
  for (const mod of split.modifiers) {
    const [modText, modParens] = extractParens(mod);
    notes.push(...modParens);
    if (!packaged && splitLeadingPreparation(`${modText} x`)[1] === modText) prepParts.push(modText);
    else kept.push(modText);
  }
  if (kept.length > 0) name = `${kept.join(" ")} ${name}`;
  if (partPrep) prepParts.unshift(partPrep);
  prepParts.push(...parenPrep);
  if (leadingPrep) prepParts.push(leadingPrep);
  if (trailingPrep) prepParts.push(trailingPrep);
  if (joinedPrep) prepParts.push(joinedPrep);
  if (preparation) prepParts.push(preparation);
  preparation = prepParts.join(", ");
  let size = m.size ?? parenSize;
  // "1 cebolla mediana", "2 huevos grandes": Romance languages write the size after the noun.
  const [unsized, trailingSize] = splitTrailingSize(name);
  if (trailingSize) {
    name = unsized;
    size = size ? `${size} ${trailingSize}` : trailingSize;
  }
  // "1 pound small shrimp": a size word after the unit still sizes the item.
  const sized = m.unit !== undefined ? ITEM_SIZE_RE.exec(name) : null;
  if (sized && sized[0].length < name.length) {
    size = size ? `${size} ${sized[0].trim()}` : sized[0].trim();
    name = name.slice(sized[0].length);
  }

  let unit = m.unit;
  const trailing = unit === undefined && m.quantity !== undefined ? TRAILING_UNIT_RE.exec(name) : null;
  if (trailing && trailing[1] && trailing[2] && normalizeUnit(trailing[2]) && !PRODUCT_WITH_UNIT_RE.test(name)) {
    name = trailing[1];
    unit = trailing[2];
  }
  const measureAt = trailingMeasureStart(name);
  if (measureAt > 0) {
    notes.push(name.slice(measureAt).trim());
    name = name.slice(0, measureAt);
  }
  name = tidy(name.replace(/^(?:of|de|d'|d’|di)\s+/i, "").replace(/\s+(?:or|and|&|\+)$/i, ""));
  // "1 bouquet garni", "1 pound cake": a unit word that with the word after it names a product.
  if (unit !== undefined && /^(?:bouquet\s+garni|pound\s+cakes?)$/i.test(`${unit} ${name}`)) {
    name = `${unit} ${name}`;
    unit = undefined;
  }
  // "5 cloves", "6 whole cloves": with nothing left (or only a word of its form), the word read as a unit was the
  // ingredient itself.
  if ((!name || /^(?:whole|dried|fresh)$/i.test(name)) && unit !== undefined && normalizeUnit(unit)?.dimension === "count") {
    name = name ? `${name} ${unit}` : unit;
    unit = undefined;
  }
  // Only a preparation-looking phrase was left ("(packed) mixed fresh herbs"): it is the name, not also the preparation.
  if (!name && tidy(preparation)) {
    name = tidy(preparation);
    preparation = "";
  }
  if (!name) name = tidy(cleanIngredientLine(line));

  const out: ParsedIngredient = { name };
  if (m.quantity !== undefined) out.quantity = m.quantity;
  if (m.quantityMax !== undefined) out.quantityMax = m.quantityMax;
  if (unit !== undefined) out.unit = unit;
  if (size !== undefined) out.size = size;
  if (preparation) out.preparation = preparation;
  const note = [...m.alternatives, ...notes].map(tidy).filter(Boolean).join("; ");
  if (note) out.note = note;
  if (isOptional) out.isOptional = true;
  return out;
}
