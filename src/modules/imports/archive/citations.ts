/**
 * A recipe's sources as our own export carries them: each citation (a cookbook and its page, a website, a
 * creator) names a shared source record of the exporting instance, which the export includes. Here they are
 * resolved again — found by their identity (ISBN, site, handle, name) or created — and attached as they were.
 */
import type { Deps } from "../../../deps";
import { systemActorFor } from "../../../auth/actor";
import { AppError } from "../../../errors";
import { resolveSource, type SourceDescriptor } from "../../sources";
import { attachSource } from "../../sources/attachments.service";
import { webUrl } from "./convert";

export interface Citation {
  source: SourceDescriptor;
  section: string | null;
  page: string | null;
  url: string | null;
  primary: boolean;
}

/** Attach each citation to a just-created recipe (inside its transaction); one that cannot be resolved is skipped. */
export function citeSources(deps: Deps, userId: string, recipeId: string, citations: Citation[]): void {
  const actor = systemActorFor(userId);
  // The primary last: attaching it with make_primary keeps the others as additional sources.
  for (const c of [...citations.filter((x) => !x.primary), ...citations.filter((x) => x.primary).slice(0, 1)]) {
    try {
      const sid = resolveSource(deps, c.source, userId).id;
      attachSource(
        deps,
        actor,
        recipeId,
        {
          source_v2_id: sid,
          section: c.section?.slice(0, 500) ?? null,
          page: c.page?.slice(0, 50) ?? null,
          url: webUrl(c.url) ?? null,
          make_primary: c.primary,
        },
        undefined,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      deps.log.info("archive citation skipped", { recipeId, error: err.message });
    }
  }
}
