import type Database from "better-sqlite3";
import type { Deps } from "../deps";

/** One section of a user's export: a name and a function returning what the user owns. */
export interface ExportSection {
  name: string;
  collect(deps: Deps, userId: string): unknown;
}

/**
 * Extension points that keep modules apart: the users module exports and deletes everything through these,
 * without knowing which modules exist.
 */
export interface Hooks {
  exportSections: ExportSection[];
  /** Run inside the account-deletion transaction, before the user row goes (rows cascade; this is for the rest). */
  beforeUserDelete: Array<(deps: Deps, userId: string, db: Database.Database) => void>;
  /** Run after the account-deletion transaction committed (files on disk). */
  afterUserDelete: Array<(deps: Deps, userId: string) => Promise<void> | void>;
  /**
   * Run inside the transaction that deletes recipes, before the rows go (links still exist), so modules holding
   * references (collections) can bump their own records for delta sync.
   */
  beforeRecipesDeleted: Array<(deps: Deps, recipeIds: string[], now: string) => void>;
  /** Called for each new notification, after it is stored (push delivery). */
  onNotification: Array<(deps: Deps, n: { id: string; user_id: string; type: string; title: string; subtitle: string; link: string }) => void>;
}

export function createHooks(): Hooks {
  return { exportSections: [], beforeUserDelete: [], afterUserDelete: [], beforeRecipesDeleted: [], onNotification: [] };
}
