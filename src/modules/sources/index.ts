import type { AppModule } from "../module";
import { attachmentsRoutes } from "./attachments.routes";
import { sourcesRoutes } from "./sources.routes";
import { forgetCreator, sourcesCitedBy } from "./sources.repo";
import { parseStringArray } from "../collections/collections.present";

export { resolveSource, resolveCreator, type SourceDescriptor, type Resolved } from "./sources.resolve";

/**
 * Provenance: shared source (v2) and creator records, instance-wide, and a recipe's source attachments.
 * Importers call `resolveSource` / `resolveCreator` (exported above) to attribute what they create.
 */
export const sourcesModule: AppModule = {
  name: "sources",
  routes: [...sourcesRoutes, ...attachmentsRoutes],
  registerHooks(hooks) {
    // The export names sources by this instance's ids: the records themselves go along, so the recipes' citations
    // (a cookbook and its page, a website, a creator) can be resolved again where the export is imported.
    hooks.exportSections.push({
      name: "sources",
      collect: (deps, userId) =>
        sourcesCitedBy(deps.db.sqlite, userId).map((r) => ({
          id: r.id,
          kind: r.kind,
          name: r.name,
          display_name: r.display_name,
          authors: parseStringArray(r.authors),
          isbn: r.isbn,
          url: r.url,
          platform: r.platform,
          handle: r.handle,
          coverUrl: r.cover_url,
        })),
    });
    hooks.beforeUserDelete.push((_deps, userId, db) => forgetCreator(db, userId));
  },
};
