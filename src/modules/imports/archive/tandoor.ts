/**
 * Tandoor: its export is a zip of per-recipe zips (`<Recipe name>.zip`), each holding `recipe.json` (name,
 * description, keywords, steps with their ingredients — food, unit, amount, note, is_header, original_text —,
 * working_time, waiting_time, servings, source_url) and `image.<ext>`. The inner zips are unpacked one at a time,
 * each into its own folder, under the same caps as the outer one (depth 2 at most).
 */
import fs from "node:fs";
import path from "node:path";
import { ArchiveError, extractZip, type Budget } from "../../../lib/archive/safe-zip";
import type { ArchiveContents, ArchiveItem, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, minutes, servingsOf, str, stringList, webUrl, type IngredientLine } from "./convert";
import { ArchiveTree } from "./tree";

type Row = Record<string, unknown>;

const name = (v: unknown): string => (v && typeof v === "object" ? str((v as Row).name) : "");

function ingredientLine(i: Row): IngredientLine | null {
  if (i.is_header === true) return { header: str(i.note) || name(i.food) };
  const original = str(i.original_text).trim();
  if (original) return original;
  const amount = i.no_amount === true || !(Number(i.amount) > 0) ? "" : String(Number(i.amount));
  const words = [amount, name(i.unit), name(i.food)].filter((s) => s.trim() !== "").join(" ");
  const note = str(i.note).trim();
  const line = note ? (words ? `${words}, ${note}` : note) : words;
  return line ? line : null;
}

export function tandoorRecipe(r: Row, picture: string | undefined): ArchiveRecipe {
  const title = str(r.name).trim();
  if (!title) throw new Error("it has no name");
  const steps = Array.isArray(r.steps) ? (r.steps as Row[]) : [];
  const lines: IngredientLine[] = [];
  for (const s of steps)
    for (const i of Array.isArray(s.ingredients) ? (s.ingredients as Row[]) : []) {
      const line = ingredientLine(i);
      if (line) lines.push(line);
    }
  const sourceUrl = webUrl(r.source_url);
  const working = minutes(r.working_time);
  const waiting = minutes(r.waiting_time);
  const x = extracted({
    title,
    description: str(r.description),
    lines,
    steps: steps.map((s) => [str(s.name).trim(), str(s.instruction).trim()].filter(Boolean).join(": ")).filter(Boolean),
    tags: stringList(r.keywords),
    prep: working,
    cook: waiting,
    servings: servingsOf(r.servings) ?? servingsOf(r.servings_text),
  });
  const flat = lines.map((l) => (typeof l === "string" ? l : `# ${l.header}`)).join("\n");
  const out: ArchiveRecipe = {
    origin: fallbackOrigin("tandoor", title, sourceUrl, flat),
    draft: draftOf(x, title),
    photos: picture ? [{ path: picture }] : [],
  };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  return out;
}

export function readTandoor(tree: ArchiveTree, zips: string[], budget: Budget): ArchiveContents {
  const items: ArchiveItem[] = zips.map((zipName, index) => ({
    label: zipName.replace(/\.zip$/i, ""),
    load: async () => {
      // Beside the outer tree, never inside it: nothing the outer archive planted can be in the way.
      const dir = path.join(path.dirname(tree.root), "nested", String(index));
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const written = await extractZip(tree.path(zipName), dir, budget, 2);
      const inner = new ArchiveTree(
        dir,
        written.map((w) => w.name),
      );
      if (!inner.has("recipe.json")) throw new ArchiveError("damaged", "it holds no recipe.json");
      const picture = inner.pictureIn("", ["image"]);
      return tandoorRecipe(inner.json("recipe.json") as Row, picture ? inner.path(picture) : undefined);
    },
  }));
  return { format: "tandoor", items };
}
