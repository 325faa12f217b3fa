import type { CheerioAPI } from "cheerio";
import { parseDurationMinutes } from "../../lib/duration";
import { INGREDIENT_HEADING } from "./heuristics";
import { blockText, normalizeSpace, toLines } from "./text";
import { parseYield } from "./yields";

/** Times and yield read from labelled visible text ("Prep time: 15 mins", "Serves 4"). */
export interface PageFacts {
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  servings?: number;
  yieldText?: string;
}

const PREP =
  /^(?:prep(?:aration)?(?:\s*time)?|active time|hands[- ]on time|vorbereitung(?:szeit)?|zubereitungszeit|arbeitszeit|temps de préparation|préparation|tempo de preparo|tiempo de preparación|preparación|voorbereiding(?:stijd)?|bereidingstijd|tempo di preparazione|preparazione|förberedelse(?:tid)?|forberedelse(?:stid)?|czas przygotowania|valmisteluaika|hazırlık süresi|příprava)(?![\p{L}\p{N}])\s*[:：]?\s*/iu;
const COOK =
  /^(?:cook(?:ing)?(?:\s*time)?|bak(?:e|ing)(?:\s*time)?|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tempo de cozimento|tempo de forno|tiempo de cocción|cocción|kooktijd|oventijd|tempo di cottura|cottura|tillagningstid|tilberedningstid|tilberedning|koketid|steketid|bakeid|czas gotowania|czas pieczenia|kypsennysaika|paistoaika|pişirme süresi|doba vaření)(?![\p{L}\p{N}])\s*[:：]?\s*/iu;
const TOTAL =
  /^(?:total(?:\s*time)?|ready in|gesamtzeit|temps total|tempo total|tiempo total|totale tijd|tempo totale|total tid|totaltid|tid|samlet tid|tid i alt|czas całkowity|kokonaisaika|toplam süre|celkový čas|duration|durée|time)(?![\p{L}\p{N}])\s*[:：]?\s*/iu;
// Ends on "no further letter" rather than \b, which never matches after CJK letters ("分量：30 个").
const YIELD_LABEL =
  /^(?:serves?|servings?|serving size|yields?|makes|portions?|porciones|raciones|portionen|personen|personnes|porções|rendimento|rende|für|pour|voor|dosi per|persone|porzioni|porties|portioner|porsjoner|annokset|porcje|liczba porcji|ilość porcji|antal|aantal personen|aantal porties|comensales|porce|porcií|adag|kişilik|分量|份量|人份)(?![\p{L}\p{N}])\s*[:：]?\s*/iu;
const YIELD_TRAILING =
  /^(\d+(?:\s*(?:-|–|to|bis|à|a)\s*\d+)?)\s*(?:servings|portions?|personen|portionen|personnes|porciones|pessoas|porções|persone|porzioni|porties|portioner|porsjoner|personer|annosta|annokselle|porcje|porcji|porce|porcí|adag|kişilik|people|persons)(?![\p{L}\p{N}])/iu;

/**
 * Containers whose text belongs to other people or other recipes: comment threads, reviews, related
 * and recommended posts, sidebars and widgets. A reader's "I baked it for 50 minutes" or a teaser's
 * "Serves 8" must not become this recipe's facts.
 */
const FOREIGN_REGION =
  /^(?:[\w-]*[-_])?(?:comments?|comment-list|comments-area|respond|replies|reviews?|related(?:-posts|-recipes|-content)?|recommended|more-recipes|sidebar|widgets?|newsletter)$/i;

/** True for an element named as a foreign region by one of its class tokens or its id; state classes such as "comments-open" do not count. */
function isForeignRegion(attribs: Record<string, string>): boolean {
  const tokens = `${attribs.class ?? ""} ${attribs.id ?? ""}`.split(/\s+/).filter(Boolean);
  return tokens.some((token) => FOREIGN_REGION.test(token));
}

/** The visible text of the recipe's region as short lines, without navigation, footer and foreign regions. */
function visibleLines($: CheerioAPI): string[] {
  const body = $("body").clone();
  body.find("nav, footer, header, aside, script, style, noscript, form").remove();
  // A servings picker ("Pour <select>…<option selected>6</option>…</select> personnes") reads as its chosen value.
  body.find("select").each((_, select) => {
    const chosen = $(select).find("option[selected]").first();
    $(select).replaceWith(chosen.length > 0 ? ` ${chosen.text()} ` : "");
  });
  // A region holding the page's headline is the page itself, whatever its class says.
  body
    .find("[class], [id]")
    .filter((_, el) => isForeignRegion(el.attribs) && $(el).find("h1").length === 0)
    .remove();
  return toLines(blockText(body.toArray()))
    .flatMap(splitFacts)
    .filter((line) => line.length <= 80);
}

/** The alternatives of a label pattern, without its anchor and what follows the label. */
const labelWords = (label: RegExp): string => label.source.slice(1, label.source.indexOf("(?![\\p{L}\\p{N}])"));

/** Marks set between facts on one line ("Prep: 15 mins | Cook: 10 mins", "30 Min. · 4 Portionen"). */
const FACT_SEPARATOR = /\s+[·|•]\s+/;

/**
 * Where the next fact starts on a line that holds several: a label with a value ("Cook Time 45 mins",
 * "Garzeit: 1 Std.", "Raciones: 4") right after the value of the one before ("30 mins", "45 minutos"), also when a
 * sentence runs on ("Serves 4. Prep 10 minutes, cook 25 minutes.").
 */
const NEXT_FACT = new RegExp(
  `(?<=\\d\\s*(?:\\p{L}{1,12})?[.,;]?)\\s+(?=(?:${[PREP, COOK, TOTAL, YIELD_LABEL].map(labelWords).join("|")})(?![\\p{L}\\p{N}])\\s*[:：]?\\s*(?:ca\\.?\\s*)?\\d)`,
  "iu",
);

/**
 * One line per fact. Recipe cards and blogs write their facts in a row ("Zubereitungszeit: 30 Min. · Garzeit:
 * 1 Std. 15 Min.", "<strong>Prep Time</strong>30 mins<strong>Cook Time</strong>45 mins"); read whole, the
 * first label would take every figure of the row as its value.
 */
function splitFacts(line: string): string[] {
  if (line.length > 200 || !/\d/.test(line)) return [line];
  return line
    .split(FACT_SEPARATOR)
    .flatMap((part) => part.split(NEXT_FACT))
    .filter((part) => part.length > 0);
}

/** A measure after a number, which makes it an amount or a size ("26 cm", "500 g"), not a yield. */
const MEASURE = "(?:cm|mm|kg|ml|cl|dl|oz|lbs?|cups?|inch|g|l)(?!\\p{L})";
const COUNT = "\\d+(?:\\s*[-–]\\s*\\d+)?(?![\\d.,])";
const COUNTED = `(?!${MEASURE})\\p{L}{2}[\\p{L}.]*`;
/** What an ingredients label says it is for: "für 8 Stücke", "(serves 4)", "pour 6 personnes", "(4 personas)". */
const FOR_COUNT = new RegExp(
  `^\\s*[(:]?\\s*(?:(?:for|für|pour|voor|para|per|til|för|na|do|serves|makes)\\s+(${COUNT}(?:\\s*${COUNTED})?)(?!\\s*${MEASURE})|(${COUNT}\\s*${COUNTED}))`,
  "iu",
);

/** The yield in an ingredients heading ("Zutaten für 8 Stücke", "Ingrédients pour 6 personnes"), when it gives one. */
function ingredientsFor(line: string): string | undefined {
  const label = INGREDIENT_HEADING.exec(line);
  const match = label ? FOR_COUNT.exec(line.slice(label[0].length)) : null;
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The value for a label: the rest of its line, or the next line when the label stands alone. */
function valueAfter(lines: string[], index: number, label: RegExp): string | undefined {
  const line = lines[index] ?? "";
  const rest = line.replace(label, "").trim();
  // The value must follow the label directly, so that prose ("Pour into 2 pans") is not read as a fact.
  if (/^(?:ca\.?|approx\.?|about|around|approximately|up to|environ|jusqu'à|etwa|bis zu|circa|aprox\.?|até|hasta)?\s*\d/i.test(rest)) return rest;
  if (rest.length > 0) return undefined;
  const next = lines[index + 1];
  return next && /^(?:ca\.?|approx\.?|about|around|up to|environ|etwa|bis zu|circa|aprox\.?|até|hasta)?\s*\d/i.test(next) && next.length <= 30
    ? next
    : undefined;
}

/**
 * Facts laid out as a table, labels in a header row and values in the row below ("Prep time | Cook time" over
 * "15 minutes | 0 minutes"), as label-value lines ("Prep time 15 minutes").
 */
function tableFactLines($: CheerioAPI): string[] {
  const lines: string[] = [];
  $("table").each((_, table) => {
    const rows = $(table).find("tr").toArray();
    rows.forEach((row, i) => {
      const labels = $(row).children("th").toArray();
      const next = rows[i + 1];
      if (labels.length < 2 || labels.length !== $(row).children().length || !next) return;
      const values = $(next).children("td").toArray();
      if (values.length !== labels.length) return;
      labels.forEach((label, k) => lines.push(`${normalizeSpace($(label).text())} ${normalizeSpace($(values[k]).text())}`));
    });
  });
  return lines.filter((line) => line.length <= 80);
}

/** Attributes that name a servings value: class, id, itemprop and data-* names or values ("recipe-servings", data-attr-icon="recipeServings"). */
const SERVINGS_ATTRIBUTE = /servings?(?![a-z])|recipeyield|(?:^|[-_ ])yield(?![a-z])|portion(?:en|s)?(?![a-z])/i;
/** A bare count, as a servings widget shows it ("4", "4-6"). */
const BARE_COUNT = /^\d{1,3}(?:\s*[-–]\s*\d{1,3})?$/;

/**
 * Servings from markup named for them when no line labels them in words: a value beside an icon
 * (<div data-attr-icon="recipeServings"></div><div>4</div>) or inside a named element (<span class="servings">4</span>).
 * Only a bare count is taken, so that adjuster buttons and serving sizes ("1 cup") never count.
 */
function servingsFromMarkup($: CheerioAPI): number | undefined {
  let found: number | undefined;
  $("body [class], body [id], body [itemprop], body [data-attr-icon]").each((_, el) => {
    if (found !== undefined) return false;
    const names = Object.entries(el.attribs)
      .filter(([key]) => key === "class" || key === "id" || key === "itemprop" || key.startsWith("data-"))
      .map(([, value]) => value)
      .join(" ");
    if (!SERVINGS_ATTRIBUTE.test(names)) return undefined;
    const own = normalizeSpace($(el).text());
    const next = el.next === null ? "" : normalizeSpace($(el).nextAll().first().text());
    const value = own.length > 0 ? own : next;
    if (!BARE_COUNT.test(value)) return undefined;
    const servings = parseYield(value).servings;
    if (servings !== undefined && servings > 0 && servings <= 100) found = servings;
    return undefined;
  });
  return found;
}

/** Class tokens that name a time: hRecipe's preptime/cooktime/duration, and the prep-time/cook_time/total-time of recipe cards. */
const TIME_CLASS: Array<[RegExp, "prepTime" | "cookTime" | "totalTime"]> = [
  [/^(?:[\w-]*[-_])?prep[-_]?time$/i, "prepTime"],
  [/^(?:[\w-]*[-_])?cook[-_]?time$/i, "cookTime"],
  [/^(?:[\w-]*[-_])?(?:total[-_]?time|duration)$/i, "totalTime"],
];

/**
 * Times from markup named for them when no line labels them in words: hRecipe's
 * <span class="cooktime">3 hrs on High<span class="value-title" title="PT3H"></span></span>, a <time datetime>, or
 * the element's own short text ("20 minutes").
 */
function timesFromMarkup($: CheerioAPI): Partial<Record<"prepTime" | "cookTime" | "totalTime", number>> {
  const found: Partial<Record<"prepTime" | "cookTime" | "totalTime", number>> = {};
  $("body [class]").each((_, el) => {
    const tokens = (el.attribs.class ?? "").split(/\s+/);
    const key = TIME_CLASS.find(([pattern]) => tokens.some((token) => pattern.test(token)))?.[1];
    if (!key || found[key] !== undefined) return;
    const node = $(el);
    const machine =
      node.find(".value-title[title]").attr("title") ?? node.find("time[datetime]").attr("datetime") ?? (node.is("time") ? node.attr("datetime") : undefined);
    const text = normalizeSpace(node.text());
    const minutes = parseDurationMinutes(machine ?? "") ?? (text.length <= 30 ? parseDurationMinutes(text) : undefined);
    if (minutes !== undefined) found[key] = minutes;
  });
  return found;
}

/** Read labelled times and yield from the visible page; only fields the page states are set. */
export function readPageFacts($: CheerioAPI): PageFacts {
  const lines = [...tableFactLines($), ...visibleLines($)];
  const facts: PageFacts = {};
  const times: Array<[RegExp, "prepTime" | "cookTime" | "totalTime"]> = [
    [PREP, "prepTime"],
    [COOK, "cookTime"],
    [TOTAL, "totalTime"],
  ];
  lines.forEach((line, index) => {
    for (const [label, key] of times) {
      if (facts[key] !== undefined || !label.test(line)) continue;
      const value = valueAfter(lines, index, label);
      const minutes = value ? parseDurationMinutes(value) : undefined;
      if (minutes !== undefined) facts[key] = minutes;
    }
    if (facts.servings === undefined) {
      const labelled = YIELD_LABEL.test(line) ? valueAfter(lines, index, YIELD_LABEL) : undefined;
      const trailing = YIELD_TRAILING.exec(line)?.[0];
      const text = labelled ?? trailing ?? ingredientsFor(line);
      if (text) {
        const parsed = parseYield(text);
        if (parsed.servings !== undefined && parsed.servings <= 500) {
          facts.servings = parsed.servings;
          facts.yieldText = parsed.yieldText;
        }
      }
    }
  });
  if (facts.prepTime === undefined && facts.cookTime === undefined && facts.totalTime === undefined) Object.assign(facts, timesFromMarkup($));
  if (facts.servings === undefined) {
    const servings = servingsFromMarkup($);
    if (servings !== undefined) {
      facts.servings = servings;
      facts.yieldText = String(servings);
    }
  }
  return facts;
}
