import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { assertIfMatch } from "../../http/etag";
import type { InstanceSettingsOut } from "./admin.schemas";
import { findSettings, saveSettings, type SettingsRow } from "./admin.settings.repo";

function row(deps: Deps): SettingsRow {
  const found = findSettings(deps.db.orm);
  // The migration inserts the row; a restored or hand-edited database without it still follows the environment.
  return found ?? { registration_open: null, updated_by: null, updated_at: new Date(0).toISOString() };
}

/**
 * Whether anyone may create an account (after the first user): what an administrator chose in the app, else
 * REGISTRATION_OPEN. Read on each registration (one indexed row), so a change applies at once on every path.
 */
export function registrationOpen(deps: Deps): boolean {
  const r = row(deps);
  return r.registration_open === null ? deps.config.auth.registrationOpen : r.registration_open === 1;
}

function present(deps: Deps, r: SettingsRow): InstanceSettingsOut {
  return {
    registration_open: r.registration_open === null ? deps.config.auth.registrationOpen : r.registration_open === 1,
    registration_open_source: r.registration_open === null ? "environment" : "administrator",
    registration_open_environment: deps.config.auth.registrationOpen,
    updated_by: r.updated_by,
    updated_at: r.updated_at,
  };
}

/** GET /api/admin/settings. */
export function getInstanceSettings(deps: Deps): InstanceSettingsOut {
  return present(deps, row(deps));
}

/**
 * PATCH /api/admin/settings: `registration_open` true or false overrides REGISTRATION_OPEN; null goes back to
 * following it. If-Match is checked in the write transaction (two administrators flipping the switch at once).
 */
export function patchInstanceSettings(deps: Deps, actor: Actor, input: { registration_open?: boolean | null }, ifMatch?: string): InstanceSettingsOut {
  const out = deps.db.tx(() => {
    const current = row(deps);
    assertIfMatch(ifMatch, current.updated_at);
    if (input.registration_open === undefined) return present(deps, current);
    const value = input.registration_open === null ? null : input.registration_open ? 1 : 0;
    const now = deps.clock.stamp(current.updated_at);
    const set = { registration_open: value, updated_by: actor.userId, updated_at: now };
    saveSettings(deps.db.orm, set);
    return present(deps, row(deps));
  });
  deps.log.info("instance settings changed by administrator", {
    adminId: actor.userId,
    registrationOpen: out.registration_open,
    source: out.registration_open_source,
  });
  return out;
}
