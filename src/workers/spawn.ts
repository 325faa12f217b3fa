/**
 * Start one extraction worker thread, from the bundle or from source. The bundle (dist/main.js) finds
 * dist/extract-worker.js beside itself; from source under tsx, Node cannot start a .ts worker directly (tsx's hooks do
 * not reach a worker's entry point), so a one-line trampoline loads the .ts entry through tsx's own import API.
 */
import type { ResourceLimits, Worker } from "node:worker_threads";
import type workerThreads from "node:worker_threads";
import { lazyBuiltin } from "../lib/lazy-builtin";
import { enableOptimizingCompilers } from "../lib/optimizing-compilers";

const loadWorkerThreads = lazyBuiltin<typeof workerThreads>("node:worker_threads");

/** The extract worker beside this module: the .ts entry under tsx, the bundled .js beside dist/main.js. */
export function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith(".ts") ? "./extract-worker.ts" : "./extract-worker.js", here);
}

/** Start a worker thread running `url` (default: the extract worker) with the given heap limits. */
export function spawnWorker(url: URL | undefined, resourceLimits: ResourceLimits): Worker {
  const target = url ?? defaultWorkerUrl();
  // Parsing pages is work that repeats: V8's optimizing compilers, off since start-up, are wanted from here on.
  enableOptimizingCompilers();
  const { Worker: WorkerThread } = loadWorkerThreads();
  if (!target.pathname.endsWith(".ts")) return new WorkerThread(target, { resourceLimits });
  const api = import.meta.resolve("tsx/esm/api");
  const href = JSON.stringify(target.href);
  const trampoline = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${href}, ${href}));`;
  return new WorkerThread(trampoline, { eval: true, resourceLimits });
}
