/**
 * Upgrades keep a way back: before the first pending migration on a database that already has data (an older
 * version's), an online copy is written to DATA_DIR/backups. A fresh database has nothing to lose and gets none.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "./client";
import { loadMigrations, migrate, pendingMigrations, type Migration } from "./migrate";

/** Apply pending migrations after backing the database up when it is an existing one; answers the backup's path. */
export async function migrateWithBackup(
  db: Db,
  dataDir: string,
  migrations: Migration[] = loadMigrations(),
): Promise<{ applied: string[]; backup: string | null }> {
  const { pending, applied: before } = pendingMigrations(db, migrations);
  let backup: string | null = null;
  if (pending.length > 0 && before > 0) {
    const dir = path.join(dataDir, "backups");
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    // Named after the first migration it precedes, so a family knows which upgrade it undoes.
    backup = path.join(dir, `pre-migration-${pending[0].name}-${stamp}.db`);
    await db.sqlite.backup(backup);
    fs.chmodSync(backup, 0o600);
  }
  return { ...migrate(db, migrations), backup };
}
