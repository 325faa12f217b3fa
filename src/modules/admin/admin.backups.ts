import fs from "node:fs";
import path from "node:path";
import type { Deps } from "../../deps";
import { backupNow } from "./admin.service";

/** Nightly backups are taken when the newest one is older than this (a little under a day, so the hour can drift). */
const DUE_AFTER_MS = 23 * 3_600_000;
/** Nightly archives (`.zip`); `.db` ones of earlier versions still count for rotation, so they age out too. */
const NIGHTLY = /^nightly-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.(?:zip|db)$/;

/** The nightly backups in DATA_DIR/backups, newest first, with the time each was taken. */
export function nightlyBackups(deps: Deps): Array<{ file: string; at: number }> {
  const dir = path.join(deps.config.dataDir, "backups");
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return names
    .map((name) => ({ name, m: NIGHTLY.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map(({ name, m }) => ({ file: path.join(dir, name), at: Date.parse(m[1]!.replace(/^(.{10}T\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, "$1:$2:$3.$4Z")) }))
    .sort((a, b) => b.at - a.at);
}

/**
 * The automatic backup: when the newest nightly backup is older than about a day (or there is none), take one, then
 * keep the newest `BACKUP_KEEP` and remove older ones. Checked every hour rather than fired once at night, so a Pi
 * that is switched off at night still gets its daily backup. Backups an administrator asked for ("library-…") are
 * never removed. Returns what it did.
 */
export async function nightlyBackupIfDue(deps: Deps): Promise<{ taken: string | null; removed: number }> {
  const keep = deps.config.backups.keep;
  if (keep === 0) return { taken: null, removed: 0 };
  const newest = nightlyBackups(deps)[0];
  const due = !newest || deps.clock.now() - newest.at >= DUE_AFTER_MS;
  const taken = due ? (await backupNow(deps, "nightly")).file : null;
  let removed = 0;
  for (const old of nightlyBackups(deps).slice(keep)) {
    fs.rmSync(old.file, { force: true });
    removed++;
  }
  return { taken, removed };
}
