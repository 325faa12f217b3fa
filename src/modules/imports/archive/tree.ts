import fs from "node:fs";
import path from "node:path";

/** The name an uploaded JSON text file (not a zip) gets in its import's folder. */
export const SINGLE_JSON_UPLOAD = "upload.json";

/** File names a picture of a recipe may have. */
export const PICTURE_NAME = /\.(?:jpe?g|png|webp|gif|heic)$/i;

/** Largest JSON or text file of an archive read into memory (a whole Mealie database.json fits). */
const MAX_READ_BYTES = 256 * 1024 * 1024;

/** The unpacked files of an archive under its own temp folder, by their `/`-separated archive names. */
export class ArchiveTree {
  private readonly set: Set<string>;
  private byDir: Map<string, string[]> | undefined;
  constructor(
    readonly root: string,
    readonly names: string[],
  ) {
    this.set = new Set(names);
  }

  has(name: string): boolean {
    return this.set.has(name);
  }

  /** Absolute path of a listed file (names were checked safe when unpacked). */
  path(name: string): string {
    return path.join(this.root, ...name.split("/"));
  }

  read(name: string): Buffer {
    const p = this.path(name);
    if (fs.statSync(p).size > MAX_READ_BYTES) throw new Error(`${name} is too large to read`);
    return fs.readFileSync(p);
  }

  text(name: string): string {
    return this.read(name)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
  }

  json(name: string): unknown {
    return JSON.parse(this.text(name));
  }

  /** Names ending with one of the suffixes (case-insensitive), in archive order, macOS resource forks skipped. */
  withSuffix(...suffixes: string[]): string[] {
    return this.names.filter(
      (n) => !n.startsWith("__MACOSX/") && !path.posix.basename(n).startsWith("._") && suffixes.some((s) => n.toLowerCase().endsWith(s)),
    );
  }

  /**
   * Every picture directly inside `dir`, in name order. The index is built once: a backup of 5,000 recipes asks
   * 5,000 times.
   */
  picturesIn(dir: string): string[] {
    if (!this.byDir) {
      this.byDir = new Map();
      for (const n of [...this.names].sort()) {
        if (!PICTURE_NAME.test(n) || path.posix.basename(n).startsWith("._")) continue;
        const d = dirOf(n);
        const list = this.byDir.get(d);
        if (list) list.push(n);
        else this.byDir.set(d, [n]);
      }
    }
    return this.byDir.get(dir) ?? [];
  }

  /** The first picture beside `dir` named like one of `bases` (full.jpg, image.png…). */
  pictureIn(dir: string, bases: string[]): string | undefined {
    const prefix = dir ? `${dir}/` : "";
    for (const base of bases) {
      for (const ext of [".jpg", ".jpeg", ".png", ".webp", ".gif", ".heic"]) {
        if (this.set.has(`${prefix}${base}${ext}`)) return `${prefix}${base}${ext}`;
      }
    }
    return undefined;
  }
}

export const dirOf = (name: string): string => (path.posix.dirname(name) === "." ? "" : path.posix.dirname(name));
export const baseOf = (name: string): string => path.posix.basename(name).replace(/\.[^.]+$/, "");
