/**
 * Tell an archive's format from what it holds (never from its name): each format has files no other one has.
 * Checked from the most specific marker to the most general one.
 */
import type { Deps } from "../../../deps";
import type { Actor } from "../../../auth/actor";
import type { Budget } from "../../../lib/archive/safe-zip";
import type { ArchiveContents } from "./types";
import { isMealieApiRecipe, readMealieApiExport, readMealieBackup } from "./mealie";
import { readPaprika } from "./paprika";
import { isTandoorRecipe, readTandoor, readUnpackedTandoor } from "./tandoor";
import { readJsonLd, readNextcloud } from "./schemaorg";
import { readCooklang } from "./cooklang";
import { ownExportFile, readOwnExport } from "./ours";
import { isKitchenOwlExport, readKitchenOwl } from "./kitchenowl";
import { readPlainText } from "./plaintext";
import type { ArchiveTree } from "./tree";

/** A parsed JSON file, or undefined when it is not JSON. */
function tryJson(tree: ArchiveTree, name: string): unknown {
  try {
    return tree.json(name);
  } catch {
    return undefined;
  }
}

export const FORMAT_NAMES =
  "Mealie, Tandoor, Paprika, Nextcloud Cookbook, RecipeSage, KitchenOwl, Cooklang, schema.org JSON-LD, plain-text recipes or this app's own export";

export function detectArchive(deps: Deps, actor: Actor, tree: ArchiveTree, budget: Budget): ArchiveContents | null {
  const own = ownExportFile(tree);
  if (own) return readOwnExport(deps, actor, tree, own);
  // A backup re-zipped from its unpacked folder keeps database.json one level down.
  const dbName = tree.has("database.json") ? "database.json" : tree.withSuffix("/database.json").find((n) => n.split("/").length === 2);
  const db = dbName ? tryJson(tree, dbName) : undefined;
  if (dbName && db && typeof db === "object" && Array.isArray((db as Record<string, unknown>).recipes)) return readMealieBackup(tree, dbName);
  const paprika = tree.withSuffix(".paprikarecipe");
  if (paprika.length > 0) return readPaprika(tree, paprika);
  const json = tree.withSuffix(".json");
  const mealie = json.filter((n) => /(^|\/)[^/]+\.json$/.test(n) && isMealieApiRecipe(tryJson(tree, n)));
  if (mealie.length > 0) return readMealieApiExport(tree, mealie);
  const nextcloud = json.filter((n) => n.endsWith("/recipe.json") || n === "recipe.json");
  // Tandoor's inner zips unpacked and zipped again: recipe.json files in Tandoor's own shape, not Nextcloud's.
  const tandoor = nextcloud.filter((n) => isTandoorRecipe(tryJson(tree, n)));
  if (tandoor.length > 0 && tandoor.length === nextcloud.length) return readUnpackedTandoor(tree, tandoor);
  if (nextcloud.length > 0 && nextcloud.length === json.length) return readNextcloud(tree, nextcloud);
  const zips = tree.withSuffix(".zip");
  if (zips.length > 0 && json.length === 0) return readTandoor(tree, zips, budget);
  const cook = tree.withSuffix(".cook");
  if (cook.length > 0) return readCooklang(tree, cook);
  if (nextcloud.length > 0) return readNextcloud(tree, nextcloud);
  const kitchenowl = json.map((n) => tryJson(tree, n)).filter(isKitchenOwlExport);
  if (kitchenowl.length > 0) return readKitchenOwl(kitchenowl);
  if (json.length > 0) return readJsonLd(tree, json);
  // Last: recipes written as plain text, one a file.
  const txt = tree.withSuffix(".txt");
  if (txt.length > 0) return readPlainText(tree, txt);
  return null;
}
