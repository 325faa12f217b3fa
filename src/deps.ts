import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Logger } from "./log";
import type { Clock } from "./lib/clock";
import type { Access } from "./auth/access";
import type { TokenService } from "./auth/tokens";
import type { EventBus } from "./events/bus";
import type { JobRunner } from "./jobs/runner";
import type { Hooks } from "./modules/hooks";
import type { UserCache } from "./auth/user-cache";
import type { PersonalTokens } from "./auth/personal-tokens";
import type { SearchRankCache } from "./modules/recipes/recipes.search";

/**
 * Everything a route, service or job may use, passed explicitly (no hidden globals).
 * Capabilities that modules add (file store, egress, OCR, push senders…) hang off `services`, keyed by name,
 * created by each module's `createServices`.
 */
export interface Deps {
  config: Config;
  log: Logger;
  db: Db;
  clock: Clock;
  access: Access;
  tokens: TokenService;
  events: EventBus;
  jobs: JobRunner;
  hooks: Hooks;
  /** Module-provided services and test fakes (egress, fileStore, ocr, push…). */
  services: Services;
  /** False once shutdown began (health answers 503). */
  ready: { value: boolean };
  /** The program version (package.json). */
  version: string;
  /** The OpenAPI document of exactly the routes this instance mounts, as JSON text (built on first use). */
  openapi(): string;
  /** When this instance was composed, by `clock`: uptime, and which timers came due while the server was down. */
  startedAt: number;
  /** What this instance remembers between requests. Here, not in module globals: two apps in one process share nothing. */
  caches: Caches;
}

/** The in-memory caches of one instance, created with its deps (the statement cache lives with the database handle). */
export interface Caches {
  /** Users authentication resolved recently (role, disabled); forgetUser drops one at once. */
  users: UserCache;
  /** Personal API tokens by hash, and when each last wrote last_used_at; revocation forgets one at once. */
  personalTokens: PersonalTokens;
  /** Ranked id windows of recent searches of a caller's own library, keyed by its version. */
  searchRanks: SearchRankCache;
}

/** Module services, declared by each module through declaration merging on this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
