/**
 * Cooklang metadata: the YAML front matter between `---` lines and the older `>> key: value` lines.
 * Metadata is a flat string map (the canonical tests expect strings: "servings: 1|2|3" stays "1|2|3"), so only the
 * YAML that recipe front matter uses is read: `key: value` (the colon may touch either side), quoted scalars,
 * `[a, b]` and `- item` lists (joined with ", "), `|`/`>` block scalars, and one level of nesting (`source:` with
 * indented `name:` / `url:` becomes "source.name" / "source.url"). No YAML package is involved.
 */

const LIST_SEPARATOR = ", ";

/** Removes YAML quotes from a scalar ("a", 'it''s'); plain text is only trimmed. */
export function unquote(raw: string): string {
  const t = raw.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    try {
      const v: unknown = JSON.parse(t);
      if (typeof v === "string") return v;
    } catch {
      // Not JSON-compatible escapes: fall back to the text between the quotes.
    }
    return t.slice(1, -1);
  }
  if (t.length >= 2 && t.startsWith("'") && t.endsWith("'")) return t.slice(1, -1).replace(/''/g, "'");
  // A plain scalar may carry a trailing " # comment" (found with a one-character regex: linear on long values).
  const comment = /\s#/.exec(t);
  return comment ? t.slice(0, comment.index).trimEnd() : t;
}

/** `[a, "b, c"]` → ["a", "b, c"]. */
function flowList(raw: string): string[] {
  const inner = raw.trim().slice(1, -1);
  const items: string[] = [];
  let cur = "";
  let quote = "";
  for (const ch of inner) {
    if (quote) {
      cur += ch;
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      cur += ch;
    } else if (ch === ",") {
      items.push(cur);
      cur = "";
    } else cur += ch;
  }
  items.push(cur);
  return items.map(unquote).filter((s) => s !== "");
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** Splits "key: value" at the first colon; null when the line has none or the key is empty. */
export function splitKeyValue(line: string): { key: string; value: string } | null {
  const at = line.indexOf(":");
  if (at <= 0) return null;
  const key = unquote(line.slice(0, at));
  return key ? { key, value: line.slice(at + 1).trim() } : null;
}

/** Reads a block scalar's lines (indented or blank) from `from`; returns the text and the next line index. */
function blockScalar(lines: string[], from: number, style: string): { text: string; next: number } {
  let i = from;
  const body: string[] = [];
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (line.trim() !== "" && indentOf(line) === 0) break;
    body.push(line);
    i++;
  }
  while (body.length > 0 && (body[body.length - 1] ?? "").trim() === "") body.pop();
  const indent = Math.min(...body.filter((l) => l.trim() !== "").map(indentOf));
  const dedented = body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
  const text = style.startsWith(">") ? dedented.join("\n").replace(/([^\n])\n(?=[^\n])/g, "$1 ") : dedented.join("\n");
  return { text, next: i };
}

/** Parses the lines between the front matter's `---` fences into a flat string map. */
export function parseFrontMatter(lines: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  let parent: string | null = null;
  let list: string[] | null = null;
  const flush = () => {
    if (parent !== null && list !== null) out[parent] = list.join(LIST_SEPARATOR);
    list = null;
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    i++;
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    if (indentOf(line) > 0 || trimmed.startsWith("- ") || trimmed === "-") {
      if (parent === null) continue;
      if (trimmed.startsWith("-")) {
        list ??= [];
        const item = unquote(trimmed.slice(1));
        if (item) list.push(item);
        continue;
      }
      const child = splitKeyValue(trimmed);
      if (child) out[`${parent}.${child.key}`] = unquote(child.value);
      continue;
    }
    flush();
    const kv = splitKeyValue(trimmed);
    if (!kv) {
      parent = null;
      continue;
    }
    parent = kv.key;
    if (/^[|>][+-]?$/.test(kv.value)) {
      const block = blockScalar(lines, i, kv.value);
      out[kv.key] = block.text;
      i = block.next;
    } else if (kv.value.startsWith("[") && kv.value.endsWith("]")) {
      out[kv.key] = flowList(kv.value).join(LIST_SEPARATOR);
    } else {
      out[kv.key] = unquote(kv.value);
    }
  }
  flush();
  return out;
}

/** `>> key: value` (older Cooklang metadata); null when the line is not one. */
export function parseMetadataLine(line: string): { key: string; value: string } | null {
  const m = /^\s*>>(.*)$/.exec(line);
  if (!m) return null;
  const kv = splitKeyValue(m[1] ?? "");
  return kv ? { key: kv.key, value: unquote(kv.value) } : null;
}

/**
 * A metadata value written as YAML: plain when that reads back unchanged, double-quoted (JSON escapes are valid
 * YAML) when it has characters YAML would interpret, a `|` block when it spans lines.
 */
export function yamlValue(value: string, indent = "  "): string {
  if (value.includes("\n")) {
    const lines = value.replace(/\s+$/, "").split("\n");
    return `|\n${lines.map((l) => (l.trim() === "" ? "" : indent + l)).join("\n")}`;
  }
  const plain = value !== "" && value === value.trim() && !/^[-?:,[\]{}#&*!|>'"%@`]/.test(value) && !/:\s|\s#|:$/.test(value);
  return plain ? value : JSON.stringify(value);
}
