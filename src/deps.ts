import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Logger } from "./log";
import type { Clock } from "./lib/clock";
import type { Access } from "./auth/access";
import type { TokenService } from "./auth/tokens";
import type { EventBus } from "./events/bus";
import type { JobRunner } from "./jobs/runner";
import type { Hooks } from "./modules/hooks";

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
}

/** Module services, declared by each module through declaration merging on this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
