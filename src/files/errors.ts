/**
 * Typed errors of the file store and image pipeline. The HTTP layer maps `code` to a status
 * (too_large → 413, disk_full → 507, not_an_image / unsupported_image → 415, too_many_pixels → 422,
 * busy → 503), so the codes are part of this module's contract and must stay stable.
 */
export type FileErrorCode = "too_large" | "disk_full" | "not_an_image" | "unsupported_image" | "too_many_pixels" | "bad_key" | "not_found" | "busy";

/** An expected, classified failure of file handling (as opposed to a programming error). */
export class FileError extends Error {
  readonly code: FileErrorCode;

  constructor(code: FileErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FileError";
    this.code = code;
  }
}

/** True when `err` is a FileError, optionally of the given code. */
export function isFileError(err: unknown, code?: FileErrorCode): err is FileError {
  return err instanceof FileError && (code === undefined || err.code === code);
}

/** Node system errors carry a string `code` such as ENOSPC; read it without casting to any. */
export function systemErrorCode(err: unknown): string | undefined {
  if (typeof err === "object" && err !== null && "code" in err) {
    const code = (err as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

/** An AbortError like the one fetch and timers/promises throw, so callers can test `name === "AbortError"`. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === "AbortError") return reason;
  const err = new Error("The operation was aborted", { cause: reason });
  err.name = "AbortError";
  return err;
}
