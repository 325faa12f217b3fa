import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import type { Json, JsonObject } from "./json";
import { blockText, normalizeSpace } from "./text";

/** How one structured-data syntax marks scopes, types and properties. */
interface Syntax {
  /** Selector for elements that open a new item. */
  scope: string;
  /** Attribute that names the item's type. */
  typeAttr: string;
  /** Attribute that names a property. */
  propAttr: string;
  /** Whether the `content` attribute overrides the element text (always in RDFa, only on meta in microdata). */
  contentWins: boolean;
}

const MICRODATA: Syntax = { scope: "[itemscope]", typeAttr: "itemtype", propAttr: "itemprop", contentWins: false };
const RDFA: Syntax = { scope: "[typeof]", typeAttr: "typeof", propAttr: "property", contentWins: true };

/** Properties whose text keeps its line structure, because one element may hold several steps. */
const MULTILINE = new Set(["recipeinstructions", "instructions", "description"]);

function isScope(el: Element, syntax: Syntax): boolean {
  return syntax === MICRODATA ? el.attribs.itemscope !== undefined : el.attribs.typeof !== undefined;
}

/** The value of one property element, following the HTML microdata value rules. */
function propertyValue($: CheerioAPI, el: Element, name: string, syntax: Syntax): string {
  const tag = el.name.toLowerCase();
  const attr = (key: string): string | undefined => el.attribs[key];
  const content = attr("content");
  if (content !== undefined && (syntax.contentWins || tag === "meta")) return content;
  if (tag === "meta") return content ?? "";
  if (["a", "link", "area"].includes(tag)) return attr("href") ?? "";
  if (["img", "source", "video", "audio", "iframe", "embed"].includes(tag)) return attr("src") ?? attr("data-src") ?? "";
  if (tag === "time") return attr("datetime") ?? normalizeSpace($(el).text());
  if (["data", "meter"].includes(tag)) return attr("value") ?? normalizeSpace($(el).text());
  const text = blockText([el]);
  if (MULTILINE.has(name.toLowerCase())) return text;
  // One element holding a whole list (items, paragraphs or <br>-separated lines) keeps its lines.
  if (/^(recipeingredient|ingredients)$/i.test(name) && $(el).find("li, p, br").length > 0) return text;
  return normalizeSpace(text.replace(/\n+/g, " "));
}

/** Build the JSON object of one item: its type plus each property, repeated properties as arrays. */
function itemToObject($: CheerioAPI, scope: Element, syntax: Syntax, depth: number): JsonObject {
  const item: JsonObject = {};
  const type = scope.attribs[syntax.typeAttr];
  if (type) item["@type"] = type.split(/\s+/).filter(Boolean);
  const add = (key: string, value: Json): void => {
    const existing = item[key];
    if (existing === undefined) item[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else item[key] = [existing, value];
  };
  const walk = (el: Element): void => {
    for (const child of el.children) {
      if (child.type !== "tag" && child.type !== "script" && child.type !== "style") continue;
      const names = (child.attribs[syntax.propAttr] ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((n) => n.replace(/^.*[/:#]/, ""));
      const opensScope = isScope(child, syntax);
      for (const name of names) {
        const value: Json = opensScope && depth < 4 ? itemToObject($, child, syntax, depth + 1) : propertyValue($, child, name, syntax);
        add(name, value);
      }
      // Properties inside a nested item belong to that item, not to this one.
      if (!opensScope) walk(child);
    }
  };
  walk(scope);
  return item;
}

/** Recipe items described with microdata (itemtype schema.org/Recipe) or RDFa (typeof Recipe). */
export function readMicrodataRecipes($: CheerioAPI): JsonObject[] {
  const out: JsonObject[] = [];
  for (const syntax of [MICRODATA, RDFA]) {
    $(syntax.scope).each((_, el) => {
      if (el.type !== "tag") return;
      const type = (el.attribs[syntax.typeAttr] ?? "").split(/\s+/).map((t: string) => t.replace(/^.*[/:#]/, "").toLowerCase());
      if (type.includes("recipe")) out.push(itemToObject($, el, syntax, 0));
    });
  }
  const first = out[0];
  // Broken markup can close the Recipe element before its lists; adopt the stray properties then.
  if (first) {
    for (const key of ["recipeIngredient", "recipeInstructions"]) {
      if (first[key] !== undefined) continue;
      const values: Json[] = $(`[itemprop~="${key}"]`)
        .toArray()
        .map((el) => propertyValue($, el, key, MICRODATA));
      if (values.length > 0) first[key] = values;
    }
  }
  return out;
}
