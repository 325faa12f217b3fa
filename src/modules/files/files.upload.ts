import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import multer from "multer";
import type { FileStore, TempFile } from "../../files/store";
import { isFileError } from "../../files/errors";
import { AppError, BadRequestError, InsufficientStorageError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "../../errors";

/** A multipart upload streamed to a temp file of the store, not yet sniffed or committed. */
export interface ReceivedUpload {
  temp: TempFile;
  /** The client's file name, untrusted: only ever sanitised into display metadata. */
  clientName: string;
}

/** Limits of one upload request beyond the file size. */
const PART_LIMITS = { files: 1, fields: 8, parts: 10, fieldNameSize: 100, fieldSize: 16 * 1024, headerPairs: 40 } as const;
/** Multipart framing around the file (boundaries, part headers, a few small fields). */
const FRAMING_SLACK = PART_LIMITS.fields * PART_LIMITS.fieldSize + 64 * 1024;

/** Map a multer / busboy / store failure to the contract's status codes. */
function classify(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isFileError(err, "too_large")) return new PayloadTooLargeError("File is larger than the upload limit");
  if (isFileError(err, "disk_full")) return new InsufficientStorageError("Not enough disk space to store the file");
  if (err instanceof multer.MulterError) {
    if (err.code === "LIMIT_FILE_SIZE") return new PayloadTooLargeError("File is larger than the upload limit");
    if (err.code === "LIMIT_UNEXPECTED_FILE") {
      return new ValidationError([{ type: "field", path: err.field ?? "file", msg: "Only one file, in the field named file, is accepted", location: "body" }]);
    }
    if (err.code.startsWith("LIMIT_")) return new PayloadTooLargeError(`Too many or too large multipart parts (${err.code.toLowerCase()})`);
    return new BadRequestError("Malformed multipart body");
  }
  // busboy parse errors ("Unexpected end of form", "Malformed part header"…) and aborted requests.
  return new BadRequestError("Malformed or truncated multipart body");
}

/**
 * Stream the `file` part of a multipart request into the store's temp dir (hashed and size-checked on the way,
 * never buffered whole). Every failure removes the temp file. Throws 415 for a non-multipart request, 413 over the
 * size or part limits, 400 for a malformed or truncated body or a missing `file` part, 507 when the disk is full.
 */
export async function receiveUpload(req: IncomingMessage, res: ServerResponse, store: FileStore, maxBytes: number): Promise<ReceivedUpload> {
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) throw new UnsupportedMediaTypeError("Content-Type must be multipart/form-data");
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_SLACK) {
    // Refuse before reading a byte; the connection is closed so the client stops sending.
    res.setHeader("Connection", "close");
    throw new PayloadTooLargeError("File is larger than the upload limit");
  }
  let received: TempFile | undefined;
  let storeError: unknown;
  let part: (NodeJS.ReadableStream & { destroy(): void }) | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  const storage: multer.StorageEngine = {
    _handleFile(_req, file, cb) {
      part = file.stream;
      const write = store.writeStream(file.stream, { maxBytes });
      writing = write.catch(() => undefined);
      write.then(
        (temp) => {
          received = temp;
          cb(null, { path: temp.tmpPath, size: temp.size });
        },
        (err: unknown) => {
          storeError = err;
          cb(err);
        },
      );
    },
    _removeFile(_req, file, cb) {
      received = undefined;
      store.discard(file.path).then(
        () => cb(null),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    },
  };
  const middleware = multer({ storage, defParamCharset: "utf8", limits: { ...PART_LIMITS, fileSize: maxBytes } }).single("file");
  const fileName = await new Promise<string | undefined>((resolve, reject) => {
    const expressReq = req as unknown as Request;
    middleware(expressReq, res as unknown as Response, (err?: unknown) => {
      if (err) reject(err);
      else resolve(expressReq.file?.originalname);
    });
  }).catch(async (err: unknown) => {
    // multer may answer before the part's write has settled: end it and wait, so no temp file outlives the request.
    part?.destroy();
    await writing;
    if (received) await store.discard(received.tmpPath);
    throw classify(storeError ?? err);
  });
  if (!received) {
    throw new ValidationError([{ type: "field", path: "file", msg: "A file part named file is required", location: "body" }]);
  }
  return { temp: received, clientName: fileName ?? "" };
}
