/** JSON values as they come out of JSON.parse, so structured data can be walked without `any`. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
/** A JSON object. */
export interface JsonObject {
  [key: string]: Json;
}

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Wrap a single value in an array; drop null/undefined. */
export function asArray(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The schema.org type names of a node, without vocabulary prefixes:
 * "Recipe", "schema:Recipe" and "http://schema.org/Recipe" all give "recipe".
 */
export function typesOf(node: JsonObject): string[] {
  return asArray(node["@type"] ?? node.type)
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.replace(/^.*[/:#]/, "").toLowerCase());
}

/** True when the node has the given schema.org type (case-insensitive, prefix-tolerant). */
export function hasType(node: JsonObject, type: string): boolean {
  return typesOf(node).includes(type.toLowerCase());
}

/** Read a property, tolerating a vocabulary prefix ("schema:name") that some generators emit. */
export function prop(node: JsonObject, key: string): Json | undefined {
  if (key in node) return node[key];
  const prefixed = Object.keys(node).find((k) => k.replace(/^.*[/:#]/, "") === key);
  return prefixed === undefined ? undefined : node[prefixed];
}

/** Escape raw control characters inside strings (keeping line breaks as \n); outside strings they are whitespace. */
function escapeControlCharacters(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? "";
    if (inString && ch === "\\") {
      out += ch + (text[i + 1] ?? "");
      i += 1;
      continue;
    }
    if (ch === '"') inString = !inString;
    const code = ch.charCodeAt(0);
    if (code < 0x20) out += inString ? (ch === "\n" ? "\\n" : " ") : " ";
    else out += ch;
  }
  return out;
}

/**
 * Parse a JSON-LD block, repairing the mistakes found in the wild: HTML comments or CDATA around
 * the JSON, raw newlines and tabs inside strings, trailing commas, and several objects back to back.
 */
export function parseJsonLenient(raw: string): Json | undefined {
  const stripped = raw
    .replace(/^\s*<!--/, "")
    .replace(/-->\s*$/, "")
    .replace(/^\s*\/\/\s*<!\[CDATA\[/, "")
    .replace(/\/\/\s*\]\]>\s*$/, "")
    .replace(/^\s*<!\[CDATA\[/, "")
    .replace(/\]\]>\s*$/, "")
    .trim();
  if (stripped.length === 0) return undefined;
  try {
    return JSON.parse(stripped) as Json;
  } catch {
    // fall through to repairs
  }
  const repaired = escapeControlCharacters(stripped).replace(/,\s*([}\]])/g, "$1");
  try {
    return JSON.parse(repaired) as Json;
  } catch {
    // fall through
  }
  try {
    return JSON.parse(`[${repaired.replace(/}\s*{/g, "},{")}]`) as Json;
  } catch {
    return undefined;
  }
}
