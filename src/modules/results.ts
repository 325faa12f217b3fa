/**
 * What a service answers when a call either makes a record or finds the one it would have made (an idempotent
 * create, a re-registered device, a share already in place). The route chooses the HTTP status from `created`.
 */
export interface Upserted<T> {
  created: boolean;
  value: T;
}
