import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "./config";
import type { Deps, Services } from "./deps";
import { openDb } from "./db/client";
import { migrateWithBackup } from "./db/upgrade";
import { fileSystemTypeOf, isRiskyFileSystem } from "./db/filesystem";
import { createLogger, type Logger } from "./log";
import { systemClock, type Clock } from "./lib/clock";
import { createAccess } from "./auth/access";
import { createTokenService } from "./auth/tokens";
import { createEventBus } from "./events/bus";
import { createJobRunner } from "./jobs/runner";
import { createHooks } from "./modules/hooks";
import { modules as allModules } from "./modules";
import type { AppModule } from "./modules/module";
import { createApp, routesOf } from "./app";
import { buildOpenApi } from "./http/openapi";
import { recurringJob, startRecurring, type RecurringWork } from "./jobs/recurring";
import { answerClientErrors } from "./http/last-resort";
import { VERSION } from "./version";
import { createUserCache } from "./auth/user-cache";
import { createPersonalTokens } from "./auth/personal-tokens";
import { createSearchRankCache } from "./modules/recipes/recipes.search";

/** Things tests (or embedders) may replace: the clock, the logger, service fakes. */
export interface ComposeOverrides {
  clock?: Clock;
  log?: Logger;
  services?: Partial<Services>;
  modules?: AppModule[];
}

/** Build every dependency: open and migrate the database, keys, event bus, job runner, module services. */
export async function composeDeps(config: Config, o: ComposeOverrides = {}): Promise<{ deps: Deps; modules: AppModule[] }> {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const log = o.log ?? createLogger(config.logLevel);
  const clock = o.clock ?? systemClock();
  const fsType = fileSystemTypeOf(config.dataDir);
  if (isRiskyFileSystem(fsType)) {
    log.warn("DATA_DIR is on a network or FUSE file system; SQLite's WAL and locking are unreliable there. Use a local disk.", {
      dataDir: config.dataDir,
      fsType,
    });
  }
  if (config.trustProxy && !config.publicUrlConfigured) {
    log.warn(
      "TRUST_PROXY is on but PUBLIC_URL is not set: share, invite and media links will point at " +
        config.publicUrl +
        "; set PUBLIC_URL to the address families use",
      {
        publicUrl: config.publicUrl,
      },
    );
  }
  const db = openDb(path.join(config.dataDir, "library.db"));
  const { applied, backup } = await migrateWithBackup(db, config.dataDir);
  if (backup) log.info("database backed up before migrating", { backup });
  if (applied.length > 0) {
    log.info("migrations applied", { applied });
    // Creating the schema filled SQLite's page cache with pages start-up never reads again: hand them back.
    db.sqlite.pragma("shrink_memory");
  }
  const modules = o.modules ?? allModules;
  const hooks = createHooks();
  for (const m of modules) m.registerHooks?.(hooks);
  const tokens = await createTokenService(config, () => clock.now());
  // The runner needs deps and deps need the runner: deps are passed lazily.
  let depsRef: Deps | null = null;
  const jobs = createJobRunner({
    db,
    clock,
    log: log.child({ module: "jobs" }),
    getDeps: () => {
      if (!depsRef) throw new Error("deps not ready");
      return depsRef;
    },
    jobs: [...modules.flatMap((m) => m.jobs ?? []), ...recurringOf(modules).map(recurringJob)],
    concurrency: { default: config.imports.concurrency, ocr: 1, archive: 1, timers: 8, push: 4, maintenance: 1 },
  });
  let openapiText: string | undefined;
  const deps: Deps = {
    config,
    log,
    db,
    clock,
    access: createAccess(db.sqlite),
    tokens,
    events: createEventBus(db.sqlite, clock),
    jobs,
    hooks,
    services: { ...(o.services ?? {}) } as Services,
    ready: { value: true },
    version: VERSION,
    openapi: () => (openapiText ??= JSON.stringify(buildOpenApi(routesOf(modules), { version: VERSION, serverUrl: config.publicUrl }))),
    startedAt: clock.now(),
    caches: { users: createUserCache(), personalTokens: createPersonalTokens(db), searchRanks: createSearchRankCache() },
  };
  depsRef = deps;
  for (const m of modules) await m.createServices?.(deps);
  return { deps, modules };
}

/** A running appliance: the HTTP server plus background work, with a graceful stop. */
const recurringOf = (modules: AppModule[]): RecurringWork[] => modules.flatMap((m) => m.recurring ?? []);

export interface RunningServer {
  deps: Deps;
  server: http.Server;
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Compose, start background work, listen. */
export async function startServer(config: Config, o: ComposeOverrides = {}): Promise<RunningServer> {
  const { deps, modules } = await composeDeps(config, o);
  const app = createApp(deps, modules);
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 120_000;
  answerClientErrors(server, deps.log.child({ module: "http" }));
  const stops: Array<() => void | Promise<void>> = [];
  for (const m of modules) {
    const stop = m.start?.(deps);
    if (stop) stops.push(stop);
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // Background work starts once the server answers: its first writes (each an fsync that blocks the event loop)
  // would otherwise come before the first request is answered.
  deps.jobs.start();
  const stopRecurring = startRecurring(deps, recurringOf(modules));
  const port = (server.address() as AddressInfo).port;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      deps.ready.value = false;
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeIdleConnections();
      deps.services.sseHub?.closeAll();
      await stopRecurring();
      await deps.jobs.stop(Math.max(100, config.shutdownGraceMs - 1000));
      for (const s of stops) await s();
      await Promise.race([closed, new Promise((r) => setTimeout(r, 1000).unref())]);
      server.closeAllConnections();
      deps.db.close();
    })());
  return { deps, server, url: `http://127.0.0.1:${port}`, port, stop };
}
