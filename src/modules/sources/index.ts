import type { AppModule } from "../module";
import { cachedStatement } from "../../db/statements";
import { attachmentsRoutes } from "./attachments.routes";
import { sourcesRoutes } from "./sources.routes";

export { resolveSource, resolveCreator, type SourceDescriptor, type Resolved } from "./sources.resolve";

/**
 * Provenance: shared source (v2) and creator records, instance-wide, and a recipe's source attachments.
 * Importers call `resolveSource` / `resolveCreator` (exported above) to attribute what they create.
 */
export const sourcesModule: AppModule = {
  name: "sources",
  routes: [...sourcesRoutes, ...attachmentsRoutes],
  registerHooks(hooks) {
    // Shared records outlive the account that first cited them; only the link to that account goes.
    hooks.beforeUserDelete.push((_deps, userId, db) => {
      cachedStatement(db, "UPDATE sources SET created_by = NULL WHERE created_by = ?").run(userId);
    });
  },
};
