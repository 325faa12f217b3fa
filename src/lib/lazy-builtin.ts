/**
 * Node built-ins that only some requests need (TLS for web imports, worker threads for extraction) cost resident
 * memory as soon as they are imported, so they are required on first use instead (about 0.5 MB of idle RSS).
 * zlib and dns are loaded at start anyway (koa's `destroy` dependency requires zlib; listen(port, host) resolves
 * the host), but requiring them lazily keeps the modules that use them free of start-up cost.
 */
import { createRequire } from "node:module";

const requireBuiltin = createRequire(import.meta.url);

/** A getter that loads the built-in module `name` the first time it is called. */
export function lazyBuiltin<T>(name: `node:${string}`): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireBuiltin(name) as T);
}
