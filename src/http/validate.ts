import type { z } from "zod";
import { ValidationError, type FieldError } from "../errors";

/** Field names whose values are never echoed back in a validation error. */
const SECRET_FIELDS = new Set(["password", "current_password", "new_password", "refresh_token", "token", "secret"]);

/** Server-owned fields: sending them is rejected like an unknown field, with a clearer message. */
const READ_ONLY_FIELDS = new Set([
  "id",
  "user_id",
  "created_at",
  "updated_at",
  "recipe_count",
  "nutrition",
  "status",
  "import_id",
  "blur_hash",
  "deleted_at",
  "createdAt",
  "timerId",
  "remainingMs",
]);

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** Turn every zod issue into the contract's field errors (all of them, each with its dotted path). */
export function zodIssuesToFieldErrors(issues: ReadonlyArray<z.core.$ZodIssue>, input: unknown, location: FieldError["location"]): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    // A union (an ingredient as a line or as an object) reports every option's failure; the option whose type the
    // value has is the one the client meant, so its own issues are reported at their real paths.
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const meant = issue.errors.filter((branch) => !branch.some((i) => i.code === "invalid_type" && i.path.length === 0));
      const only = meant.length === 1 ? meant[0] : undefined;
      if (only && only.length > 0) {
        out.push(
          ...zodIssuesToFieldErrors(
            only.map((i) => ({ ...i, path: [...issue.path, ...i.path] })),
            input,
            location,
          ),
        );
        continue;
      }
    }
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const readOnly = READ_ONLY_FIELDS.has(key);
        out.push(
          withValue({ type: "unknown_field", path: path.join("."), msg: readOnly ? `${key} is read-only` : `Unknown field ${key}`, location }, path, input),
        );
      }
      continue;
    }
    out.push(withValue({ type: "field", path: issue.path.join("."), msg: issue.message, location }, issue.path, input));
  }
  return out;
}

function withValue(err: FieldError, path: ReadonlyArray<PropertyKey>, input: unknown): FieldError {
  const last = path[path.length - 1];
  if (typeof last === "string" && SECRET_FIELDS.has(last)) return err;
  const value = valueAt(input, path);
  return value === undefined ? err : { ...err, value };
}

/** Parse `input` with `schema`, throwing the contract's ValidationError with every issue. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, location: FieldError["location"]): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(zodIssuesToFieldErrors(result.error.issues, input, location));
}
