import type { EventEmitter } from "node:events";
import { abortError } from "../../files/errors";
import { createSerialQueue } from "../../files/queue";
import { englishLangData } from "./lang";
import { preprocessForOcr } from "./preprocess";
import { enableOptimizingCompilers } from "../../lib/optimizing-compilers";

type TesseractModule = typeof import("tesseract.js");
type TesseractWorker = Awaited<ReturnType<TesseractModule["createWorker"]>>;

/** Options of the OCR service. */
export interface OcrOptions {
  /** Terminate the worker (freeing ~100-200 MB) after this long without work. */
  idleMs: number;
  /** Diagnostic messages (worker start/stop, failures); progress chatter is not forwarded. */
  log?: (message: string) => void;
  /** Override the trained-data directory (tests); defaults to @tesseract.js-data/eng. */
  langPath?: string;
}

/** One line of a page as Tesseract read it, with its confidence (0-100, Tesseract's mean over the line's words). */
export interface OcrLine {
  text: string;
  confidence: number;
  /** The first line of a paragraph after another: the text has a blank line before it, as Tesseract writes it. */
  opensParagraph?: boolean;
}

/** What was read from the pages of one import: its lines, page by page, in reading order. */
export interface OcrReading {
  pages: OcrLine[][];
}

/** One lazily started Tesseract worker behind a one-at-a-time queue. */
export interface Ocr {
  /** Read page images in order; pages are joined with a blank line. Rejects with AbortError when `signal` fires. */
  recognize(images: readonly string[] | readonly Buffer[], signal?: AbortSignal): Promise<string>;
  /** Read page images in order, keeping each line's confidence (what a photo import decides on). */
  read(images: readonly string[] | readonly Buffer[], signal?: AbortSignal): Promise<OcrReading>;
  /** Stop the worker and refuse further work. */
  close(): Promise<void>;
  /** True while a worker thread exists (for tests and health output). */
  readonly workerAlive: boolean;
}

/** The node worker_threads Worker inside tesseract.js (typed loosely: it is not part of its public types). */
interface WorkerThread extends EventEmitter {
  ref?: () => void;
  unref?: () => void;
}

interface LiveWorker {
  tesseract: TesseractWorker;
  thread?: WorkerThread;
  /** Rejects if the worker thread dies on its own (wasm abort, out of memory). */
  died: Promise<never>;
}

const noop = (): void => {};

/** tesseract.js keeps its node Worker on `.worker`; reach it without `any` to listen for crashes. */
function threadOf(worker: TesseractWorker): WorkerThread | undefined {
  const candidate: unknown = (worker as unknown as { worker?: unknown }).worker;
  if (typeof candidate === "object" && candidate !== null && "on" in candidate && "off" in candidate) {
    return candidate as WorkerThread;
  }
  return undefined;
}

/** Race `promise` against `signal`; `onAbort` runs first so a busy worker can be torn down. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void): Promise<T> {
  if (!signal) return promise;
  // The raced promise may settle late (or never, after terminate): keep it from becoming unhandled.
  promise.catch(noop);
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => {
      onAbort();
      reject(abortError(signal));
    };
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/**
 * Terminate on the next macrotask. tesseract.js's recognize() posts its job only after an internal
 * await; terminating in between makes its async send() hit a null worker and reject unhandled,
 * which would crash the process. One setImmediate lets any such pending post go out first.
 */
function terminateSoon(worker: LiveWorker): Promise<void> {
  return new Promise((resolve) => {
    setImmediate(() => {
      worker.tesseract.terminate().then(noop, noop).finally(resolve);
    });
  });
}

/** The lines of a recognised page: from Tesseract's blocks, else (no layout output) its text at full confidence. */
export function linesOf(page: { text: string; blocks: { paragraphs: { lines: { text: string; confidence: number }[] }[] }[] | null }): OcrLine[] {
  if (!page.blocks)
    return page.text
      .split("\n")
      .map((text) => ({ text: text.trim(), confidence: 100 }))
      .filter((l) => l.text !== "");
  const lines: OcrLine[] = [];
  for (const block of page.blocks) {
    for (const paragraph of block.paragraphs) {
      let first = lines.length > 0;
      for (const line of paragraph.lines) {
        // A bar or backslash standing alone at either end is a page edge or a rule read as a glyph, not text.
        const text = line.text
          .replace(/\s+/g, " ")
          .trim()
          .replace(/^(?:[|\\_~]+ )+|(?: [|\\_~]+)+$/g, "");
        if (text === "") continue;
        lines.push(first ? { text, confidence: Math.round(line.confidence), opensParagraph: true } : { text, confidence: Math.round(line.confidence) });
        first = false;
      }
    }
  }
  return lines;
}

/** Lines as text: one a line, a blank line between paragraphs (the blank lines the text extractor reads sections by). */
export function linesText(lines: readonly OcrLine[]): string {
  return lines.map((l, i) => (l.opensParagraph && i > 0 ? `\n${l.text}` : l.text)).join("\n");
}

/** The reading as plain text: each page as linesText, pages joined by a blank line. */
export function readingText(reading: OcrReading): string {
  return reading.pages
    .map(linesText)
    .filter((t) => t !== "")
    .join("\n\n");
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(`OCR failed: ${String(value)}`));

/**
 * Create the OCR service. Trained data comes from the installed npm package with caching off,
 * so nothing is downloaded or written at run time; tesseract.js and its wasm load on first use.
 */
export function createOcr(options: OcrOptions): Ocr {
  const log = options.log ?? noop;
  const queue = createSerialQueue();
  let live: LiveWorker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const stopWorker = (reason: string): void => {
    const current = live;
    live = null;
    if (!current) return;
    log(`ocr: stopping worker (${reason})`);
    terminateSoon(current);
  };

  const startWorker = async (): Promise<LiveWorker> => {
    const { createWorker, OEM } = await import("tesseract.js");
    // Recognition is hot WebAssembly and JavaScript: V8's optimizing compilers, off since start-up, are wanted now.
    enableOptimizingCompilers();
    const lang = englishLangData();
    log("ocr: starting worker");
    const tesseract = await createWorker("eng", OEM.LSTM_ONLY, {
      langPath: options.langPath ?? lang.langPath,
      gzip: lang.gzip,
      // "none": never read or write a traineddata cache (it would land in the cwd).
      cacheMethod: "none",
      // Without an errorHandler tesseract.js throws inside its message listener and crashes the process.
      errorHandler: (err: unknown) => log(`ocr: worker reported ${String(err)}`),
      logger: noop,
    });
    const thread = threadOf(tesseract);
    const died = new Promise<never>((_resolve, reject) => {
      thread?.once("error", (err: unknown) => reject(asError(err)));
      thread?.once("exit", (code: unknown) => reject(new Error(`OCR worker exited (${String(code)})`)));
    });
    died.catch(noop);
    const created: LiveWorker = { tesseract, thread, died };
    died.catch(() => {
      if (live === created) {
        live = null;
        log("ocr: worker died");
      }
    });
    return created;
  };

  const ensureWorker = async (signal?: AbortSignal): Promise<LiveWorker> => {
    if (live) return live;
    const starting = startWorker();
    // If the import is cancelled while the worker boots, finish booting in the background and stop it.
    const ready = await untilAborted(starting, signal, () => {
      starting.then((w) => w.tesseract.terminate()).catch(noop);
    });
    live = ready;
    return ready;
  };

  const armIdleTimer = (): void => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (!queue.busy) stopWorker("idle");
    }, options.idleMs);
    // An idle OCR worker must not keep the process (or a CLI script, or a test run) alive.
    idleTimer.unref();
    live?.thread?.unref?.();
  };

  const readPages = async (images: readonly (string | Buffer)[], signal?: AbortSignal): Promise<OcrReading> => {
    if (idleTimer) clearTimeout(idleTimer);
    try {
      const pages: OcrLine[][] = [];
      for (const [index, image] of images.entries()) {
        if (signal?.aborted) throw abortError(signal);
        // sharp cannot be interrupted, but a cancelled import should not wait for it.
        const prepared = await untilAborted(preprocessForOcr(image), signal, noop);
        const worker = await ensureWorker(signal);
        // Busy: keep the process alive until the answer arrives (it is unref'd while idle).
        worker.thread?.ref?.();
        log(`ocr: reading page ${index + 1} of ${images.length}${prepared.skewDegrees ? ` (straightened by ${prepared.skewDegrees}°)` : ""}`);
        // Always a Buffer: given a string, tesseract.js would fetch URLs or read arbitrary paths itself. Blocks carry
        // each line's confidence.
        const recognition = Promise.race([worker.tesseract.recognize(prepared.image, {}, { text: true, blocks: true }), worker.died]).catch((err: unknown) => {
          // A failed recognition may leave the wasm heap in a bad state; start fresh next time.
          if (live === worker) stopWorker("recognition failed");
          throw asError(err);
        });
        // Aborting mid-page terminates the worker: tesseract cannot interrupt a running recognition.
        const { data } = await untilAborted(recognition, signal, () => stopWorker("aborted"));
        pages.push(linesOf(data));
      }
      return { pages };
    } finally {
      if (!closed) armIdleTimer();
    }
  };

  return {
    recognize(images, signal) {
      if (closed) return Promise.reject(new Error("OCR service is closed"));
      return queue.run(() => readPages(images, signal), signal).then(readingText);
    },
    read(images, signal) {
      if (closed) return Promise.reject(new Error("OCR service is closed"));
      return queue.run(() => readPages(images, signal), signal);
    },
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const current = live;
      live = null;
      if (current) await terminateSoon(current);
    },
    get workerAlive() {
      return live !== null;
    },
  };
}
