// Moved to src/errors.ts (the taxonomy belongs to every layer, not to HTTP). This re-export keeps branches that were
// started before the move compiling while they are merged; it is removed once none imports it.
export * from "../errors";
