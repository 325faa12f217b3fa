import { defineRoute, type RouteDef } from "../../http/route";
import {
  adminUserSchema,
  backupSchema,
  createUserBody,
  instanceSettingsSchema,
  patchSettingsBody,
  patchUserBody,
  statsSchema,
  userIdParams,
} from "./admin.schemas";
import { adminCreateUser, adminPatchUser, backupNow, listUsers, stats } from "./admin.service";
import { getInstanceSettings, patchInstanceSettings } from "./admin.settings";
import { z } from "zod";

const tags = ["admin"];

/** Operator endpoints: administrators only (403 for other users). */
export const adminRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/admin/users",
    summary: "Every user of the instance (administrators only)",
    tags,
    auth: "admin",
    responses: { 200: { description: "Users", schema: z.object({ users: z.array(adminUserSchema) }) } },
    handler: ({ deps }) => listUsers(deps),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/users",
    summary: "Create a user (works when public registration is closed)",
    tags,
    auth: "admin",
    body: createUserBody,
    responses: { 201: { description: "Created", schema: adminUserSchema }, 409: { description: "Email already registered" } },
    handler: ({ deps, body }) => adminCreateUser(deps, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/admin/users/{id}",
    summary: "Rename, promote, demote, disable or enable a user",
    description:
      "Disabling signs the user out everywhere (their tokens stop verifying). The instance keeps at least one enabled administrator: a change that would leave none answers 409.",
    tags,
    auth: "admin",
    params: userIdParams,
    body: patchUserBody,
    responses: { 200: { description: "User", schema: adminUserSchema }, 409: { description: "Would leave no administrator" } },
    handler: ({ deps, actor, params, body }) => adminPatchUser(deps, actor, params.id, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/backup",
    summary: "Write a one-file backup (database, files, keys, secrets, manifest) into DATA_DIR/backups",
    description:
      "A zip holding a consistent online copy of the database, every stored file, the token signing keys, the VAPID keys and the media URL secret, with manifest.json (app version, schema version, counts, sha256 of every entry). Restore it with `recipe-library restore FILE` into a stopped or empty DATA_DIR.",
    tags,
    auth: "admin",
    responses: { 201: { description: "Backup written (path relative to DATA_DIR)", schema: backupSchema } },
    handler: ({ deps }) => backupNow(deps),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/stats",
    summary: "Instance statistics: users, recipes, files, imports and jobs by status, database size, memory",
    tags,
    auth: "admin",
    responses: { 200: { description: "Statistics", schema: statsSchema } },
    handler: ({ deps }) => stats(deps),
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/settings",
    summary: "Instance settings (administrators only): whether registration is open",
    description:
      "`registration_open` is what `POST /api/auth/register` and `GET /api/auth/setup` obey. Until an administrator sets it, it follows the REGISTRATION_OPEN environment variable (`registration_open_source: environment`).",
    tags,
    auth: "admin",
    responses: { 200: { description: "Settings (with a weak ETag)", schema: instanceSettingsSchema } },
    handler: ({ deps }) => getInstanceSettings(deps),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/admin/settings",
    summary: "Open or close registration (administrators only)",
    description:
      "`registration_open: false` closes open registration at once (403 on `POST /api/auth/register`); household invites, the administrator (`POST /api/admin/users`) and the CLI still create accounts. `true` opens it; `null` follows REGISTRATION_OPEN again. Kept in the database: it survives restarts and overrides the environment. If-Match with a stale ETag answers 412.",
    tags,
    auth: "admin",
    body: patchSettingsBody,
    responses: { 200: { description: "Settings", schema: instanceSettingsSchema }, 412: { description: "If-Match names an older version" } },
    handler: ({ deps, actor, body, ifMatch }) => patchInstanceSettings(deps, actor, body, ifMatch),
  }),
];
