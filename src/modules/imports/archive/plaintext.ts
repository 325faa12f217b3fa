/**
 * Plain-text recipes: a `.txt` file (one recipe written or exported as text, such as a RecipeSage or notes-app
 * export) is read as a text import reads pasted text. Its picture is the image of the same base name beside it.
 */
import { extractRecipeFromText } from "../../../importers/text/extract";
import { hasRecipeContent, toRecipeDraft } from "../../../importers/pipeline";
import type { ArchiveContents, ArchiveItem } from "./types";
import { fallbackOrigin } from "./convert";
import { baseOf, dirOf, type ArchiveTree } from "./tree";

/** One recipe's text is a few kilobytes; a longer file is a book, read on the job's thread, so it is refused. */
const MAX_RECIPE_TEXT_BYTES = 64 * 1024;

/**
 * Cooklang's marks: an @ingredient, #cookware or ~timer with braces, a one-word @ingredient, or >> metadata. The
 * braces' contents are bounded, so an unclosed mark repeated along a long line is not a scan to its end from each.
 */
const COOKLANG_MARK = /[@#~][^\s@#~{}]*\{[^{}\n]{0,100}\}|(?:^|\s)@\p{L}[\p{L}\p{N}_-]*|^>>[ \t]*\p{L}[\p{L} ]*:/mu;

/** True when a text file is Cooklang rather than a recipe in plain words. */
export function looksLikeCooklang(text: string): boolean {
  return COOKLANG_MARK.test(text);
}

export function readPlainText(tree: ArchiveTree, files: string[]): ArchiveContents {
  const items: ArchiveItem[] = files.map((name) => ({
    label: name,
    load: () => {
      const bytes = tree.read(name);
      if (bytes.length > MAX_RECIPE_TEXT_BYTES) throw new Error("it is too long to be one recipe");
      const recipe = extractRecipeFromText(bytes.toString("utf8"));
      if (!recipe || !hasRecipeContent(recipe)) throw new Error("no recipe was found in it");
      const draft = toRecipeDraft(recipe, baseOf(name));
      const picture = tree.pictureIn(dirOf(name), [baseOf(name)]);
      // A text file has no id: its path in the folder is what stays the same between two exports.
      return { origin: fallbackOrigin("text", draft.title, undefined, name), draft, photos: picture ? [{ path: tree.path(picture) }] : [] };
    },
  }));
  return { format: "text", items };
}
