/**
 * Our own export (GET /api/users/me/export?format=zip): `export.json` — the same document as the JSON export —
 * and `files/<file id>.<ext>` with the pictures themselves. Recipes keep every field; collections, meal plans and
 * grocery lists, wishlists and books follow once every recipe is in, their recipe references mapped to the ids of the
 * copies this user has (made by this import or an earlier one of the same export).
 */
import type { Deps } from "../../../deps";
import type { Actor } from "../../../auth/actor";
import { createCollection } from "../../collections/collections.service";
import { createCollectionBody } from "../../collections/collections.schemas";
import { createPlan } from "../../mealplans/mealplans.service";
import { createPlanBody } from "../../mealplans/mealplans.schemas";
import { createList } from "../../grocery/grocery.service";
import { createListBody } from "../../grocery/grocery.schemas";
import { createWishlist } from "../../wishlists/wishlists.service";
import { createBook } from "../../books/books.service";
import { createBookBody } from "../../books/books.schemas";
import { createWishlistBody } from "../../wishlists/wishlists.schemas";
import type { RecipeDraft } from "../../../importers/pipeline";
import type { OriginKind } from "./origins";
import type { Citation } from "./citations";
import type { SourceDescriptor } from "../../sources";
import type { ArchiveContents, ArchiveItem, ArchiveRecipe, OnceByOrigin } from "./types";
import { str, webUrl, type Row } from "./convert";
import { SINGLE_JSON_UPLOAD, type ArchiveTree } from "./tree";

export const OWN_EXPORT_FILE = "export.json";
export const OWN_EXPORT_FORMAT = "recipe-library-export";

/** Ingredient fields the write path takes (the lossless ones included once ingredients carry them). */
const INGREDIENT_KEYS = ["name", "quantity", "unit", "preparation", "isOptional", "size", "note", "quantityMax", "original"];

const list = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((x): x is Row => !!x && typeof x === "object") : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : undefined);

function ingredients(v: unknown): RecipeDraft["ingredients"] {
  return list(v)
    .filter((i) => typeof i.name === "string" && i.name.trim() !== "")
    .map(
      (i) =>
        Object.fromEntries(
          INGREDIENT_KEYS.filter((k) => i[k] !== undefined && i[k] !== null).map((k) => [k, i[k]]),
        ) as unknown as RecipeDraft["ingredients"][number],
    );
}

/** The export's source records by their id there, as descriptors to resolve here. */
function sourcesOf(doc: Row): Map<string, SourceDescriptor> {
  const nullable = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
  return new Map(
    list(doc.sources).map((s) => [
      str(s.id),
      {
        kind: str(s.kind) || "other",
        name: nullable(s.name),
        display_name: nullable(s.display_name),
        authors: strings(s.authors),
        isbn: nullable(s.isbn),
        url: nullable(s.url),
        platform: nullable(s.platform),
        handle: nullable(s.handle),
        coverUrl: nullable(s.coverUrl),
      },
    ]),
  );
}

function citationsOf(r: Row, sources: Map<string, SourceDescriptor>): Citation[] {
  const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null);
  return list(r.sources).flatMap((c) => {
    const source = sources.get(str(c.source_v2_id));
    return source ? [{ source, section: text(c.section), page: text(c.page), url: text(c.url), primary: c.is_primary === true }] : [];
  });
}

function ownRecipe(r: Row, tree: ArchiveTree, files: Map<string, string>, sources: Map<string, SourceDescriptor>): ArchiveRecipe {
  const title = str(r.title).trim();
  const id = str(r.id);
  if (!title || !id) throw new Error("it has no title");
  const draft: RecipeDraft = {
    title,
    subtitle: str(r.subtitle),
    description: str(r.description),
    notes: str(r.notes),
    tags: strings(r.tags),
    ingredients: ingredients(r.ingredients),
    components: list(r.components).map((c) => ({
      title: str(c.title),
      description: str(c.description),
      notes: str(c.notes),
      ingredients: ingredients(c.ingredients),
      instructions: strings(c.instructions),
    })),
    instructions: strings(r.instructions),
  };
  const times = { prep_time: num(r.prep_time), cook_time: num(r.cook_time), total_time: num(r.total_time), servings: num(r.servings) };
  for (const [k, v] of Object.entries(times)) if (v !== undefined) Object.assign(draft, { [k]: v });
  const photos = list(r.media)
    .map((m) => files.get(str(m.file_id)))
    .filter((p): p is string => p !== undefined)
    .map((p) => ({ path: tree.path(p) }));
  const primary = list(r.sources).find((s) => s.is_primary === true);
  const sourceUrl = webUrl(r.source_url) ?? webUrl(primary?.url);
  const out: ArchiveRecipe = {
    origin: `recipe-library:${id}`,
    draft,
    photos,
    ownId: id,
    extra: {
      difficulty: typeof r.difficulty === "string" ? r.difficulty : null,
      rating: typeof r.rating === "number" ? r.rating : null,
      source_section: str(r.source_section),
    },
  };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  const citations = citationsOf(r, sources);
  if (citations.length > 0) out.citations = citations;
  return out;
}

/** Collections, plans and lists of the export, their recipes mapped; one that cannot be made is a warning. */
function finisher(deps: Deps, actor: Actor, doc: Row) {
  return (ids: ReadonlyMap<string, string>, warn: (m: string) => void, once: OnceByOrigin) => {
    const mapId = (v: unknown) => ids.get(str(v));
    // Each record once per user, by the export's id of it (origins.ts: edited copies stay, deleted ones stay gone).
    const attempt = (what: string, kind: OriginKind, id: string, make: () => string) => {
      try {
        once(`recipe-library:${kind}:${id}`, kind, id, make);
      } catch (err) {
        warn(`${what} could not be imported: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
    for (const c of list(doc.collections)) {
      if (c.user_id !== undefined && c.user_id !== (doc.user as Row | undefined)?.id) continue;
      attempt(`Collection “${str(c.name)}”`, "collection", str(c.id), () => {
        const recipes = (Array.isArray(c.recipes) ? c.recipes : Array.isArray(c.recipe_ids) ? c.recipe_ids : [])
          .map((x: unknown) => mapId(typeof x === "object" && x ? (x as Row).id : x))
          .filter((x): x is string => !!x);
        return createCollection(
          deps,
          actor,
          createCollectionBody.parse({ name: str(c.name) || "Collection", description: str(c.description), tags: strings(c.tags), recipes }),
        ).id;
      });
    }
    for (const p of list(doc.mealplans)) {
      attempt(`Meal plan “${str(p.name)}”`, "mealplan", str(p.id), () => {
        const meals = list(p.meals).map((m) => ({
          name: str(m.name),
          start_time: str(m.start_time),
          end_time: str(m.end_time),
          days_of_week: m.days_of_week,
          notes: str(m.notes),
          items: list(m.items).map((it) => {
            const rid = mapId(it.recipe_id);
            return rid
              ? { recipe_id: rid, portion: num(it.portion) ?? 1, ...(str(it.name) ? { name: str(it.name) } : {}) }
              : { name: str(it.name) || "Meal", portion: num(it.portion) ?? 1 };
          }),
        }));
        return createPlan(
          deps,
          actor,
          createPlanBody.parse({
            name: str(p.name) || "Meal plan",
            description: str(p.description),
            end_date: typeof p.end_date === "string" ? p.end_date : null,
            meals,
          }),
        ).id;
      });
    }
    for (const l of list(doc.grocery_lists)) {
      attempt(`Grocery list “${str(l.name)}”`, "grocery", str(l.id), () => {
        const items = list(l.items).map((it) => ({
          name: str(it.name) || "item",
          quantity: typeof it.quantity === "number" ? it.quantity : null,
          unit: typeof it.unit === "string" ? it.unit : null,
          checked: it.checked === true,
          recipe_id: mapId(it.recipe_id) ?? null,
          ...(typeof it.aisle === "string" && it.aisle ? { aisle: it.aisle } : {}),
        }));
        return createList(
          deps,
          actor,
          createListBody.parse({
            name: str(l.name) || "Grocery list",
            description: str(l.description),
            type: l.type === "mealplan" ? "mealplan" : "manual",
            archived: l.archived === true,
            due_date: typeof l.due_date === "string" ? l.due_date : null,
            items,
          }),
        ).id;
      });
    }
    for (const bk of list(doc.books)) {
      attempt(`Book “${str(bk.title)}”`, "book", str(bk.id), () => {
        // Linked to this instance's shared book source by its ISBN, title and authors (createBook resolves it).
        const isbn = str(bk.isbn);
        return createBook(
          deps,
          actor,
          createBookBody.parse({
            title: str(bk.title) || "Untitled",
            authors: strings(bk.authors),
            ...(isbn ? { isbn } : {}),
            ...(webUrl(bk.cover_url) ? { cover_url: webUrl(bk.cover_url) } : {}),
            notes: str(bk.notes),
          }),
        ).id;
      });
    }
    for (const w of list(doc.wishlists)) {
      attempt(`Wishlist “${str(w.name)}”`, "wishlist", str(w.id), () => {
        // A plain wishlist, never the default one (the user may have theirs); a source record (source_v2_id) is
        // this instance's or not at all, so items carry their title, authors and cover instead.
        const items = list(w.items).map((it) => ({
          ...(str(it.itemKey) ? { itemKey: str(it.itemKey) } : {}),
          kind: it.kind === "recipe" ? ("recipe" as const) : ("book" as const),
          title: str(it.title) || "Untitled",
          authors: strings(it.authors).filter((a) => a.trim() !== ""),
          cover_url: webUrl(it.cover_url) ?? null,
        }));
        return createWishlist(deps, actor, createWishlistBody.parse({ name: str(w.name) || "Wishlist", description: str(w.description), items })).id;
      });
    }
  };
}

/**
 * The file holding the export document: `export.json` of the zip, or the JSON export uploaded alone (named
 * SINGLE_JSON_UPLOAD when unpacked; it has the records but no photos, its media links having expired).
 */
export function ownExportFile(tree: ArchiveTree): string | undefined {
  const name = [OWN_EXPORT_FILE, SINGLE_JSON_UPLOAD].find((n) => tree.has(n));
  if (!name) return undefined;
  try {
    return (tree.json(name) as Row).format === OWN_EXPORT_FORMAT ? name : undefined;
  } catch {
    return undefined;
  }
}

export function readOwnExport(deps: Deps, actor: Actor, tree: ArchiveTree, name: string): ArchiveContents {
  const doc = tree.json(name) as Row;
  const files = new Map<string, string>();
  for (const n of tree.names) {
    const m = /^files\/([0-9a-f-]{36})\.[a-z0-9]+$/i.exec(n);
    if (m?.[1]) files.set(m[1], n);
  }
  const sources = sourcesOf(doc);
  const items: ArchiveItem[] = list(doc.recipes).map((r) => ({ label: str(r.title) || "a recipe", load: () => ownRecipe(r, tree, files, sources) }));
  return { format: "recipe-library", items, finish: finisher(deps, actor, doc) };
}
