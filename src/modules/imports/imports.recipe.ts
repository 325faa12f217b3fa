/**
 * The import's bridge to the recipes and sources modules: create the recipe (through the recipes service, with the
 * same validation as POST /api/recipes) and attribute it. Runs inside the completing transaction.
 */
import type { Deps } from "../../deps";
import { systemActorFor } from "../../auth/actor";
import { AppError } from "../../errors";
import { recipeOfImport } from "../recipes/recipes.lookups.repo";
import { createRecipe } from "../recipes/recipes.service";
import { setPrimarySource } from "../sources/attachments.service";
import type { Extraction } from "./imports.extract";
import { ImportFailure } from "./imports.extract";
import type { ImportRow } from "./imports.repo";

/**
 * The recipe this attempt of the import already created, if any: a job re-run after a crash finds it here instead
 * of creating a second one. Recipes of earlier attempts (before a retry re-stamped processing_started_at) do not count.
 */
export function importedRecipeId(deps: Deps, row: ImportRow): string | undefined {
  return recipeOfImport(deps.db.sqlite, row.id, row.user_id, row.processing_started_at ?? row.created_at);
}

/** An absolute http(s) URL as the recipe's source_url accepts it, else undefined. */
function webUrl(s: string | null | undefined): string | undefined {
  if (!s || s.length > 2000) return undefined;
  try {
    const u = new URL(s);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** Create the recipe of an import. A recipe the write path rejects fails the import for good (retrying cannot fix it). */
export function createImportedRecipe(deps: Deps, row: ImportRow, x: Extraction): string {
  const d = x.draft;
  try {
    const created = createRecipe(
      deps,
      row.user_id,
      {
        title: d.title,
        subtitle: d.subtitle,
        description: d.description,
        notes: d.notes,
        tags: d.tags,
        ingredients: d.ingredients,
        components: d.components,
        instructions: d.instructions,
        media: x.mediaFileIds.map((file_id) => ({ file_id })),
        prep_time: d.prep_time ?? null,
        cook_time: d.cook_time ?? null,
        total_time: d.total_time ?? null,
        servings: d.servings ?? null,
        source_section: row.source_section ?? "",
        source_url: webUrl(row.source_url) ?? webUrl(x.sourceUrl) ?? null,
      },
      { importId: row.id },
    );
    const id = created.id;
    if (typeof id !== "string") throw new Error("createRecipe returned no id");
    return id;
  } catch (err) {
    if (err instanceof AppError) {
      deps.log.warn("imported recipe rejected by the write path", { importId: row.id, error: err.message });
      throw new ImportFailure("The recipe found could not be saved", true);
    }
    throw err;
  }
}

/**
 * Make a shared source the recipe's primary source (one attachment carrying section, page and the cited URL),
 * through the sources module as the recipe's owner. Nests inside the caller's transaction.
 */
export function setRecipePrimarySource(
  deps: Deps,
  userId: string,
  recipeId: string,
  sourceId: string,
  meta: { section: string | null; page: string | null; url: string | null },
): void {
  setPrimarySource(
    deps,
    systemActorFor(userId),
    recipeId,
    { source_v2_id: sourceId, section: meta.section, page: meta.page, url: webUrl(meta.url) ?? null },
    undefined,
  );
}
