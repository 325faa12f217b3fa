import type { CheerioAPI } from "cheerio";
import type { ExtractedComponent } from "../types";
import { normalizeSpace } from "./space";

/** Opening words of a group label ("For the sauce", "Für den Teig", "Pour la pâte", "Voor de saus"). */
const GROUP_OPENER = /^(?:for|für|pour|voor|para|per|til|för|do|na)\s+\S/i;

/** The word "ingredients" in the languages of the section labels, as one word of a short line. */
const INGREDIENTS_WORD = /(?:^|\s)(?:ingredients|zutaten|ingrédients|ingredientes|ingrediënten|ingredienti|ingredienser)(?:\s|$)/i;

/**
 * The name of a part of a dish standing alone ("Sauce", "Topping", "The filling"): never an ingredient
 * by itself (an ingredient says which: "soy sauce"), so it names the group of lines that follows.
 */
const COMPONENT_NAME =
  /^(?:the\s+)?(?:sauces?|seasonings?|dressings?|toppings?|fillings?|marinades?|glazes?|frostings?|icings?|crusts?|dough|batter|garnish(?:es)?|streusel|crumble|rub|brine|assembly|füllung|teig|belag|glasur|soße|garniture|farce|pâte|vulling|saus|beslag)$/i;

const key = (text: string): string =>
  normalizeSpace(text)
    .replace(/[:：]\s*$/, "")
    .toLowerCase();

/** Short texts the page shows as headings or bold labels, to confirm group names in ingredient lists. */
export function headingTexts($: CheerioAPI): Set<string> {
  const texts = new Set<string>();
  $("h2, h3, h4, h5, h6, strong, b, legend, dt, [class*='group' i], [class*='heading' i], [class*='title' i]").each((_, el) => {
    const text = normalizeSpace($(el).text());
    if (text.length > 0 && text.length <= 60) texts.add(key(text));
  });
  return texts;
}

/**
 * True when a line of an ingredient list is really the name of a group of ingredients: it ends with a
 * colon, or it names a purpose ("For the sauce") without any quantity, or it is a short quantity-less
 * line that the page itself renders as a heading.
 */
export function isGroupHeader(line: string, headings: Set<string>): boolean {
  const text = normalizeSpace(line);
  if (text.length === 0 || text.length > 60 || /\d/.test(text)) return false;
  if (/[:：]$/.test(text)) return true;
  const words = text.split(" ").length;
  if (GROUP_OPENER.test(text) && words <= 6) return true;
  // "Dry ingredients", "Remaining Ingredients", "Other ingredients": a line that names ingredients as a kind.
  if (INGREDIENTS_WORD.test(text) && words <= 4) return true;
  if (COMPONENT_NAME.test(text)) return true;
  return words <= 4 && headings.has(key(text)) && /^\p{Lu}/u.test(text);
}

/**
 * Split a flat ingredient list at its group headers: leading lines stay ungrouped, the rest become components.
 * `explicit` lines are headers whatever they say (an app's own header rows, "Layer 1").
 */
export function splitIngredientGroups(
  lines: string[],
  headings: Set<string>,
  explicit: ReadonlySet<string> = new Set(),
): { ungrouped: string[]; components: ExtractedComponent[] } {
  const ungrouped: string[] = [];
  const components: ExtractedComponent[] = [];
  let current: ExtractedComponent | null = null;
  let lastHeader: string | null = null;
  for (const line of lines) {
    if (explicit.has(line) || isGroupHeader(line, headings)) {
      current = { title: normalizeSpace(line).replace(/\s*[:：]$/, ""), ingredientLines: [], instructions: [] };
      components.push(current);
      lastHeader = line;
    } else {
      if (current) current.ingredientLines.push(line);
      else ungrouped.push(line);
      lastHeader = null;
    }
  }
  const kept = components.filter((c) => c.ingredientLines.length > 0);
  // A "header" that closes the list heads nothing: it is a last line such as "Optional: truffle oil".
  // One that ends in a colon ("Recipe cards:") is a label of something else that follows the list.
  if (lastHeader !== null && !/[:：]\s*$/.test(lastHeader)) {
    const owner = kept[kept.length - 1];
    if (owner) owner.ingredientLines.push(lastHeader);
    else ungrouped.push(lastHeader);
  }
  return { ungrouped, components: kept };
}

/**
 * Drop a list's exact second copy. Responsive pages render the same list twice (desktop and mobile)
 * inside one recipe element, so structured data read from it repeats every line in order.
 */
export function dropRepeatedHalf(lines: string[]): string[] {
  if (lines.length < 4 || lines.length % 2 !== 0) return lines;
  const half = lines.length / 2;
  const same = lines.slice(0, half).every((line, i) => normalizeSpace(line).toLowerCase() === normalizeSpace(lines[half + i] ?? "").toLowerCase());
  return same ? lines.slice(0, half) : lines;
}

/** Tidy one ingredient line: drop list bullets, spaces before commas, doubled brackets. */
export function tidyIngredientLine(line: string): string {
  return normalizeSpace(line)
    .replace(/^(?:[-–—•*·▢□☐✓✔]\s*)+/, "")
    .replace(/\s+([,;.)])/g, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/\(\(([^()]*)\)\)/g, "($1)")
    .trim();
}

/**
 * Strip words that end (nearly) every line of a list because the page puts a control there: an
 * "Add to shopping list" link, "Add to cart". At least two words, after a plain space, on at least
 * three lines and 80% of them; a shared ending after a comma (", chopped") is content and stays.
 */
export function dropCommonSuffix(lines: string[]): string[] {
  if (lines.length < 3) return lines;
  const first = lines.find((line) => line.split(" ").length >= 3) ?? "";
  const words = first.split(" ");
  let best = "";
  for (let n = 2; n <= 4 && n < words.length; n += 1) {
    const suffix = words.slice(-n).join(" ");
    if (/[\d,;:()]/.test(suffix) || /[,;(]$/.test(words[words.length - n - 1] ?? "")) break;
    const ending = ` ${suffix.toLowerCase()}`;
    const hits = lines.filter((line) => line.toLowerCase().endsWith(ending) && line.length > ending.length).length;
    if (hits >= 3 && hits >= lines.length * 0.8) best = ending;
  }
  if (!best) return lines;
  return lines.map((line) => (line.toLowerCase().endsWith(best) ? line.slice(0, line.length - best.length).trim() : line));
}

/** Shopping-list and cart buttons that pages print as the last item of an ingredient list. */
const CONTROL_LINE =
  /^(?:\+\s*)?(?:(?:add|save|send)(?: all)?(?: ingredients)? to (?:(?:my|your|the) )?(?:shopping|grocery) list|add to (?:cart|basket)|(?:zur|auf die|in die) einkaufsliste(?: hinzufügen| legen| setzen)?|ajouter (?:à|a) (?:la|ma) liste de courses|(?:toevoegen aan|op) (?:de |mijn )?boodschappenlijst(?:je)?|añadir a la lista de la compra|aggiungi alla lista della spesa)[.!]?$/i;

/** A download link with its file size ("4\" x 6\" (344 KB)", "Recipe card (1.2 MB)"). */
const FILE_SIZE_END = /\(\s*\d+(?:[.,]\d+)?\s*[KMG]B\s*\)$/;

/** The buttons of a unit toggle ("Metric", "US Customary | Metric"): names of measuring systems alone. */
const UNIT_TOGGLE = /^(?:(?:metric|imperial|us(?: customary| standard)?|metrisch|métrique|métrico)(?:\s*[|/·]\s*|\s+|$))+$/i;

/** The label of an ad slot ("Advertisement", "Report this ad", "Anzeige", "Publicité") standing alone. */
const AD_LABEL =
  /^(?:advertisements?|advertising|sponsored(?: content)?|report (?:this )?ad|anzeige|werbung|publicité|publicidad|pubblicità|advertentie|reclame)$/i;

/** True when a line is nothing but the label of an ad slot, which ads print between ingredient lines. */
export function isAdLabel(line: string): boolean {
  return AD_LABEL.test(normalizeSpace(line).replace(/^[-–—\s]+|[-–—\s:]+$/g, ""));
}

/**
 * True when a line of an ingredient list is a page control rather than an ingredient: a shopping-list
 * or cart button, a unit-system toggle, an ad label, or a download link that states its file size. No
 * ingredient is measured in kilobytes.
 */
export function isControlLine(line: string): boolean {
  const text = normalizeSpace(line);
  return CONTROL_LINE.test(text) || FILE_SIZE_END.test(text) || UNIT_TOGGLE.test(text) || isAdLabel(text);
}
