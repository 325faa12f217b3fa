import path from "node:path";
import type { AppModule } from "../module";
import { FileStore } from "../../files/store";
import { filesRoutes } from "./files.routes";
import { createMediaSigner, loadOrCreateMediaSecret } from "./files.signing";
import { detachFileFromRecipes, removeBlobs } from "./files.service";
import { listFilesOfUser } from "./files.repo";
import { fileShownByOthers } from "../recipes/recipes.lookups.repo";
import { presentFile } from "./files.present";
import { sweepFiles } from "./files.maintenance";

/** Uploaded files and images, signed media URLs, and the periodic clean-up of abandoned blobs. */
export const filesModule: AppModule = {
  name: "files",
  routes: filesRoutes,
  async createServices(deps) {
    if (deps.services.files) return;
    const store = new FileStore(path.join(deps.config.dataDir, "files"));
    await store.init();
    const secret = loadOrCreateMediaSecret(deps.config.dataDir);
    deps.services.files = {
      store,
      signer: createMediaSigner(secret, deps.config.publicUrl, deps.config.media.urlTtlSeconds, () => deps.clock.now()),
      pendingUserKeys: new Map(),
    };
  },
  registerHooks(hooks) {
    hooks.exportSections.push({
      name: "files",
      collect: (deps, userId) => listFilesOfUser(deps.db.sqlite, userId).map((r) => presentFile(r, deps.services.files.signer)),
    });
    hooks.beforeUserDelete.push((deps, userId, db) => {
      const rows = listFilesOfUser(db, userId);
      // Other users' recipes that show these files lose them now, in the deletion transaction.
      for (const r of rows) if (fileShownByOthers(db, r.id, userId)) detachFileFromRecipes(deps, r.id);
      deps.services.files.pendingUserKeys.set(
        userId,
        rows.flatMap((r) => (r.preview_key ? [r.storage_key, r.preview_key] : [r.storage_key])),
      );
    });
    hooks.afterUserDelete.push(async (deps, userId) => {
      const keys = deps.services.files.pendingUserKeys.get(userId) ?? [];
      deps.services.files.pendingUserKeys.delete(userId);
      await removeBlobs(deps, keys);
    });
  },
  recurring: [
    {
      // Hourly, and once shortly after start-up for what a crash left behind.
      type: "files.sweep",
      schedule: "17 * * * *",
      afterStartMs: 5_000,
      timeoutMs: 600_000,
      async run(deps, ctx) {
        const r = await sweepFiles(deps);
        if (r.temp + r.orphans > 0) ctx.log.info("file sweep", { ...r });
      },
    },
  ],
};
