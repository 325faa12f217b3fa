import type { RouteDef } from "../http/route";
import type { JobDef } from "../jobs/define";
import type { Deps } from "../deps";
import type { Hooks } from "./hooks";

/** A feature module: its routes, jobs, hooks and background work. Listed once in modules/index.ts. */
export interface AppModule {
  name: string;
  routes: RouteDef[];
  jobs?: JobDef[];
  /** Register export sections, deletion hooks, notification listeners. */
  registerHooks?(hooks: Hooks): void;
  /** Create module services on deps.services (called before anything runs; `deps.services` may hold test fakes). */
  createServices?(deps: Deps): void | Promise<void>;
  /** Start background work (scheduled maintenance, src/lib/schedule.ts); return a stop function. */
  start?(deps: Deps): (() => void | Promise<void>) | void;
}
