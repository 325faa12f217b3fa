import { formatIngredient } from "../lib/ingredients";
import type { Ingredient } from "../lib/ingredients/types";
import { httpUrl } from "./html";

/** Loose readers over the public view's records (plain JSON objects). */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
export const str = (o: Obj, k: string): string => (typeof o[k] === "string" ? (o[k] as string) : "");
export const num = (o: Obj, k: string): number | null => (typeof o[k] === "number" && Number.isFinite(o[k]) ? (o[k] as number) : null);
export const objs = (o: Obj, k: string): Obj[] => (Array.isArray(o[k]) ? (o[k] as unknown[]).filter(isObj) : []);
export const strs = (o: Obj, k: string): string[] => (Array.isArray(o[k]) ? (o[k] as unknown[]).filter((x): x is string => typeof x === "string") : []);

/** An ingredient as one readable line ("1 ½ cups flour, sifted"), or the line as written when it has no name. */
export function ingredientLine(i: Obj): string {
  const name = str(i, "name");
  if (!name) return str(i, "original");
  return formatIngredient(i as unknown as Ingredient, { unicode: true });
}

/** Minutes → ISO 8601 duration (PT1H30M), as schema.org wants times. */
export function isoDuration(minutes: number | null): string | undefined {
  if (minutes === null || minutes <= 0) return undefined;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `PT${h ? `${h}H` : ""}${m || !h ? `${m}M` : ""}`;
}

/** The image URLs of a public recipe (signed, expiring /media URLs). */
export const imagesOf = (r: Obj): string[] => objs(r, "media").flatMap((m) => httpUrl(m.url) ?? []);

/** Every ingredient line of a recipe, its components' included. */
export const allIngredientLines = (r: Obj): string[] =>
  [...objs(r, "ingredients"), ...objs(r, "components").flatMap((c) => objs(c, "ingredients"))].map(ingredientLine).filter((l) => l.length > 0);

const NUTRITION: Array<[string, string, string]> = [
  ["calories", "calories", "kcal"],
  ["protein_g", "proteinContent", "g"],
  ["fat_g", "fatContent", "g"],
  ["carbs_g", "carbohydrateContent", "g"],
  ["fiber_g", "fiberContent", "g"],
  ["sugar_g", "sugarContent", "g"],
  ["sodium_mg", "sodiumContent", "mg"],
];

function nutritionLd(n: unknown): Obj | undefined {
  if (!isObj(n)) return undefined;
  const out: Obj = { "@type": "NutritionInformation" };
  for (const [key, prop, unit] of NUTRITION) {
    const v = num(n, key);
    if (v !== null) out[prop] = `${Math.round(v * 10) / 10} ${unit}`;
  }
  if (str(n, "per") === "serving") out.servingSize = "1 serving";
  return Object.keys(out).length > 1 ? out : undefined;
}

/** A public recipe as schema.org Recipe (what link previews and other recipe apps import). */
export function recipeLd(r: Obj, pageUrl?: string): Obj {
  const steps = (list: string[]) => list.filter((t) => t.trim()).map((text) => ({ "@type": "HowToStep", text }));
  const components = objs(r, "components").filter((c) => strs(c, "instructions").length > 0);
  const instructions = components.length
    ? [
        ...(strs(r, "instructions").length ? [{ "@type": "HowToSection", name: str(r, "title"), itemListElement: steps(strs(r, "instructions")) }] : []),
        ...components.map((c) => ({ "@type": "HowToSection", name: str(c, "title"), itemListElement: steps(strs(c, "instructions")) })),
      ]
    : steps(strs(r, "instructions"));
  const servings = num(r, "servings");
  const ld: Obj = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: str(r, "title"),
    description: str(r, "description") || str(r, "subtitle") || undefined,
    image: imagesOf(r),
    recipeIngredient: allIngredientLines(r),
    recipeInstructions: instructions,
    prepTime: isoDuration(num(r, "prep_time")),
    cookTime: isoDuration(num(r, "cook_time")),
    totalTime: isoDuration(num(r, "total_time")),
    recipeYield: servings !== null ? String(servings) : undefined,
    keywords: strs(r, "tags").join(", ") || undefined,
    nutrition: nutritionLd(r.nutrition),
    isBasedOn: httpUrl(r.source_url),
    url: pageUrl,
    datePublished: str(r, "created_at") || undefined,
    dateModified: str(r, "updated_at") || undefined,
  };
  // Leave out what is unknown rather than publishing empty values.
  for (const k of Object.keys(ld)) if (ld[k] === undefined || (Array.isArray(ld[k]) && (ld[k] as unknown[]).length === 0)) delete ld[k];
  return ld;
}

/** A collection or a meal plan as a schema.org ItemList of Recipes. */
export function itemListLd(name: string, description: string, recipes: Obj[], pageUrl: string): Obj {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    ...(description ? { description } : {}),
    url: pageUrl,
    numberOfItems: recipes.length,
    itemListElement: recipes.map((recipe, i) => {
      const item: Obj = { ...recipe };
      delete item["@context"];
      return { "@type": "ListItem", position: i + 1, item };
    }),
  };
}
