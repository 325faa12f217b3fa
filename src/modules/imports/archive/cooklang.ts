/**
 * A folder of Cooklang files: each `.cook` file is a recipe (title from metadata, else the file name), its picture
 * the image of the same base name beside it (the Cooklang convention: `Pancakes.cook` + `Pancakes.jpg`), then its
 * step pictures (`Pancakes.1.jpg`…).
 */
import { cooklangToRecipeInput, parseCooklang } from "../../../lib/cooklang";
import type { RecipeDraft } from "../../../importers/pipeline";
import type { ArchiveContents, ArchiveItem } from "./types";
import { fallbackOrigin, webUrl } from "./convert";
import { baseOf, dirOf, type ArchiveTree } from "./tree";

/** The step number of a picture named `<recipe>.<n>`, if it is one of this recipe's. */
function stepOf(pictureBase: string, recipeBase: string): number | undefined {
  if (!pictureBase.startsWith(`${recipeBase}.`)) return undefined;
  const rest = pictureBase.slice(recipeBase.length + 1);
  return /^\d{1,3}$/.test(rest) ? Number(rest) : undefined;
}

export function readCooklang(tree: ArchiveTree, files: string[]): ArchiveContents {
  const items: ArchiveItem[] = files.map((name) => ({
    label: name,
    load: () => {
      const input = cooklangToRecipeInput(parseCooklang(tree.text(name)), {});
      const title = (input.title || baseOf(name)).trim();
      if (input.ingredients.length === 0 && input.instructions.length === 0 && input.components.length === 0)
        throw new Error("it holds no ingredients or steps");
      const draft: RecipeDraft = {
        title,
        subtitle: "",
        description: input.description ?? "",
        notes: input.notes ?? "",
        tags: input.tags,
        ingredients: input.ingredients,
        components: input.components.map((c) => ({ title: c.title, description: "", notes: "", ingredients: c.ingredients, instructions: c.instructions })),
        instructions: input.instructions,
      };
      if (input.prep_time !== undefined) draft.prep_time = input.prep_time;
      if (input.cook_time !== undefined) draft.cook_time = input.cook_time;
      if (input.total_time !== undefined) draft.total_time = input.total_time;
      if (input.servings !== undefined) draft.servings = input.servings;
      const picture = tree.pictureIn(dirOf(name), [baseOf(name)]);
      // Step pictures follow the convention `Pancakes.<step>.jpg`: kept after the recipe's own, in step order.
      const base = baseOf(name);
      const steps = tree
        .picturesIn(dirOf(name))
        .map((n) => ({ n, step: stepOf(baseOf(n), base) }))
        .filter((x): x is { n: string; step: number } => x.step !== undefined)
        .sort((a, b) => a.step - b.step)
        .map((x) => x.n);
      const sourceUrl = webUrl(input.source_url);
      // A Cooklang file has no id: its path in the folder is what stays the same between two exports.
      return {
        origin: fallbackOrigin("cooklang", title, sourceUrl, name),
        draft,
        photos: [...(picture ? [picture] : []), ...steps].map((p) => ({ path: tree.path(p) })),
        ...(sourceUrl ? { sourceUrl } : {}),
      };
    },
  }));
  return { format: "cooklang", items };
}
