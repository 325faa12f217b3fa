/**
 * A Cooklang parser (https://cooklang.org) that passes the spec's canonical parser tests (version 7).
 *
 * Rules, in the order they apply:
 * - YAML front matter between a first line `---` and the next `---` line is metadata; so are `>> key: value` lines.
 * - `[- … -]` block comments are removed (they may span lines); `--` starts a line comment (a run of three or more
 *   dashes such as `---` is text, as the canonical "metadata break" case requires). A line that held only a
 *   comment disappears without ending the step.
 * - Blank lines separate steps; the lines of one step are joined with a space.
 * - `== Name ==` / `= Name` lines start a section, `> text` lines are notes (newer Cooklang); neither is a step.
 * - A backslash before `@ # ~ - [ = > \` makes that character plain text.
 * - Components: `@ingredient`, `#cookware`, `~timer`. With braces the name may hold several words
 *   (`@hot chilli{3}`), without them it is one word that ends at whitespace or punctuation (`@chilli,`).
 *   A sigil followed by whitespace is text (`Message @ example`).
 */
import { parseFrontMatter, parseMetadataLine } from "./metadata";
import type { CooklangQuantity, CooklangRecipe, CooklangSection, Item } from "./types";

/**
 * Reads a quantity as the canonical tests do: integers and decimals ("2", "1.5") and fractions ("1/2", "1 / 2")
 * become numbers; everything else ("01/2", "7 k", "three") stays the trimmed text.
 */
export function parseCooklangQuantity(raw: string): CooklangQuantity {
  const t = raw.trim();
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t)) return Number(t);
  // A numerator with a leading zero ("01/2") is not a fraction in the spec's tests.
  const f = /^([1-9]\d*|0)\s*\/\s*(\d+)$/.exec(t);
  if (f) {
    const den = Number(f[2]);
    if (den !== 0) return Number(f[1]) / den;
  }
  return t;
}

// Sentence punctuation cannot be part of a braced multi-word name: "@salt, then stir the soup{}" is not one name.
const MULTI_WORD_STOP = /[@#~{}[\],;:!?()]/gu;
// A single-word name: no whitespace and no punctuation (U+2009 and "⸫" end it too); "~" is a symbol, not \p{P}.
const SINGLE_WORD = /[^\s\p{P}~]+/uy;
// Newer Cooklang modifiers before a name: "@?salt" optional, "@&salt" a reference, "@-salt" hidden, "@+salt" new.
const MODIFIERS = /[?&+-]+/y;

interface Component {
  item: Item;
  /** Characters consumed from the sigil on. */
  length: number;
}

function componentItem(sigil: string, name: string, body: string | null): Item {
  const [rawQty = "", ...rest] = (body ?? "").split("%");
  const units = rest.join("%").trim();
  const qty = rawQty.trim();
  if (sigil === "@") return { type: "ingredient", name, quantity: qty === "" ? "some" : parseCooklangQuantity(qty), units };
  if (sigil === "#") return { type: "cookware", name, quantity: qty === "" ? 1 : parseCooklangQuantity(qty) };
  return { type: "timer", name, quantity: qty === "" ? "" : parseCooklangQuantity(qty), units };
}

/**
 * Finds components in one line. The positions of the next "{", "}", ")" and stop character are cached and only
 * searched again once the scan has passed them, so a line full of sigils stays linear (no rescans to the end).
 */
class LineScanner {
  private cache = new Map<string, { from: number; at: number }>();

  constructor(private readonly line: string) {}

  /** Index of the first `needle` (a string, or a global regex) at or after `from`; line.length when none. */
  private next(key: string, needle: string | RegExp, from: number): number {
    const hit = this.cache.get(key);
    if (hit && hit.from <= from && hit.at >= from) return hit.at;
    let at: number;
    if (typeof needle === "string") at = this.line.indexOf(needle, from);
    else {
      needle.lastIndex = from;
      at = needle.exec(this.line)?.index ?? -1;
    }
    if (at < 0) at = this.line.length;
    this.cache.set(key, { from, at });
    return at;
  }

  /** The component whose sigil is at `at`, or null when the sigil is plain text there. */
  read(at: number): Component | null {
    const line = this.line;
    const sigil = line[at] ?? "";
    let start = at + 1;
    if (sigil !== "~") {
      MODIFIERS.lastIndex = start;
      const mod = MODIFIERS.exec(line);
      if (mod) start += mod[0].length;
    }
    const first = line[start] ?? "";
    if (first === "" || /\s/u.test(first)) return null;
    const open = this.next("{", "{", start);
    const nameOk = open === start ? sigil === "~" : this.next("stop", MULTI_WORD_STOP, start) === open;
    const close = open < line.length ? this.next("}", "}", open) : line.length;
    const optional = start > at + 1 && line.slice(at + 1, start).includes("?");
    if (open < line.length && close < line.length && nameOk) {
      const item = componentItem(sigil, line.slice(start, open).trimEnd(), line.slice(open + 1, close));
      let end = close + 1;
      // Newer Cooklang: "@onion{1}(finely chopped)" — the parenthesis right after the brace is the ingredient's note.
      if (item.type === "ingredient" && line[end] === "(") {
        const paren = this.next(")", ")", end);
        if (paren < line.length) {
          const note = line.slice(end + 1, paren).trim();
          if (note) item.note = note;
          end = paren + 1;
        }
      }
      if (optional && item.type === "ingredient") item.optional = true;
      return { item, length: end - at };
    }
    SINGLE_WORD.lastIndex = start;
    const word = SINGLE_WORD.exec(line);
    if (!word) return null;
    const item = componentItem(sigil, word[0], null);
    if (optional && item.type === "ingredient") item.optional = true;
    return { item, length: start + word[0].length - at };
  }
}

/** Appends text to the items, merging with a preceding text item. */
function pushText(items: Item[], value: string): void {
  if (value === "") return;
  const last = items[items.length - 1];
  if (last && last.type === "text") last.value += value;
  else items.push({ type: "text", value });
}

// A backslash makes the next of these characters plain text (cooklang-rs escapes), so exported prose such as
// "Bake ~20 min -- or until golden" survives: "\~", "\-", "\[", and "\=" / "\>" at the start of a line.
const ESCAPABLE = new Set(["@", "#", "~", "-", "[", "=", ">", "\\"]);

/** Text with the backslash escapes resolved (note lines; steps resolve them while scanning). */
export function unescapeText(text: string): string {
  return text.replace(/\\(.)/gu, (m, ch: string) => (ESCAPABLE.has(ch) ? ch : m));
}

/** The items of one line (comments already removed), appended to `items`. */
export function parseLine(line: string, items: Item[] = []): Item[] {
  const scanner = new LineScanner(line);
  let text = "";
  let i = 0;
  while (i < line.length) {
    const ch = line[i] ?? "";
    const next = line[i + 1] ?? "";
    if (ch === "\\" && ESCAPABLE.has(next)) {
      text += next;
      i += 2;
      continue;
    }
    if (ch === "@" || ch === "#" || ch === "~") {
      const comp = scanner.read(i);
      if (comp) {
        pushText(items, text);
        text = "";
        items.push(comp.item);
        i += comp.length;
        continue;
      }
    }
    text += ch;
    i++;
  }
  pushText(items, text);
  return items;
}

/** Trims the step's outer whitespace and drops text items left empty. */
function tidyStep(items: Item[]): Item[] {
  const first = items[0];
  if (first && first.type === "text") first.value = first.value.trimStart();
  const last = items[items.length - 1];
  if (last && last.type === "text") last.value = last.value.trimEnd();
  return items.filter((it) => it.type !== "text" || it.value !== "");
}

/** Splits off YAML front matter: a first line `---` closed by a later `---` line. */
function frontMatter(lines: string[]): { metadata: Record<string, string>; body: string[] } {
  if ((lines[0] ?? "").trim() !== "---") return { metadata: {}, body: lines };
  // The closing fence starts the line: an indented "---" belongs to a block scalar.
  const end = lines.findIndex((l, i) => i > 0 && l.trimEnd() === "---");
  if (end < 0) return { metadata: {}, body: lines };
  return { metadata: parseFrontMatter(lines.slice(1, end)), body: lines.slice(end + 1) };
}

const LINE_COMMENT = /(?<![-\\])--(?!-)/;
const NOTE = /^\s*>(?!>)\s?(.*)$/;

/**
 * Removes `[- … -]` block comments (not after a backslash) in one linear pass: a regex with a lazy body rescans
 * the rest of the text for every unclosed "[-", which a hostile source can make quadratic.
 */
function stripBlockComments(text: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    let open = text.indexOf("[-", from);
    while (open > 0 && text[open - 1] === "\\") open = text.indexOf("[-", open + 1);
    if (open < 0) break;
    const close = text.indexOf("-]", open + 2);
    // Without a closing "-]" no later "[-" can close either: the rest is text.
    if (close < 0) break;
    out += text.slice(from, open);
    from = close + 2;
  }
  return out + text.slice(from);
}

/** The name of a `== Name ==` / `= Name` section line (equals signs and spaces trimmed from both ends). */
function sectionName(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && (line[start] === "=" || /\s/.test(line[start] ?? ""))) start++;
  while (end > start && (line[end - 1] === "=" || /\s/.test(line[end - 1] ?? ""))) end--;
  return line.slice(start, end);
}

/** Parses Cooklang source into metadata, steps (lists of items), sections and notes. */
export function parseCooklang(source: string): CooklangRecipe {
  const normalized = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const { metadata, body } = frontMatter(normalized.split("\n"));
  const lines = stripBlockComments(body.join("\n")).split("\n");
  const steps: Item[][] = [];
  const sections: CooklangSection[] = [];
  const notes: string[] = [];
  let current: Item[] | null = null;
  let note: string[] | null = null;
  const endStep = () => {
    if (current) {
      const step = tidyStep(current);
      if (step.length > 0) steps.push(step);
    }
    current = null;
  };
  const endNote = () => {
    if (note && note.length > 0) notes.push(note.join(" "));
    note = null;
  };
  for (const raw of lines) {
    const cut = LINE_COMMENT.exec(raw);
    const line = cut ? raw.slice(0, cut.index) : raw;
    if (line.trim() === "") {
      // A comment-only line is not a blank line: it leaves the step open.
      if (!cut) {
        endStep();
        endNote();
      }
      continue;
    }
    const meta = parseMetadataLine(line);
    if (meta) {
      metadata[meta.key] = meta.value;
      continue;
    }
    const noteLine = NOTE.exec(line);
    if (noteLine) {
      endStep();
      note ??= [];
      note.push(unescapeText((noteLine[1] ?? "").trim()));
      continue;
    }
    endNote();
    if (line.trimStart().startsWith("=")) {
      endStep();
      sections.push({ name: sectionName(line), start: steps.length });
      continue;
    }
    if (current) pushText(current, " ");
    current = parseLine(line, current ?? []);
  }
  endStep();
  endNote();
  return { metadata, steps, sections, notes };
}
