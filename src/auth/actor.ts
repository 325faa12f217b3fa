/** The authenticated caller of a request. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  /** Set when the request authenticated with a personal API token (its id): such a token cannot manage tokens. */
  tokenId?: string;
  /** Set when no request is behind the call: a job doing a user's work (finishing their import). */
  system?: true;
}

/**
 * The actor of background work done for a user (an import's job storing the recipe, its photo, its sources): exactly
 * that user's rights, never an administrator's, and marked as the system's in logs and checks.
 */
export function systemActorFor(userId: string): Actor {
  return { userId, isAdmin: false, system: true };
}
