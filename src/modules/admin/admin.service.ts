import fs from "node:fs";
import path from "node:path";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { ConflictError, NotFoundError } from "../../errors";
import { createUser } from "../auth/auth.service";
import { countEnabledAdmins, countUsers, findPublicUser, listPublicUsers, updateUser } from "../users/users.repo";
import { countRecipes, recipeCountOf, recipeCountsByOwner } from "../recipes/recipes.lookups.repo";
import { fileTotals } from "../files/files.repo";
import { importCountsByStatus } from "../imports/imports.repo";
import { jobCountsByStatus } from "../../jobs/runner";
import { forgetUser } from "../../auth/user-cache";
import type { AdminUserOut } from "./admin.schemas";
import { writeBackupArchive } from "../../backup/archive";
type PublicUser = NonNullable<ReturnType<typeof findPublicUser>>;

const present = (r: PublicUser, recipeCount: number): AdminUserOut => ({
  ...r,
  recipe_count: recipeCount,
  is_admin: r.is_admin === 1,
  disabled: r.disabled === 1,
});

/** Every user of the instance, oldest first, with how many recipes each owns. */
export function listUsers(deps: Deps): { users: AdminUserOut[] } {
  const counts = recipeCountsByOwner(deps.db.sqlite);
  return { users: listPublicUsers(deps.db.orm).map((r) => present(r, counts.get(r.id) ?? 0)) };
}

function getUser(deps: Deps, id: string): AdminUserOut {
  const row = findPublicUser(deps.db.orm, id);
  if (!row) throw new NotFoundError();
  return present(row, recipeCountOf(deps.db.sqlite, id));
}

/** Create an account for a family member (registration may be closed). */
export async function adminCreateUser(
  deps: Deps,
  input: { email: string; password: string; display_name?: string; is_admin?: boolean },
): Promise<AdminUserOut> {
  const user = await createUser(deps, input, { admin: input.is_admin === true, bypassClosed: true });
  return getUser(deps, user.id);
}

/**
 * Change a user's name, role or disabled flag. The instance always keeps one enabled administrator (409), so an
 * administrator cannot lock everyone out. Disabling signs the user out everywhere.
 */
export function adminPatchUser(deps: Deps, actor: Actor, id: string, input: { display_name?: string; is_admin?: boolean; disabled?: boolean }): AdminUserOut {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const current = getUser(deps, id);
    const now = deps.clock.stamp(current.updated_at);
    const losesAdmin = current.is_admin && !current.disabled && (input.is_admin === false || input.disabled === true);
    if (losesAdmin) {
      if (countEnabledAdmins(db) <= 1) throw new ConflictError("The instance must keep at least one enabled administrator");
    }
    updateUser(db, id, input, now);
  });
  forgetUser(deps, id);
  deps.log.info("user changed by administrator", { adminId: actor.userId, userId: id, ...input });
  return getUser(deps, id);
}

/**
 * A one-file backup in DATA_DIR/backups: a zip with a consistent online copy of the database (better-sqlite3's
 * backup API, never a file copy), the files, the signing keys, the VAPID keys and the media secret, and a manifest
 * with checksums (`recipe-library restore FILE` puts it back). `prefix` names the file: "library" for backups an
 * administrator asks for, "nightly" for the automatic ones.
 */
export async function backupNow(deps: Deps, prefix = "library"): Promise<{ file: string; size: number; created_at: string }> {
  const dir = path.join(deps.config.dataDir, "backups");
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const createdAt = deps.clock.stamp();
  const file = path.join(dir, `${prefix}-${createdAt.replace(/[:.]/g, "-")}.zip`);
  await writeBackupArchive(deps.db.sqlite, deps.config.dataDir, file, deps.version, new Date(deps.clock.now()));
  fs.chmodSync(file, 0o600);
  return { file: path.relative(deps.config.dataDir, file), size: fs.statSync(file).size, created_at: createdAt };
}

/** Counts an administrator wants at a glance. */
export function stats(deps: Deps) {
  const db = deps.db.sqlite;
  const pageCount = db.pragma("page_count", { simple: true }) as number;
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  return {
    version: deps.version,
    uptime_s: Math.round((deps.clock.now() - deps.startedAt) / 1000),
    rss_mb: Math.round((process.memoryUsage().rss / 1048576) * 10) / 10,
    users: countUsers(deps.db),
    recipes: countRecipes(db),
    files: fileTotals(db),
    imports: importCountsByStatus(db),
    jobs: jobCountsByStatus(deps.db),
    database_bytes: pageCount * pageSize,
    event_stream_clients: deps.services.sseHub?.size ?? 0,
  };
}
