/** The authenticated caller of a request. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
}
