/** The authenticated caller of a request. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  /** Set when the request authenticated with a personal API token (its id): such a token cannot manage tokens. */
  tokenId?: string;
}
