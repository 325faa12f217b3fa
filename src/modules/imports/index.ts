import type { AppModule } from "../module";
import { createEgress, type Egress, type Resolver } from "../../egress";
import { createOcr, type Ocr } from "../../importers/ocr";
import { closeSharedExtractPool } from "../../workers";
import { importsRoutes } from "./imports.routes";
import { importArchiveJob, importJob, importOcrJob } from "./imports.jobs";
import { sweepArchiveTemp } from "./archive/run";
import { importImageJob } from "./imports.image";
import { importsOfUser, reportsOfUser } from "./imports.repo";
import { presentImport } from "./imports.present";

declare module "../../deps" {
  interface Services {
    /** The guarded outbound client (the only way to fetch a URL); tests pass a fake or one with a test CA. */
    egress: Egress;
    /** The one OCR worker (ended when idle); tests pass a fake. */
    ocr: Ocr;
    /**
     * DNS for the egress clients of imports and push (default: the system resolver). Tests map names to local or
     * unroutable addresses with it, so the real sockets, guard and pinning are exercised without real DNS.
     */
    resolver?: Resolver;
  }
}

/** Recipe imports: the state machine, its routes, the worker jobs, and the egress/OCR services they use. */
export const importsModule: AppModule = {
  name: "imports",
  routes: importsRoutes,
  jobs: [importJob, importOcrJob, importArchiveJob, importImageJob],
  registerHooks(hooks) {
    hooks.exportSections.push({
      name: "imports",
      collect: (deps, userId) => ({ imports: importsOfUser(deps.db.sqlite, userId).map(presentImport), reports: reportsOfUser(deps.db.sqlite, userId) }),
    });
  },
  createServices(deps) {
    // Plain http only for IMPORT_ALLOWED_HOSTS (a Mealie or Tandoor on the family's LAN), through the same guard,
    // pin and per-hop redirect checks: a redirect from a listed http host to an unlisted http host is refused.
    deps.services.egress ??= createEgress({ allowedHosts: deps.config.imports.allowedHosts, allowHttpForAllowedHosts: true, resolver: deps.services.resolver });
    deps.services.ocr ??= createOcr({ idleMs: deps.config.ocr.idleMs, log: (m) => deps.log.info(m) });
  },
  start(deps) {
    // Nothing runs yet: folders left by a crashed archive import are removed (a resumed import unpacks again).
    const swept = sweepArchiveTemp(deps);
    if (swept > 0) deps.log.info("removed archive import folders left by a crash", { count: swept });
    return async () => {
      await Promise.all([deps.services.ocr.close(), closeSharedExtractPool()]);
    };
  },
};
