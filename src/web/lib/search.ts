// Filtering the library from the local store on every keystroke: each recipe's searchable text is folded once
// (lower case, accents removed) and cached by id and version, so a keystroke is a pass of substring tests.
import type { Collection, Recipe } from "./types";

const folded = new Map<string, { v: string; text: string }>();

export function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function haystack(r: Recipe): string {
  const hit = folded.get(r.id);
  if (hit && hit.v === r.updated_at) return hit.text;
  const names = [...r.ingredients, ...r.components.flatMap((c) => c.ingredients)].map((i) => i.name).join(" ");
  const text = fold(`${r.title} ${r.subtitle} ${r.tags.join(" ")} ${names}`);
  folded.set(r.id, { v: r.updated_at, text });
  return text;
}

export function sourceOf(r: Recipe): string {
  if (!r.source_url) return "";
  try {
    return new URL(r.source_url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

export interface Filter {
  q: string;
  tag: string;
  collection: Collection | undefined;
  source: string;
}

export function filterRecipes(recipes: Recipe[], f: Filter): Recipe[] {
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  const inCollection = f.collection ? new Set(f.collection.recipes) : null;
  return recipes.filter((r) => {
    if (f.tag && !r.tags.includes(f.tag)) return false;
    if (inCollection && !inCollection.has(r.id)) return false;
    if (f.source && sourceOf(r) !== f.source) return false;
    if (words.length === 0) return true;
    const h = haystack(r);
    return words.every((w) => h.includes(w));
  });
}

export function byTitle(a: Recipe, b: Recipe): number {
  return a.title.localeCompare(b.title);
}
