import type { RouteDef } from "../http/route";
import type { JobDef } from "../jobs/define";
import type { RecurringWork } from "../jobs/recurring";
import type { Deps } from "../deps";
import type { Hooks } from "./hooks";

/** A feature module: its routes, jobs, hooks and background work. Listed once in modules/index.ts. */
export interface AppModule {
  name: string;
  routes: RouteDef[];
  jobs?: JobDef[];
  /** Work repeated on a schedule (housekeeping, sweeps), run as jobs by the one scheduler (jobs/recurring.ts). */
  recurring?: RecurringWork[];
  /** Register export sections, deletion hooks, notification listeners. */
  registerHooks?(hooks: Hooks): void;
  /** Create module services on deps.services (called before anything runs; `deps.services` may hold test fakes). */
  createServices?(deps: Deps): void | Promise<void>;
  /** Start background work that is not a job (start-up repairs); return a stop function. */
  start?(deps: Deps): (() => void | Promise<void>) | void;
}
