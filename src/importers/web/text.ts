import { load } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { normalizeSpace } from "./space";

/** Elements whose boundaries separate lines when a fragment is flattened to text. */
const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "td",
  "th",
  "thead",
  "tr",
  "ul",
]);

/** Elements whose content is never visible text. */
const SKIP_TAGS = new Set(["script", "style", "noscript", "template", "svg", "button", "iframe", "head"]);

/** Class names that hide an element until a toggle shows it (the imperial twin of a metric list). */
const HIDDEN_CLASS = /(?:^|\s)(?:hide|hidden|d-none|is-hidden)(?:\s|$)/i;

/** A display class for wider screens ("hidden md:block", "d-none d-lg-flex"): hidden on phones only. */
const SHOWN_FROM_BREAKPOINT =
  /(?:^|\s)(?:(?:sm|md|lg|xl|2xl):|d-(?:sm|md|lg|xl|xxl)-)(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)(?:\s|$)/i;

/**
 * True when markup hides an element itself: a hiding class, the hidden attribute or display:none.
 * A class that hides only on small screens ("hidden md:block") leaves it visible on the desktop page.
 */
export function isHidden(el: Element): boolean {
  const style = (el.attribs.style ?? "").replace(/\s+/g, "").toLowerCase();
  const cls = el.attribs.class ?? "";
  return (HIDDEN_CLASS.test(cls) && !SHOWN_FROM_BREAKPOINT.test(cls)) || el.attribs.hidden !== undefined || style.includes("display:none");
}

export { normalizeSpace };

/** Markers of where an inline element opens and closes, private-use characters that no page text holds. */
const OPEN = "\ue000";
const CLOSE = "\ue001";
/** Marks where a superscript opens, to tell a whole number from the numerator written after it. */
const SUP = "\ue002";

/**
 * Where one inline element closes and the next opens with nothing in between ("<span>1</span><span>cup
 * </span><span>flour</span>", "<b>nagaimo</b></a><u>160 g</u>"), two fields of the page meet: amount, unit
 * and name spans that the site spaces apart with CSS. A letter or digit on both sides (or a bracketed note)
 * gets a space. Text running into an element ("tomato<a>es</a>") may be one word and stays as written,
 * except a whole number before a superscript numerator ("1<sup>1</sup>/<sub>2</sub>").
 */
function spaceAdjacentElements(text: string): string {
  return (
    text
      // "1<sup>1</sup>/<sub>2</sub>" is one and a half, not eleven halves: the whole number stands apart.
      .replace(/(\d)([\ue000\ue001]*)\ue002(?=[\ue000\ue001]*\d+[\ue000\ue001]*\s*[/\u2044])/g, "$1 $2")
      .replace(/([\p{L}\p{N})])[\ue000-\ue002]*\ue001[\ue000\ue002]+(?=[\ue000-\ue002]*[\p{L}\p{N}(])/gu, "$1 ")
      // A label element's words and the figure written right after it ("<strong>Prep Time</strong>30 mins",
      // "<b>Yields</b>8 Servings") are label and value, which the card's CSS sets apart.
      .replace(/(\p{L})\ue001(?=\d)/gu, "$1 ")
      .replace(/[\ue000-\ue002]/g, "")
  );
}

/** An advertising slot by its class or id ("ad", "ad-container", "adthrive-ad", "mv-ad-box", "advertisement"). */
const AD_SLOT =
  /(?:^|\s)(?:ads?|adv|advert(?:isement)?s?|ad[-_][\w-]*|[\w-]*[-_]ads?|[\w-]*[-_]ad[-_][\w-]*|adthrive[\w-]*|adsense[\w-]*|google[-_]?ads?[\w-]*)(?:\s|$)/i;

/**
 * True for an advertising slot: a class or id that names an ad, holding at most a short label
 * ("Advertisement", "Report this ad"). Ads sit between ingredient lines and split lists; a wrapper
 * that merely mentions ads in its class ("content-with-ads") holds the page itself and is kept.
 */
export function isAdSlot(el: Element): boolean {
  const names = `${el.attribs.class ?? ""} ${el.attribs.id ?? ""}`;
  if (!AD_SLOT.test(names)) return false;
  return normalizeSpace(textContent(el)).length <= 40;
}

/** All text under an element, scripts and styles excluded. */
function textContent(node: AnyNode): string {
  if (node.type === "text") return node.data;
  if (node.type !== "tag" && node.type !== "root") return "";
  if (node.type === "tag" && SKIP_TAGS.has(node.name.toLowerCase())) return "";
  return node.children.map(textContent).join("");
}

/**
 * Flatten the children of a node to text, turning block boundaries and <br> into newlines so that
 * callers can split paragraphs and list items back apart. Hidden elements and ad slots are no text.
 */
export function blockText(nodes: AnyNode[]): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === "text") {
      parts.push(node.data);
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    const name = node.type === "tag" ? node.name.toLowerCase() : "";
    if (SKIP_TAGS.has(name) || (node.type === "tag" && (isHidden(node) || isAdSlot(node)))) return;
    if (name === "br") {
      parts.push("\n");
      return;
    }
    const block = BLOCK_TAGS.has(name);
    const inline = !block && node.type === "tag";
    parts.push(block ? "\n" : inline ? (name === "sup" ? OPEN + SUP : OPEN) : "");
    for (const child of node.children) walk(child);
    parts.push(block ? "\n" : inline ? CLOSE : "");
  };
  for (const node of nodes) walk(node);
  return spaceAdjacentElements(parts.join(""));
}

/** Split flattened text into trimmed, whitespace-normalised, non-empty lines. */
export function toLines(text: string): string[] {
  return text
    .split(/\n+/)
    .map(normalizeSpace)
    .filter((line) => line.length > 0);
}

/**
 * Turn a string that may contain markup or HTML entities (JSON-LD values often do, sometimes
 * double-encoded) into plain text with normalised whitespace. Block boundaries become spaces.
 */
export function cleanText(value: string): string {
  return toLines(htmlToText(value)).join(" ");
}

/** Like cleanText, but keep block boundaries and <br> as newlines. */
export function htmlToText(value: string): string {
  let text = value;
  // Entities are decoded up to twice: some sites escape the ampersand of an entity again.
  for (let round = 0; round < 3; round += 1) {
    if (!/[<&]/.test(text)) break;
    const $ = load(text, null, false);
    const next = blockText($.root().toArray());
    if (next === text) break;
    text = next;
    if (!/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(text) && !/<\/?[a-z][^>]*>/i.test(text)) break;
  }
  return text;
}

/** Resolve a possibly relative URL against the page URL; undefined when it cannot be made absolute. */
export function absoluteUrl(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.startsWith("data:")) return undefined;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

/** Keep the first occurrence of each value, comparing case-insensitively. */
export function uniqueCaseless(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}
