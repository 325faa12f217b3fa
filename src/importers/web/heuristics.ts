import type { CheerioAPI } from "cheerio";
import type { ChildNode, Element } from "domhandler";
import { isAdLabel } from "./groups";
import { blockText, isHidden, normalizeSpace, toLines } from "./text";

/** "Ingredients" in the languages recipe sites are commonly written in. */
export const INGREDIENT_HEADING =
  /^(?:the\s+|die\s+|les\s+)?(?:ingredients?|ingredient list|what you(?:'|’)?ll need|you will need|zutaten(?:liste)?|was du brauchst|das brauchst du|ce qu(?:'|’)il (?:vous|te) faut|benodigdheden|ingrediencie|ingredience|sastojci|ingrédients?|ingredientes|ingrediënten|ingredienten|ingredienti|ingredienser|ingrediensen|składniki|ainekset|hozzávalók|suroviny|malzemeler|ингредиенты|συστατικά|材料|食材|재료)(?![\p{L}\p{N}])/iu;

/** "Instructions" and its synonyms in the same languages. */
export const INSTRUCTION_HEADING =
  /^(?:the\s+|die\s+|les\s+)?(?:instructions?|method|directions?|preparation|procedure|steps|step[- ]by[- ]step(?: instructions| directions| method)?|how to make(?: it)?|cooking (?:instructions|method|directions)|zubereitung|anleitung|zubereitungsschritte|préparation|étapes|instructions|bereiding(?:swijze)?|werkwijze|aan de slag|zo maak je (?:het|dit|deze)|preparazione|procedimento|preparación|elaboración|instrucciones|modo de (?:preparo|fazer|preparação)|preparo|przygotowanie|sposób przygotowania|valmistus(?:ohje)?|elkészítés|postup|hazırlanışı|fremgangsmåde|fremgangsmåte|tilberedning|gör så här|så här gör du|så gör du|tillagning|instruktioner|slik gjør du|sådan gør du|приготовление|εκτέλεση|作り方|做法|步骤|制作方法|만드는 법)(?![\p{L}\p{N}])/iu;

/**
 * Labels of what follows a recipe's steps: notes, tips, nutrition. \b would fail after CJK letters, so
 * these patterns end on "no further letter" instead.
 */
export const NOTES_HEADING =
  /^(?:recipe\s+|cook(?:'|’)?s\s+)?(?:notes?|tips?(?: and tricks| & tricks)?|nutrition(?:al)?(?: facts| information| info)?|notizen|hinweise?|tipps?|nährwerte|remarques?|astuces?|notas?|dicas?|consejos|opmerkingen|tips en tricks|note)(?![\p{L}\p{N}])/iu;

const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** A label that only numbers a step, in any language: "Step 1", "Passo 2", "Étape 3 :", "Krok 4", "5.". */
export const STEP_NUMBER_LABEL = /^(?:\p{L}+\.?\s*)?\d+\s*[.:)]?$/u;
/** What may follow a section label besides nothing: who or what the list is for, or a bracketed note. */
export const PURPOSE_REST = /^\s*(?:[([]|(?:for|für|pour|voor|para|per|til|för|do|na)\s)/i;
/** A yield after a label ("Ingrediënten 9-12 blondies", "Zutaten 4 Portionen"): a count and what it counts. */
export const YIELD_REST = /^\s*\d+(?:\s*[-–]\s*\d+)?\s+\p{L}/u;
/** A duration after a label ("Préparation 20 min"): a fact with a value, not a section label. */
export const TIME_REST = /^\s*\d+(?:\s*[-–]\s*\d+)?\s*(?:min|minutes?|minuten|mins?|h|hrs?|hours?|std|stunden?|uur|heures?)(?![\p{L}])/iu;
/** Inline elements that sit next to a label as decoration (edit links, icons, counters), never as content. */
const INLINE_TAGS = new Set(["a", "span", "small", "i", "em", "b", "strong", "sup", "sub", "button", "img", "svg", "label", "input", "abbr"]);
/** Elements that can act as a section label when they hold nothing but the label. */
const LABEL_TAGS = new Set(["p", "strong", "b", "span", "div", "dt", "th", "legend", "header", "label"]);

/** A class that marks an item of a list as the name of a group ("cooked-heading", "ingredient-group-title"). */
export const HEADING_ITEM = /(?:^|[-_\s])(?:heading|subheading|header|group|section|title|subtitle)(?:$|[-_\s])/i;

/** Sections found under a heading: lines, with sub-headings splitting them into groups. */
export interface HeadingSection {
  lines: string[];
  groups: Array<{ title: string; lines: string[] }>;
  /**
   * Paragraphs of prose that follow an ingredient section's lists with no label of their own: on
   * pages without an "Instructions" label these are the steps.
   */
  trailingProse: string[];
}

function headingLevel(el: Element): number {
  const tag = el.name.toLowerCase();
  return HEADING_TAGS.has(tag) ? Number(tag.slice(1)) : 7;
}

/** Blocks and controls that recipe cards put inside a heading, beside its words ("Ingredients" + a "1x 2x 3x" scaler). */
const HEADING_EXTRAS = new Set(["div", "ul", "ol", "button", "select"]);

/** True when an element holds one of HEADING_EXTRAS; a plain walk, as headings are small and many. */
function holdsExtras(el: Element): boolean {
  return el.children.some((child) => child.type === "tag" && (HEADING_EXTRAS.has(child.name.toLowerCase()) || holdsExtras(child)));
}

function ownText($: CheerioAPI, el: Element): string {
  // A heading's own words are its first line: a servings scaler or a unit toggle that a recipe card nests
  // in the heading ("<h3>Ingredients<div class=actions><a role=button>1x</a>…</div></h3>") is not its text.
  const raw = HEADING_TAGS.has(el.name.toLowerCase()) && holdsExtras(el) ? (toLines(blockText([el]))[0] ?? "") : $(el).text();
  // Decorations such as emoji or bullets in front of a label must not hide it.
  return normalizeSpace(raw)
    .replace(/^[^\p{L}\p{N}]+/u, "")
    .replace(/[:：]\s*$/, "");
}

/**
 * The part of a heading to test as a label: the heading itself, or its last segment when it names the
 * recipe first ("Leek Soup – The Ingredients", "Gulasch: Zutaten").
 */
function labelPart(text: string, pattern: RegExp, heading: boolean): string {
  if (!heading || pattern.test(text)) return text;
  const segments = text.split(/\s+[–—|-]\s+|:\s+/);
  return segments.length > 1 ? (segments[segments.length - 1] ?? text) : text;
}

/** A section label; `exact` when it says nothing but the label (and whom the list is for). */
interface Label {
  el: Element;
  exact: boolean;
}

/** Elements whose whole text is a section label matching the pattern, in document order. */
function findLabels($: CheerioAPI, pattern: RegExp): Label[] {
  const found: Label[] = [];
  $("h1, h2, h3, h4, h5, h6, p, strong, b, span, div, dt, th, legend, header, label").each((_, el) => {
    const tag = el.name.toLowerCase();
    const text = labelPart(ownText($, el), pattern, HEADING_TAGS.has(tag));
    // Real headings may go on ("How to make brisket chili"); other labels must be the label alone.
    const limit = HEADING_TAGS.has(tag) ? 60 : 20;
    if (text.length === 0 || text.length > 80 || !pattern.test(text)) return;
    // "Préparation : 20 min" is a fact with a value, not the label of a section; "Zutaten für 4 Personen"
    // or "Ingredients (serves 4)" still label the list, the number belongs to the yield.
    const rest = text.replace(pattern, "");
    const yieldRest = YIELD_REST.test(rest) && !TIME_REST.test(rest);
    if ((/\d/.test(rest) && !PURPOSE_REST.test(rest) && !yieldRest) || rest.length > limit) return;
    // A generic block only counts as a label when it has no block children (it is the label itself).
    if (LABEL_TAGS.has(tag) && $(el).find("p, div, ul, ol, li, h1, h2, h3, h4, h5, h6").length > 0) return;
    found.push({ el, exact: rest.trim().length === 0 || PURPOSE_REST.test(rest) });
  });
  return found;
}

/** True when a node is (or contains) a heading that starts a new major section. */
function startsSection($: CheerioAPI, node: Element, level: number, stops: RegExp[]): boolean {
  const candidates = [node, ...$(node).find("h1, h2, h3, h4, h5, h6, strong, b, p").toArray()];
  return candidates.some((el) => {
    const text = ownText($, el);
    const heading = HEADING_TAGS.has(el.name.toLowerCase());
    // A heading of the same rank ends the section however long it is; other labels must be short.
    if (text.length === 0 || text.length > (heading ? 200 : 40)) return false;
    if (heading && headingLevel(el) <= level) return true;
    return text.length <= 40 ? stops.some((stop) => stop.test(text)) : stops.some((stop) => stop.test(labelPart(text, stop, heading)));
  });
}

/**
 * True when the siblings of a label are a header bar's controls rather than the section: a servings
 * adjuster ("− 6 port +") or a unit toggle beside the label, with buttons or inputs, no list and
 * hardly any text. The list itself then follows the bar.
 */
function isHeaderBar($: CheerioAPI, siblings: Element[]): boolean {
  const nodes = $(siblings);
  if (nodes.find("li, tr").length > 0 || siblings.some((s) => s.name === "li" || s.name === "tr")) return false;
  const controls = nodes.filter("button, input, select").length + nodes.find("button, input, select, [role='button']").length;
  return controls > 0 && normalizeSpace(blockText(siblings)).length <= 40;
}

/**
 * The rest of a paragraph that a label opens ("<p><strong>Method:</strong><br>Beat the eggs…<br>Bake…</p>",
 * the way old blogs write a recipe): the label's following nodes, text included, in a detached block of
 * their own. Null when the label is not the paragraph's first content or nothing of substance follows it.
 */
function restOfParagraph($: CheerioAPI, label: Element): Element | null {
  const parent = label.parent;
  if (!parent || parent.type !== "tag" || !/^(?:p|div)$/.test(parent.name.toLowerCase())) return null;
  if (!INLINE_TAGS.has(label.name.toLowerCase())) return null;
  let before = label.prev;
  while (before) {
    if (normalizeSpace(before.type === "text" ? before.data : before.type === "tag" ? blockText([before]) : "").length > 0) return null;
    before = before.prev;
  }
  const rest: ChildNode[] = [];
  for (let next = label.next; next; next = next.next) rest.push(next);
  // Prose, not a value beside its label ("Preparation: 20 min"), which the caller rejects anyway.
  if (!/\p{L}{2,}(?:\s+\S+){3,}/u.test(normalizeSpace(blockText(rest)))) return null;
  const block = $("<div></div>");
  for (const node of rest) block.append($(node).clone());
  const detached = block.get(0);
  return detached && detached.type === "tag" ? (detached as Element) : null;
}

/** The nodes after a label: its following siblings, or its ancestors' when the label is wrapped alone. */
function followingNodes($: CheerioAPI, label: Element): Element[] {
  const opened = restOfParagraph($, label);
  if (opened) return [opened, ...followingNodes($, label.parent as Element)];
  let current: Element = label;
  for (let climb = 0; climb < 4; climb += 1) {
    const siblings: Element[] = [];
    let next = current.nextSibling;
    while (next) {
      if (next.type === "tag") siblings.push(next);
      next = next.nextSibling;
    }
    // Siblings that are only inline decoration ("[edit]" links beside a wiki heading) are not the section.
    const content = siblings.some(
      (s) => !INLINE_TAGS.has(s.name.toLowerCase()) || s.children.some((c) => c.type === "tag" && !INLINE_TAGS.has(c.name.toLowerCase())),
    );
    if (content && siblings.some((s) => normalizeSpace(blockText([s])).length > 0) && !isHeaderBar($, siblings)) return siblings;
    const parent = current.parent;
    if (!parent || parent.type !== "tag") break;
    current = parent;
  }
  return [];
}

/**
 * Open up wrappers that hold sub-headings besides their lists ("<div class=groups><h4>For the
 * brittle</h4><ul>…</ul><h4>For the mousse</h4><ul>…</ul></div>"), so that each heading starts its
 * group instead of the whole wrapper being read as one run of lines.
 */
function expandGroupWrappers($: CheerioAPI, nodes: Element[]): Element[] {
  const out: Element[] = [];
  for (const node of nodes) {
    const wrapper =
      !/^(?:ul|ol|li|table|tbody|tr|h[1-6])$/.test(node.name.toLowerCase()) &&
      $(node).find("li").length > 0 &&
      ($(node).find("h2, h3, h4, h5, h6").length > 0 ||
        $(node)
          .children("p")
          .toArray()
          .some((p) => isBoldLabel($, p)));
    if (wrapper) out.push(...expandGroupWrappers($, $(node).children().toArray()));
    else out.push(node);
  }
  return out;
}

/**
 * A paragraph that is nothing but a short bold name ("<p><strong>For the crust</strong></p>"): how editors
 * title a group of ingredients when the recipe card gives them no heading.
 */
function isBoldLabel($: CheerioAPI, node: Element): boolean {
  if (node.name.toLowerCase() !== "p") return false;
  // Looked at child by child without selectors: a page body holds many paragraphs.
  const bold = node.children.filter((child): child is Element => child.type === "tag" && /^(?:strong|b)$/i.test(child.name));
  const rest = node.children.some((child) => (child.type === "text" ? child.data.trim().length > 0 : child.type === "tag" && !bold.includes(child)));
  if (bold.length === 0 || rest) return false;
  const text = normalizeSpace($(bold).text());
  return text.length > 0 && text.length <= 50 && !/\d/.test(text);
}

/** One line per innermost list item (outer items of nested lists would repeat their children). */
export function listItemLines($: CheerioAPI, items: Element[]): string[] {
  return items
    .filter((li) => $(li).find("li").length === 0 && !isHidden(li))
    .map((li) => normalizeSpace(blockText([li]).replace(/\n+/g, " ")))
    .filter((line) => line.length > 0);
}

/**
 * The items of a list that carries its group names as items of their own ("<li class=section-heading>
 * <h3>Filling</h3></li>") or as the outer items of nested lists, each marked as heading or line; null
 * when no item names a group.
 */
function headedListItems($: CheerioAPI, node: Element): Array<{ text: string; heading: boolean }> | null {
  const all = (node.name === "li" ? [node, ...$(node).find("li").toArray()] : $(node).find("li").toArray()).filter((li) => !isHidden(li));
  const isHeading = (li: Element): boolean => {
    const inner = $(li).find("h2, h3, h4, h5, h6").toArray();
    return inner.length > 0 && normalizeSpace(blockText(inner)) === normalizeSpace(blockText([li]));
  };
  // An item whose class (or its only child's) names a group ("<li class=group><div class=wpurp-recipe-ingredient-group>
  // Pesto</div></li>") names the lines below it, when only some items are so marked: a class that every item
  // carries ("list-group-item") says nothing.
  const classHeading = (li: Element): boolean => {
    const only = li.children.filter((child): child is Element => child.type === "tag");
    const names = `${li.attribs.class ?? ""} ${only.length === 1 ? (only[0]?.attribs.class ?? "") : ""}`;
    return HEADING_ITEM.test(names) && normalizeSpace($(li).text()).length <= 60;
  };
  const marked = new Set(all.filter(classHeading));
  if (marked.size * 2 >= all.length) marked.clear();
  const items: Array<{ text: string; heading: boolean }> = [];
  let headed = false;
  for (const li of all) {
    const nested = $(li).find("li").length > 0;
    // An outer item of nested lists names its sub-list ("<li>For the dough<ul><li>200 g flour</li>…</ul></li>"):
    // its own words, outside the sub-list, are the group's name.
    const text = normalizeSpace(
      blockText(nested ? li.children.filter((c) => !(c.type === "tag" && /^(?:ul|ol)$/i.test(c.name))) : [li]).replace(/\n+/g, " "),
    ).replace(/\s*[:：]$/, "");
    if (text.length === 0) continue;
    // An outer item with an amount or a sentence is an ingredient with its options below it, not a name.
    const heading = nested ? text.length <= 60 && !/\d/.test(text) : isHeading(li) || marked.has(li);
    headed ||= heading;
    items.push({ text, heading });
  }
  return headed ? items : null;
}

/**
 * Read the lines of one content node: list items when it has them, otherwise its text lines. A node
 * whose list items hold only a small part of its text (a table of paragraphs with a download list at
 * the end) is read as text lines, so the paragraphs are not lost to the list.
 */
function nodeLines($: CheerioAPI, node: Element, preferLists: boolean): string[] {
  const items = node.name === "li" ? [node] : $(node).find("li").toArray();
  if (items.length > 0) {
    const listed = listItemLines($, items);
    const whole = toLines(blockText([node]));
    const size = (lines: string[]): number => lines.reduce((n, line) => n + line.length, 0);
    return size(listed) * 2 >= size(whole) ? listed : whole;
  }
  if (preferLists && $(node).is("ul, ol")) return [];
  // A table lists one ingredient a row, its amount and name in separate cells: a row is a line. A layout
  // table whose cells hold paragraphs or <br> lines is read line by line as before.
  const rows = node.name === "tr" ? [node] : $(node).find("tr").toArray();
  const cells = rows.flatMap((tr) => $(tr).children("td, th").toArray());
  if (rows.length > 0 && cells.every((cell) => toLines(blockText([cell])).length <= 1)) {
    // Column labels ("Amount | Ingredient") in a <thead> or a first row of header cells name no ingredient.
    const columnLabels = (tr: Element, index: number): boolean =>
      $(tr).parents("thead").length > 0 || (index === 0 && $(tr).children("td").length === 0 && $(tr).children("th").length >= 2 && rows.length > 1);
    return rows
      .filter((tr, index) => $(tr).find("tr").length === 0 && !columnLabels(tr, index))
      .map((tr) => normalizeSpace(blockText([tr]).replace(/\n+/g, " ")))
      .filter((line) => line.length > 0);
  }
  return toLines(blockText([node]));
}

/**
 * True when the lists after a label are menus: most items are nothing but a link ("Pasta recepten",
 * "Kip recepten"). A site menu titled "Ingredients" must not be read as the recipe's list.
 */
function isNavigation($: CheerioAPI, nodes: Element[]): boolean {
  // Only a list right after the label is judged: link lists further down (related posts) are not the section.
  const first = nodes.find((node) => normalizeSpace($(node).text()).length > 0);
  if (!first || (first.name !== "li" && $(first).find("li").length === 0)) return false;
  const items = (first.name === "li" ? nodes.filter((node) => node.name === "li") : $(first).find("li").toArray()).slice(0, 40);
  if (items.length < 3) return false;
  const linkOnly = items.filter((li) => {
    const text = normalizeSpace($(li).text());
    return text.length > 0 && normalizeSpace($(li).find("a").text()) === text;
  }).length;
  return linkOnly > items.length / 2;
}

/**
 * True when a block without list items is nothing but links, at least three of them: a tag cloud or
 * a bare menu ("Almond Apples Apricot" linking to category pages). Ingredient lines are text, and
 * the odd linked ingredient sits beside unlinked amounts, so its text is never links alone.
 */
function isLinkCloud($: CheerioAPI, node: Element): boolean {
  if (node.name === "li" || $(node).find("li").length > 0) return false;
  const links = $(node).find("a").toArray();
  if (links.length < 3) return false;
  const text = normalizeSpace($(node).text()).replace(/\s+/g, "");
  const linked = links
    .map((a) => normalizeSpace($(a).text()))
    .join("")
    .replace(/\s+/g, "");
  return text.length > 0 && linked === text;
}

/** A line stating the yield ("Für 6 Personen", "Serves 4", "Makes 12"): a fact, not an ingredient. */
const YIELD_LINE =
  /^(?:(?:for|für|pour|voor|para|per|serves|makes|yields?|servings?)\s*:?\s*)?\d+(?:\s*[-–]\s*\d+)?\s*(?:people|persons|servings|portions?|personen|portionen|personnes|porções|pessoas|porciones|raciones|persone|porzioni)\.?$|^(?:serves|makes|yields?|servings?)\s*:?\s*\d+(?:\s*[-–]\s*\d+)?\.?$/i;

/** A paragraph of sentences (a step), not an ingredient line or a label. */
function isProse(text: string): boolean {
  return text.length >= 60 && /[.!?。！]/.test(text) && text.split(" ").length >= 8;
}

const holdsList = ($: CheerioAPI, node: Element): boolean => node.name === "li" || $(node).find("li").length > 0;

/** Prose paragraphs from `nodes` up to the next section start: unlabelled steps. */
function proseLines($: CheerioAPI, nodes: Element[], level: number, stops: RegExp[]): string[] {
  const lines: string[] = [];
  for (const node of nodes) {
    if (startsSection($, node, level, stops)) break;
    lines.push(...toLines(blockText([node])).filter(isProse));
  }
  return lines;
}

/** Index of the first line that is a trailer label ("Note:", "Tips"), or -1. */
function trailerAt(lines: string[], trailers: RegExp[]): number {
  return lines.findIndex((line) => {
    const text = line.replace(/^[^\p{L}\p{N}]+/u, "").replace(/[:：]\s*$/, "");
    return text.length <= 40 && trailers.some((t) => t.test(text) && text.replace(t, "").trim().length === 0);
  });
}

/**
 * Collect the content under the first label matching `pattern`, up to the next label matching one of
 * `stops` or a heading of the same rank. Short sub-headings ("For the sauce") start new groups.
 * `trailers` ("Notes", "Tips") end the section wherever they stand as a line of their own, even inside
 * the block that holds the steps.
 */
export function sectionUnder($: CheerioAPI, pattern: RegExp, stops: RegExp[], kind: SectionKind, trailers: RegExp[] = []): HeadingSection | null {
  let chosen: HeadingSection | null = null;
  let chosenScore = 0;
  let chosenExact = false;
  let fallback: HeadingSection | null = null;
  for (const { el: label, exact } of findLabels($, pattern).slice(0, 40)) {
    const level = headingLevel(label);
    const section: HeadingSection = { lines: [], groups: [], trailingProse: [] };
    let group: { title: string; lines: string[] } | null = null;
    const following = followingNodes($, label);
    const nodes = expandGroupWrappers($, following);
    // A label that is no heading ("<div class=dr-ingrd-title>Ingredients</div>") followed by a wrapper of titled
    // lists ("<h4>Dough</h4><ul>…</ul><h4>Filling</h4>…"): those headings name its groups, whatever their rank.
    // Only a heading that labels another section (steps, notes) ends it then.
    const opened = level === 7 && nodes.length > following.length ? new Set(nodes.filter((node) => !following.includes(node))) : null;
    const trailerStops = [...stops, ...trailers];
    if (isNavigation($, nodes)) continue;
    const firstNode = nodes.find((node) => normalizeSpace($(node).text()).length > 0);
    const cloud = kind === "ingredients" && firstNode !== undefined && isLinkCloud($, firstNode);
    let listed = false;
    for (const [index, node] of nodes.entries()) {
      const tag = node.name.toLowerCase();
      // A heading of the same rank that is itself this section's label for a part ("Ingredients for the
      // topping") goes on with the list as its next group instead of ending it. The bare label again
      // ("Ingredients") opens another copy of the list (a recipe card after the article) and ends it.
      const headingText = HEADING_TAGS.has(tag) ? ownText($, node) : "";
      const sameLabel =
        headingLevel(node) === level && headingText.length <= 60 && pattern.test(headingText) && headingText.replace(pattern, "").trim().length > 0;
      // "Step 3" above a step only numbers it, whatever its rank: no group, no end of the steps.
      if (kind === "instructions" && headingText.length > 0 && STEP_NUMBER_LABEL.test(headingText)) continue;
      // Steps written as paragraphs are no list: a part's label then follows steps already read.
      const read = listed || (kind === "instructions" && (section.lines.length > 0 || section.groups.some((g) => g.lines.length > 0)));
      if (sameLabel && read) {
        group = { title: ownText($, node), lines: [] };
        section.groups.push(group);
        continue;
      }
      if (opened?.has(node) && HEADING_TAGS.has(tag) ? startsSection($, node, 0, trailerStops) : startsSection($, node, level, stops)) break;
      // A heading of any rank that labels notes or tips ("<h3>Notes</h3>" under "<h2>Method</h2>") ends the steps:
      // it is no group of them.
      if (headingText.length > 0 && headingText.length <= 40 && trailers.some((t) => t.test(headingText))) break;
      const text = normalizeSpace(blockText([node]));
      // An ad's label between two lists ("Advertisement") is neither a line nor the second list's name.
      if (text.length === 0 || isAdLabel(text)) continue;
      // Sentences after the ingredient lists, with no list to come, end the ingredients: they are the
      // steps of a page that gives them no label of their own.
      const rest = nodes.slice(index);
      if (kind === "ingredients" && listed && isProse(text) && !rest.some((n) => holdsList($, n))) {
        section.trailingProse = proseLines($, rest, level, stops);
        break;
      }
      // A short line of its own between two lists names the second list ("Optional", "Topping").
      const betweenLists =
        listed && !holdsList($, node) && text.length <= 30 && text.split(" ").length <= 4 && !/\d/.test(text) && rest.slice(1).some((n) => holdsList($, n));
      if (kind === "ingredients" && !holdsList($, node) && YIELD_LINE.test(text)) continue;
      if (holdsList($, node)) listed = true;
      // A bold name right before a list names that list, the first one too.
      const boldTitle = isBoldLabel($, node) && rest.length > 1 && holdsList($, rest[1] as Element);
      const isSubHeading =
        (betweenLists || boldTitle || HEADING_TAGS.has(tag) || (/^(p|strong|b)$/.test(tag) && text.length <= 50 && /:$/.test(text))) &&
        $(node).find("li").length === 0;
      if (isSubHeading) {
        group = { title: text.replace(/\s*[:：]\s*$/, "").trim(), lines: [] };
        section.groups.push(group);
        continue;
      }
      const headed = headedListItems($, node);
      if (headed) {
        for (const item of headed) {
          if (item.heading) {
            group = { title: item.text, lines: [] };
            section.groups.push(group);
          } else if (group) group.lines.push(item.text);
          else section.lines.push(item.text);
        }
        continue;
      }
      const lines = nodeLines($, node, false);
      const trailer = trailerAt(lines, trailers);
      const kept = trailer >= 0 ? lines.slice(0, trailer) : lines;
      if (group) group.lines.push(...kept);
      else section.lines.push(...kept);
      if (trailer >= 0) break;
    }
    section.groups = section.groups.filter((g) => g.lines.length > 0);
    const score = sectionScore(section, kind);
    // Labels repeat (jump links, recipe cards, summaries); the section that reads most like the list wins.
    // A bare label ("Instructions") beats a headline that only starts like one ("How to make the best
    // hash"): such headlines open an article's chatty walk-through, the bare label the recipe card.
    // A tag cloud under an "Ingredients" label is only read when the page offers no other list.
    if (cloud) {
      if (score > 0 && !fallback) fallback = section;
      continue;
    }
    // A bare label over a value and no sentence ("Preparación" above "35 m", a time in a facts table) is a
    // fact's name, not the steps' label: it cannot outrank a headline over real steps.
    const labelled = exact && (kind !== "instructions" || score >= MIN_STEPS_SCORE);
    if (score > 0 && ((labelled && !chosenExact) || (labelled === chosenExact && score > chosenScore))) {
      chosen = section;
      chosenScore = score;
      chosenExact = labelled;
    }
  }
  return chosen ?? fallback;
}

/** The least score of a section of steps that holds a sentence: one line of two words counts its length. */
const MIN_STEPS_SCORE = 12;

/** Which half of a recipe a section is expected to hold. */
export type SectionKind = "ingredients" | "instructions";

/**
 * How much a section reads like what it should hold: steps are sentences, so their letters count;
 * ingredients are short lines, and those that start with an amount count double.
 */
function sectionScore(section: HeadingSection, kind: SectionKind): number {
  const lines = [...section.lines, ...section.groups.flatMap((g) => g.lines)];
  if (kind === "instructions") {
    return lines.reduce((sum, line) => sum + (/\p{L}{2,}.*\s.*\p{L}{2,}/u.test(line) ? line.length : 1), 0);
  }
  return lines.reduce((sum, line) => sum + (line.length > 160 ? 0.1 : /^[\d½⅓⅔¼¾⅛]/.test(line) ? 2 : 1), 0);
}
