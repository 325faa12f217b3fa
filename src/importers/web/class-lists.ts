import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { HEADING_ITEM, listItemLines } from "./heuristics";
import { blockText, isHidden, normalizeSpace, toLines } from "./text";

/** A list found by its container's class: its lines, or its groups when the page splits it into titled parts. */
export interface ClassList {
  lines: string[];
  groups: Array<{ title: string; lines: string[] }>;
}

/**
 * Lines of list items (or terms of a definition list) inside containers whose class or id names the section
 * (e.g. "recipe-ingredients"). The container with the most lines wins, together with its twins: containers of the
 * same tag and class under the same parent, which is how a page without structured data writes a recipe in parts
 * ("<dl class=ingredients><h3>sauce</h3>…</dl>" once per part). Twins that each carry a heading become groups.
 */
export function listByClass($: CheerioAPI, classPattern: RegExp): ClassList {
  const linesOf = (el: Element): string[] => {
    // A definition list (<dl class=ingredients><dt>…</dt>) holds one ingredient a term.
    const lis = $(el).find("li").toArray();
    if (lis.length > 0) return listItemLines($, lis);
    const terms = $(el).find("dt").toArray();
    return terms.length > 0 ? listItemLines($, terms) : classItems($, el, classPattern).flatMap((item) => (item.heading ? [] : [item.text]));
  };
  let best: Element | null = null;
  let bestLines: string[] = [];
  $("[class], [id]").each((_, el) => {
    const name = `${el.attribs.class ?? ""} ${el.attribs.id ?? ""}`;
    if (!classPattern.test(name)) return;
    const items = linesOf(el);
    if (items.length > bestLines.length) {
      best = el;
      bestLines = items;
    }
  });
  const chosen = best as Element | null;
  if (chosen && $(chosen).find("li, dt").length === 0) return itemGroups(classItems($, chosen, classPattern));
  if (!chosen || chosen.attribs.class === undefined || !chosen.parent) return { lines: bestLines, groups: [] };
  const twins = $(chosen.parent as Element)
    .children(chosen.name)
    .toArray()
    .filter((el) => el.attribs.class === chosen.attribs.class);
  if (twins.length < 2) return { lines: bestLines, groups: [] };
  const parts = twins.map((el) => ({ title: normalizeSpace(blockText($(el).children("h1, h2, h3, h4, h5, h6").toArray().slice(0, 1))), lines: linesOf(el) }));
  const filled = parts.filter((part) => part.lines.length > 0);
  if (filled.every((part) => part.title.length > 0)) return { lines: [], groups: filled };
  return { lines: filled.flatMap((part) => part.lines), groups: [] };
}

/**
 * The items of a list written without list markup: the children of a container, each a block whose class
 * names the section too ("<div class=cooked-recipe-ingredients><div class='cooked-single-ingredient
 * cooked-heading'>Crust</div><div class='cooked-single-ingredient cooked-ingredient'>…</div>…"). At least two
 * such children; a child whose class also names a heading is a group's name. A step's number shown on a
 * line of its own before its text ("1" above "Rub the butter…") is no part of the step.
 */
function classItems($: CheerioAPI, container: Element, classPattern: RegExp): Array<{ text: string; heading: boolean }> {
  const children = $(container)
    .children()
    .toArray()
    .filter((child) => classPattern.test(child.attribs.class ?? "") && !isHidden(child));
  if (children.length < 2) return [];
  const items: Array<{ text: string; heading: boolean }> = [];
  for (const child of children) {
    const lines = toLines(blockText([child]));
    if (lines.length > 1 && /^\d{1,2}[.)]?$/.test(lines[0] ?? "")) lines.shift();
    const text = normalizeSpace(lines.join(" "));
    if (text.length > 0) items.push({ text, heading: HEADING_ITEM.test(child.attribs.class ?? "") && text.length <= 60 });
  }
  return items;
}

/** Lines and titled groups of class items: lines before the first named group stay ungrouped. */
function itemGroups(items: Array<{ text: string; heading: boolean }>): ClassList {
  const list: ClassList = { lines: [], groups: [] };
  for (const item of items) {
    if (item.heading) list.groups.push({ title: item.text.replace(/\s*[:：]$/, ""), lines: [] });
    else if (list.groups.length > 0) list.groups[list.groups.length - 1]?.lines.push(item.text);
    else list.lines.push(item.text);
  }
  list.groups = list.groups.filter((group) => group.lines.length > 0);
  return list;
}
