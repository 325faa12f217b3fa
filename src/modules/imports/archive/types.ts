import type { RecipeDraft } from "../../../importers/pipeline";
import type { OriginKind } from "./origins";
import type { Citation } from "./citations";

export type ArchivePhoto = { path: string } | { data: Buffer } | { url: string };

/** One recipe read from an archive, converted to our fields, not yet stored. */
export interface ArchiveRecipe {
  /**
   * Identity of the recipe in the app it came from, unique within the format: `<format>:<the app's id or uid>`, or
   * `<format>:url:<source url>#<title hash>` when the app names none. Importing it twice finds it here.
   */
  origin: string;
  draft: RecipeDraft;
  sourceUrl?: string;
  /** The name of the site or book it came from, when the app kept one (Paprika's source, RecipeSage's creditText). */
  sourceName?: string;
  /** Pictures, first is the main one: a file of the unpacked archive, bytes carried in the record, or an https address. */
  photos: ArchivePhoto[];
  /** Our own export: the recipe's id on the instance it came from (collections and plans refer to it). */
  ownId?: string;
  /** Our own export: the recipe's sources (primary and additional), resolved again on this instance. */
  citations?: Citation[];
  /** Our own export: fields other apps do not have. */
  extra?: { difficulty?: string | null; rating?: number | null; source_section?: string };
}

/** A recipe of the archive, read only when its turn comes (one bad record never stops the others). */
export interface ArchiveItem {
  /** How the warnings name it when it cannot be read: its title or its file name. */
  label: string;
  load(): Promise<ArchiveRecipe> | ArchiveRecipe;
}

/** What an import of our own export brings besides recipes, applied once every recipe is in. */
export type ArchiveFinisher = (ids: ReadonlyMap<string, string>, warn: (message: string) => void, once: OnceByOrigin) => void;

/**
 * Run `make` (which returns the new record's id) unless this user already has the record of that origin, or
 * `ownId` names their own record of that kind, or they deleted the copy an earlier import made (origins.ts says
 * why); one transaction. Returns the id of the record that stands for it, undefined when there is none.
 */
export type OnceByOrigin = (origin: string, kind: OriginKind, ownId: string, make: () => string) => string | undefined;

/** A recognised archive: its format and its recipes in order. */
export interface ArchiveContents {
  format: "mealie" | "mealie-legacy" | "tandoor" | "paprika" | "nextcloud" | "recipesage" | "cooklang" | "jsonld" | "kitchenowl" | "text" | "recipe-library";
  items: ArchiveItem[];
  finish?: ArchiveFinisher;
}
