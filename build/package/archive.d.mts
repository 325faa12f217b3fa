// Types of archive.mjs for the tests that round-trip an archive through src/sea/runtime-dir.ts.
export declare const MAGIC: string;
export interface ArchiveEntry {
  path: string;
  source?: string;
  data?: Buffer;
  mode: number;
}
export declare function writeArchive(entries: ArchiveEntry[], file: string): { sha256: string; files: number; bytes: number; unpackedBytes: number };
