import { z } from "zod";
import { SHAREABLE_TYPES } from "../../auth/access";
import { listMetaSchema } from "../../http/list";
import { registerSchema } from "../auth/auth.schemas";
import { userSchema } from "../users/users.schemas";

/** Household roles (contract): an owner manages members, invites and the name; a member uses the shared library. */
export const HOUSEHOLD_ROLES = ["owner", "member"] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

export const householdParams = z.object({ id: z.uuid() });
export const memberParams = z.object({ id: z.uuid(), userId: z.uuid() });
export const inviteParams = z.object({ id: z.uuid(), inviteId: z.uuid() });
export const shareParams = z.object({ id: z.uuid(), resourceType: z.enum(SHAREABLE_TYPES), resourceId: z.uuid() });
/** Invite tokens are 32 random bytes as base64url (43 characters); anything else cannot exist (404). */
export const inviteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const shareLibraryField = z
  .boolean()
  .describe(
    "Owner's choice (default false): every member's recipes are visible to the household and editable by its members, without a share per recipe; a recipe marked `private` stays its owner's alone. Off, only what members share explicitly is shared.",
  );
export const createHouseholdBody = z.strictObject({ name: z.string().trim().min(1).max(100), share_library: shareLibraryField.optional() });
export type CreateHouseholdInput = z.output<typeof createHouseholdBody>;
export const updateHouseholdBody = z
  .strictObject({ name: z.string().trim().min(1).max(100).optional(), share_library: shareLibraryField.optional() })
  .refine((b) => b.name !== undefined || b.share_library !== undefined, { message: "Give name or share_library" });
export type UpdateHouseholdInput = z.output<typeof updateHouseholdBody>;
export const updateMemberBody = z.strictObject({ role: z.enum(HOUSEHOLD_ROLES) });
export const createInviteBody = z
  .strictObject({
    email: z.email().max(254).optional().describe("When given, only the account with this email (case-insensitive) may accept."),
    role: z.enum(HOUSEHOLD_ROLES).optional().describe("Role given on acceptance (default member)."),
    expires_in_hours: z.number().int().min(1).max(720).optional().describe("Lifetime of the invite, 1 to 720 hours (default 168, one week)."),
  })
  .optional();
export type CreateInviteInput = z.output<typeof createInviteBody>;
export const createShareBody = z.strictObject({
  resource_type: z.enum(SHAREABLE_TYPES),
  resource_id: z.uuid(),
  read_only: z
    .boolean()
    .optional()
    .describe("True: members read it but may not change it (403). Default false: members may edit it. Sharing again with another value changes it."),
});
export type CreateShareInput = z.output<typeof createShareBody>;

/** A member as every member of the household sees it (members see each other's display name and email). */
export const memberSchema = z.object({
  user_id: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  joined_at: z.string(),
  display_name: z.string(),
  email: z.string(),
});
export type MemberOut = z.infer<typeof memberSchema>;

export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  share_library: z.boolean().describe("Every member's library (their recipes, private ones excepted) is shared with the household."),
  members: z.array(memberSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HouseholdOut = z.infer<typeof householdSchema>;

export const householdsMeSchema = z.object({ households: z.array(householdSchema) });

/** The invite record (contract); `token` and `url` only in the answer that created it. */
export const inviteSchema = z.object({
  id: z.string(),
  household_id: z.string(),
  token: z.string().optional().describe("The secret, shown once on creation; stored only hashed."),
  url: z.string().optional().describe("PUBLIC_URL + /invite/{token}: the link to hand over. Shown once on creation."),
  role: z.enum(HOUSEHOLD_ROLES),
  email: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type InviteOut = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.object({ invites: z.array(inviteSchema), ...listMetaSchema });

export const shareSchema = z.object({
  household_id: z.string(),
  resource_type: z.enum(SHAREABLE_TYPES),
  resource_id: z.string(),
  shared_by: z.string(),
  read_only: z.boolean(),
  created_at: z.string(),
});
export type ShareOut = z.infer<typeof shareSchema>;

/** The anonymous preview of an invite (what the invite page shows before sign-up or sign-in). */
export const invitePreviewSchema = z.object({
  household: z.object({ name: z.string() }),
  invited_by: z.object({ display_name: z.string() }),
  expires_at: z.string(),
});
export type InvitePreviewOut = z.infer<typeof invitePreviewSchema>;

/** POST /api/household-invites/{token}/register: the legacy register body. */
export const inviteRegisterBody = registerSchema;
export type InviteRegisterInput = z.output<typeof inviteRegisterBody>;
export const inviteRegisterSchema = z.object({ user: userSchema, household: householdSchema });
export type InviteRegisterOut = z.infer<typeof inviteRegisterSchema>;

export const librarySchema = z.object({
  recipes: z.array(z.record(z.string(), z.unknown())),
  collections: z.array(z.record(z.string(), z.unknown())),
  mealplans: z.array(z.record(z.string(), z.unknown())),
  grocerylists: z.array(z.record(z.string(), z.unknown())),
});
