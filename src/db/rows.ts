/**
 * The row of a drizzle table as `SELECT *` returns it, with some text columns narrowed to the values its module
 * writes (a status, a role): the schema stays the one source of the row's shape, the module keeps its own enum.
 */
export type RowOf<T extends { $inferSelect: object }, Narrow extends Partial<T["$inferSelect"]> = Record<never, never>> = Omit<
  T["$inferSelect"],
  keyof Narrow
> &
  Narrow;
