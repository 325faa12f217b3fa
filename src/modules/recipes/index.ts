import type { AppModule } from "../module";
import { recipesRoutes } from "./recipes.routes";
import { recipesOfUser } from "./recipes.repo";
import { recipeObject } from "./recipes.present";
import { RecipeRenderCache } from "./recipes.cache";
import { z } from "zod";
import { defineJob } from "../../jobs/define";
import { REPARSE_JOB, REPARSE_TASK, reparsePending, runReparse } from "./recipes.reparse";

declare module "../../deps" {
  interface Services {
    /** Rendered JSON of recently read recipes, validated against updated_at on every read. */
    recipeRenderCache: RecipeRenderCache;
  }
}

/**
 * The recipe library: CRUD, delta sync, full-text search (FTS5, kept by triggers), tags, scaling, duplication.
 * Recipe rows cascade away with their owner; the export carries them in the API's own shape.
 */
export const recipesModule: AppModule = {
  name: "recipes",
  routes: recipesRoutes,
  jobs: [
    defineJob({
      type: REPARSE_JOB,
      payload: z.object({}),
      maxAttempts: 5,
      timeoutMs: 30 * 60_000,
      run: (deps, _payload, ctx) => runReparse(deps, ctx.signal),
    }),
  ],
  start(deps) {
    // The one-off re-parse of ingredients stored before records were lossless (migration 0020), until it is done.
    if (reparsePending(deps)) deps.jobs.enqueue(REPARSE_JOB, {}, { uniqueKey: REPARSE_TASK });
  },
  createServices(deps) {
    deps.services.recipeRenderCache ??= new RecipeRenderCache();
  },
  registerHooks(hooks) {
    hooks.exportSections.push({
      name: "recipes",
      collect: (deps, userId) => recipesOfUser(deps.db.sqlite, userId).map((r) => recipeObject(r, deps.services.files.signer)),
    });
  },
};
