/** One error taxonomy: services throw these; one middleware maps them to the contract's two bodies. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    // An answer, not a fault: no stack trace is captured. V8 walks the stack for every Error it makes (a fifth of
    // the CPU of a stream of 404s), and the error mapper never shows or logs an AppError's stack.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = status;
    this.headers = headers;
  }
}

/** One rejected field, in the contract's validation body. */
export interface FieldError {
  type: "field" | "unknown_field";
  path: string;
  msg: string;
  location: "body" | "query" | "params" | "headers";
  value?: unknown;
}

export class ValidationError extends AppError {
  constructor(readonly errors: FieldError[]) {
    super(400, "Validation failed");
  }
}
export class BadRequestError extends AppError {
  constructor(message = "Bad request") {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: "Access token required" | "Invalid or expired token" | string = "Invalid or expired token") {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You may not change this resource") {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = "Not found") {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message = "The resource is not in a state that allows this operation") {
    super(409, message);
  }
}
export class PreconditionFailedError extends AppError {
  constructor(message = "The resource was changed by someone else (If-Match does not match)") {
    super(412, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = "Request body too large") {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message = "Unsupported content type") {
    super(415, message);
  }
}
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, "Too many requests", { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class UpstreamError extends AppError {
  constructor(message = "An upstream provider failed") {
    super(502, message);
  }
}
export class UnavailableError extends AppError {
  constructor(message = "Service unavailable") {
    super(503, message);
  }
}
export class InsufficientStorageError extends AppError {
  constructor(message = "Not enough storage space") {
    super(507, message);
  }
}
