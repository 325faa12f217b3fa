import type { CheerioAPI } from "cheerio";
import { hasType, isObject, parseJsonLenient, prop } from "./json";
import type { Json, JsonObject } from "./json";
import type { NodeResolver } from "./schema";
import { textOf } from "./schema";

/** Everything the JSON-LD blocks of a page say that the extractor uses. */
export interface JsonLdData {
  /** Recipe nodes in document order (nested ones included). */
  recipes: JsonObject[];
  /** Resolves {"@id"} references across all blocks of the page. */
  resolve: NodeResolver;
  /** Name of the WebSite or publishing Organization, when declared. */
  siteName?: string;
}

/** Properties under which pages nest the recipe inside another node. */
const NESTING_KEYS = ["@graph", "mainEntity", "mainEntityOfPage", "hasPart", "itemListElement", "about", "item", "subjectOf"];

/** Read and walk every JSON-LD block of the page. */
export function readJsonLd($: CheerioAPI): JsonLdData {
  const roots: Json[] = [];
  $('script[type="application/ld+json" i], script[type="application/json+ld" i]').each((_, el) => {
    const parsed = parseJsonLenient($(el).text());
    if (parsed !== undefined) roots.push(parsed);
  });
  // Some frameworks put the JSON-LD into a meta tag's content instead of a script.
  $('meta[name="application/ld+json" i]').each((_, el) => {
    const parsed = parseJsonLenient($(el).attr("content") ?? "");
    if (parsed !== undefined) roots.push(parsed);
  });

  const byId = new Map<string, JsonObject>();
  const recipes: JsonObject[] = [];
  const seen = new Set<JsonObject>();
  let websiteName: string | undefined;
  let organizationName: string | undefined;

  const visit = (value: Json | undefined, depth: number): void => {
    if (value === undefined || value === null || depth > 8) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    // A PHP array serialised as an object ({"0": {...}, "1": {...}}) is a list all the same.
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
      for (const key of keys) visit(value[key], depth + 1);
      return;
    }
    const id = value["@id"];
    // A bare reference must not shadow the full node it points at.
    if (typeof id === "string" && (Object.keys(value).length > 1 || !byId.has(id))) byId.set(id, value);
    if (hasType(value, "Recipe")) recipes.push(value);
    if (hasType(value, "WebSite") && !websiteName) websiteName = textOf(prop(value, "name"));
    if ((hasType(value, "Organization") || hasType(value, "NewsMediaOrganization")) && !organizationName) {
      organizationName = textOf(prop(value, "name"));
    }
    for (const key of NESTING_KEYS) {
      const nested = prop(value, key);
      if (nested !== undefined) visit(nested, depth + 1);
    }
  };
  for (const root of roots) visit(root, 0);
  // Sites built on JavaScript frameworks may ship their JSON-LD only inside the page's data for the
  // client (Next.js's __NEXT_DATA__, other application/json blocks), as an object or a serialised string.
  if (recipes.length === 0) {
    $('script[type="application/json" i]').each((_, el) => {
      const text = $(el).text();
      if (!text.includes("Recipe") || !text.includes("@type")) return;
      const parsed = parseJsonLenient(text);
      if (parsed !== undefined) for (const node of embeddedJsonLd(parsed)) visit(node, 0);
    });
  }

  const resolve: NodeResolver = (id) => byId.get(id);
  const siteName = websiteName ?? organizationName;
  return siteName ? { recipes, resolve, siteName } : { recipes, resolve };
}

/**
 * The schema.org nodes inside a framework's page data: objects with an @type, and strings that hold
 * JSON-LD ("schema": "{\"@type\":\"Recipe\",…}"). The walk is bounded, as such data can be large.
 */
function embeddedJsonLd(data: Json): Json[] {
  const found: Json[] = [];
  let budget = 20000;
  const walk = (value: Json, depth: number): void => {
    budget -= 1;
    if (budget < 0 || depth > 16 || value === null) return;
    if (typeof value === "string") {
      if (value.length > 20 && /^\s*[[{]/.test(value) && value.includes("@type") && value.includes("Recipe")) {
        const parsed = parseJsonLenient(value);
        if (parsed !== undefined) found.push(parsed);
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    if (value["@type"] !== undefined) {
      found.push(value);
      return;
    }
    for (const key of Object.keys(value)) walk(value[key] as Json, depth + 1);
  };
  walk(data, 0);
  return found;
}
