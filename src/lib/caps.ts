/**
 * Per-user caps on records a client can create in bulk. Each is far above what a family uses and low enough that a
 * script cannot fill the database or the process: 100 households in 184 ms, 300 push endpoints and 250 open event
 * streams per user were all accepted before.
 */
export const CAPS = {
  /** Households a user has created that still exist (409 beyond). */
  householdsPerUser: 20,
  /** Invites of one household not yet accepted and not yet expired (409 beyond). */
  pendingInvitesPerHousehold: 50,
  /** Share links of a user that are not expired (409 beyond; revoke old ones). */
  shareLinksPerUser: 500,
  /** Push endpoints of a user: registering one more retires the least recently updated. */
  pushTokensPerUser: 20,
  /** Timers of a user still to fire (scheduled or paused): each holds a scheduled job (409 beyond). */
  activeTimersPerUser: 100,
  /** Open event streams of a user: opening one more closes the oldest (a forgotten tab must not block the phone). */
  eventStreamsPerUser: 10,
} as const;
