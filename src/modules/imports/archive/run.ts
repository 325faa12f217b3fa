/**
 * The archive import job: unpack the uploaded export(s) into the import's own temp folder (caps checked before
 * anything is inflated), recognise the format, then create the recipes one by one — each in its own transaction
 * with its origin, so a crash or a retry resumes without duplicates and one bad recipe only adds a warning. The
 * temp folder is removed at the end, whatever happens (and swept at start-up after a crash).
 */
import { systemActorFor } from "../../../auth/actor";
import fs from "node:fs";
import path from "node:path";
import type { Deps } from "../../../deps";
import type { JobContext } from "../../../jobs/define";
import { ArchiveError, Budget, DEFAULT_ZIP_LIMITS, extractZip } from "../../../lib/archive/safe-zip";
import { looksLikeCooklang } from "./plaintext";
import { AppError } from "../../../errors";
import { createRecipe } from "../../recipes/recipes.service";
import { storeFileFromBuffer, visibleFile, filePathForUser } from "../../files/files.service";
import { createNotification } from "../../notifications/notify";
import { enqueueImageJob } from "../imports.image";
import { attachProvenance } from "../imports.source";
import { findImport, IN_FLIGHT, type ImportRow } from "../imports.repo";
import { progressOf, transition } from "../imports.state";
import { ImportFailure, yieldToEventLoop } from "../imports.extract";
import type { ArchiveContents, ArchiveRecipe, OnceByOrigin } from "./types";
import { isOwnRecord, originState, recipeIdsOf, recordOrigin, type OriginState } from "./origins";
import { detectArchive, FORMAT_NAMES } from "./detect";
import { ArchiveTree, SINGLE_JSON_UPLOAD } from "./tree";
import { citeSources } from "./citations";

/** Where every import unpacks: DATA_DIR/tmp/imports/<import id>. */
export const archiveTempRoot = (deps: Deps): string => path.join(deps.config.dataDir, "tmp", "imports");

/** Most warnings kept on one import (an archive of 5,000 broken records should not make a 5,000-line record). */
const MAX_WARNINGS = 100;

/** A permanent failure of the whole archive, with a message for the person who uploaded it. */
export class ArchiveImportFailure extends ImportFailure {
  constructor(message: string) {
    super(message, true);
  }
}

/** An uploaded file's name without its extension, letters, digits, spaces, "_" and "-" only. */
const safeBaseName = (filename: string): string => filename.replace(/\.[^.]*$/, "").replace(/[^\p{L}\p{N} _-]/gu, "") || "recipe";

/** Unpack each uploaded file (zip, gzipped Paprika recipe, or a JSON/Cooklang text file) and recognise its contents. */
async function openUploads(deps: Deps, row: ImportRow, dir: string, budget: Budget): Promise<ArchiveContents[]> {
  const ids = JSON.parse(row.file_ids) as string[];
  const out: ArchiveContents[] = [];
  for (const [i, id] of ids.entries()) {
    let file;
    try {
      file = filePathForUser(deps, row.user_id, id);
    } catch {
      throw new ArchiveImportFailure("An uploaded file of this import is no longer available");
    }
    const root = path.join(dir, String(i), "files");
    fs.mkdirSync(root, { recursive: true, mode: 0o700 });
    let names: string[];
    if (file.row.content_type === "application/zip") {
      names = (await extractZip(file.path, root, budget, 1)).map((e) => e.name);
    } else if (file.row.content_type === "application/gzip") {
      // One Paprika recipe (.paprikarecipe): read as the one entry of a .paprikarecipes archive.
      const name = `${safeBaseName(file.row.filename)}.paprikarecipe`;
      fs.copyFileSync(file.path, path.join(root, name));
      names = [name];
    } else {
      // One text file (a JSON-LD document, a RecipeSage export, a Cooklang recipe, a recipe in plain words): named
      // by what it looks like.
      const text = fs.readFileSync(file.path, "utf8").trimStart();
      const name = /^[[{]/.test(text) ? SINGLE_JSON_UPLOAD : `${safeBaseName(file.row.filename)}.${looksLikeCooklang(text) ? "cook" : "txt"}`;
      fs.copyFileSync(file.path, path.join(root, name));
      names = [name];
    }
    const contents = detectArchive(deps, systemActorFor(row.user_id), new ArchiveTree(root, names), budget);
    if (!contents) throw new ArchiveImportFailure(`No recipes were recognised in ${file.row.filename || "the upload"} (expected an export of ${FORMAT_NAMES})`);
    out.push(contents);
  }
  return out;
}

/** Most photos kept per recipe (a recipe takes 50; a Mealie asset folder of scans should not fill a Pi's disk). */
const MAX_PHOTOS = 20;

/** Store a recipe's pictures through the image pipeline (re-encoded, metadata stripped); a bad one is a warning. */
async function storePhotos(deps: Deps, userId: string, r: ArchiveRecipe, warn: (m: string) => void): Promise<string[]> {
  const ids: string[] = [];
  for (const photo of r.photos.slice(0, MAX_PHOTOS)) {
    if ("url" in photo) continue;
    try {
      const bytes = "data" in photo ? photo.data : fs.readFileSync(photo.path);
      ids.push((await storeFileFromBuffer(deps, userId, bytes, "photo")).id);
    } catch (err) {
      warn(`The photo of “${r.draft.title}” could not be used (${err instanceof AppError ? err.message : "unreadable image"})`);
    }
  }
  return ids;
}

/**
 * Where a recipe of the archive stands for this user before anything is stored (origins.ts says what each case
 * means): created by an earlier import and still there, deleted since, their own original, or to create.
 */
function standing(deps: Deps, userId: string, r: ArchiveRecipe): OriginState {
  const s = originState(deps, userId, r.origin);
  if (s.state === "new" && r.ownId && isOwnRecord(deps, userId, "recipe", r.ownId)) return { state: "present", id: r.ownId };
  return s;
}

/** Create one recipe with its origin, unless it stands already. Returns the id standing for it, if any. */
function createOne(deps: Deps, row: ImportRow, r: ArchiveRecipe, fileIds: string[]): string | undefined {
  return deps.db.tx(() => {
    // Checked again inside the transaction: the same export may be importing twice at once.
    const s = standing(deps, row.user_id, r);
    if (s.state !== "new") return s.state === "present" ? s.id : undefined;
    const d = r.draft;
    const created = createRecipe(
      deps,
      row.user_id,
      {
        title: d.title,
        subtitle: d.subtitle,
        description: d.description,
        notes: d.notes,
        tags: d.tags.slice(0, 100),
        ingredients: d.ingredients.slice(0, 500),
        components: d.components.slice(0, 50),
        instructions: d.instructions.slice(0, 500),
        media: fileIds.map((file_id) => ({ file_id })),
        prep_time: d.prep_time ?? null,
        cook_time: d.cook_time ?? null,
        total_time: d.total_time ?? null,
        servings: d.servings ?? null,
        source_url: r.sourceUrl ?? null,
        ...(r.extra?.difficulty !== undefined ? { difficulty: r.extra.difficulty } : {}),
        ...(r.extra?.rating !== undefined ? { rating: r.extra.rating } : {}),
        ...(r.extra?.source_section ? { source_section: r.extra.source_section } : {}),
      },
      { importId: row.id },
    );
    const id = String(created.id);
    recordOrigin(deps, row.user_id, r.origin, "recipe", id, row.id);
    // Provenance as for web imports: a source attached to the import wins, else the sources our own export
    // carries, else the recipe's website.
    if (r.citations?.length && !row.source_v2_id) citeSources(deps, row.user_id, id, r.citations);
    else
      attachProvenance(deps, row, id, {
        draft: d,
        mediaFileIds: fileIds,
        ...(r.sourceUrl
          ? { sourceUrl: r.sourceUrl, provenance: { kind: "website" as const, url: r.sourceUrl, ...(r.sourceName ? { name: r.sourceName } : {}) } }
          : {}),
      });
    // Pictures named by address are downloaded after, all of them, when the archive carried none itself.
    const [url, ...more] = r.photos.filter((p): p is { url: string } => "url" in p).map((p) => p.url);
    if (fileIds.length === 0 && url) enqueueImageJob(deps, row, id, url, more);
    return id;
  });
}

/** Still this job's import, and still in flight? */
function stillOurs(deps: Deps, importId: string, jobId: string): ImportRow | null {
  const row = findImport(deps.db.sqlite, importId);
  return row && row.job_id === jobId && IN_FLIGHT.has(row.status) ? row : null;
}

function progress(deps: Deps, importId: string, jobId: string, done: number, total: number): void {
  const row = stillOurs(deps, importId, jobId);
  if (!row) return;
  const percent = total === 0 ? 90 : Math.min(99, Math.round(10 + (80 * done) / total));
  deps.db.tx(() =>
    transition(deps, row, { status: "processing", progress: { stage: "saving", percent, done, total, message: `${done} of ${total} recipes` } }, { jobId }),
  );
}

/** The job: returns normally when the import reached a final state; throws for the runner to retry. */
export async function runArchiveImport(deps: Deps, row: ImportRow, ctx: JobContext): Promise<void> {
  const dir = path.join(archiveTempRoot(deps), row.id);
  const warnings: string[] = [];
  const warn = (m: string) => {
    if (warnings.length < MAX_WARNINGS) warnings.push(m);
  };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    const budget = new Budget(DEFAULT_ZIP_LIMITS);
    const archives = await openUploads(deps, row, dir, budget);
    const total = archives.reduce((n, a) => n + a.items.length, 0);
    let done = 0;
    // What an earlier import already brought, for the closing note (a re-import should say why it added nothing).
    const known = { present: new Set<string>(), deleted: 0 };
    progress(deps, row.id, ctx.jobId, 0, total);
    for (const archive of archives) {
      const ids = new Map<string, string>();
      for (const item of archive.items) {
        if (ctx.signal.aborted || !stillOurs(deps, row.id, ctx.jobId)) return;
        try {
          const recipe = await item.load();
          const before = standing(deps, row.user_id, recipe);
          let id: string | undefined;
          if (before.state === "new") {
            id = createOne(deps, row, recipe, await storePhotos(deps, row.user_id, recipe, warn));
          } else if (before.state === "present") {
            id = before.id;
            known.present.add(id);
          } else {
            known.deleted++;
          }
          // References (collections, plans) follow the copy the user has; a deleted one leaves them.
          if (recipe.ownId && id) ids.set(recipe.ownId, id);
        } catch (err) {
          // The archive-wide budget is spent: the rest cannot be read either.
          if (err instanceof ArchiveError && (err.reason === "too_large" || err.reason === "too_many_entries")) throw err;
          const why = err instanceof AppError ? err.message : err instanceof Error ? err.message : String(err);
          warn(`“${item.label}” was skipped: ${why}`);
          ctx.log.info("archive recipe skipped", { importId: row.id, format: archive.format, error: why });
        }
        done++;
        progress(deps, row.id, ctx.jobId, done, total);
        await yieldToEventLoop();
      }
      const once: OnceByOrigin = (origin, kind, ownId, make) =>
        deps.db.tx(() => {
          const s = originState(deps, row.user_id, origin);
          if (s.state !== "new") return s.state === "present" ? s.id : undefined;
          if (isOwnRecord(deps, row.user_id, kind, ownId)) return ownId;
          const id = make();
          recordOrigin(deps, row.user_id, origin, kind, id, row.id);
          return id;
        });
      archive.finish?.(ids, warn, once);
    }
    complete(deps, row.id, ctx.jobId, { total, known, warnings, formats: archives.map((a) => a.format) });
  } catch (err) {
    // A refused archive is final: the same bytes would be refused again.
    if (err instanceof ArchiveError) throw new ImportFailure(err.message, true);
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Outcome {
  total: number;
  known: { present: Set<string>; deleted: number };
  warnings: string[];
  formats: string[];
}

/** "From a Paprika export · 12 already in your library · 1 deleted since, left out (2 warnings)". */
function summary(o: Outcome, recipeIds: string[]): string {
  // A retry of this very import finds its own earlier recipes present: those were imported, not already there.
  const mine = new Set(recipeIds);
  const already = [...o.known.present].filter((id) => !mine.has(id)).length;
  const parts = [`From a ${o.formats.join(", ")} export`];
  if (already > 0) parts.push(`${already} already in your library`);
  if (o.known.deleted > 0) parts.push(`${o.known.deleted} deleted since, left out`);
  const n = o.warnings.length;
  return `${parts.join(" · ")}${n ? ` (${n} warning${n > 1 ? "s" : ""})` : ""}`;
}

function complete(deps: Deps, importId: string, jobId: string, outcome: Outcome): void {
  const { total, warnings, formats } = outcome;
  deps.db.tx(() => {
    const row = stillOurs(deps, importId, jobId);
    if (!row) return;
    const recipeIds = recipeIdsOf(deps, importId);
    if (total === 0) {
      throw new ArchiveImportFailure(`The ${formats.join(", ")} export holds no recipes`);
    }
    if (recipeIds.length === 0 && warnings.length >= total) {
      throw new ArchiveImportFailure(`None of the ${total} recipes could be read: ${warnings[0] ?? ""}`);
    }
    const patch = {
      status: "completed" as const,
      recipe_id: recipeIds[0] ?? null,
      recipe_ids: recipeIds,
      warnings,
      error: null,
      progress: { ...progressOf("done"), done: total, total, message: `${total} of ${total} recipes` },
    };
    transition(deps, row, patch, { jobId });
    deps.events.emit(row.user_id, "import.completed", { id: row.id, recipe_id: recipeIds[0] ?? null, recipe_ids: recipeIds });
    createNotification(deps, row.user_id, {
      type: "import_complete",
      title: recipeIds.length === 1 ? "1 recipe imported" : `${recipeIds.length} recipes imported`,
      subtitle: summary(outcome, recipeIds),
      link: recipeIds[0] ? `/recipes/${recipeIds[0]}` : "/",
      data: { import_id: row.id, recipe_ids: recipeIds },
    });
  });
}

/** At start-up no import is running: any folder left under the temp root is a crashed run's, and goes. */
export function sweepArchiveTemp(deps: Deps): number {
  const root = archiveTempRoot(deps);
  if (!fs.existsSync(root)) return 0;
  const names = fs.readdirSync(root);
  for (const n of names) fs.rmSync(path.join(root, n), { recursive: true, force: true });
  return names.length;
}

/** The uploads of an archive import must be the caller's own zip, gzipped Paprika recipe or text files. */
export function checkArchiveUpload(deps: Deps, userId: string, fileId: string): string | null {
  const row = visibleFile(deps, userId, fileId);
  if (row.user_id !== userId) return "Must be a file you uploaded";
  const archive = row.content_type === "application/zip" || row.content_type === "application/gzip";
  if (!archive && !row.content_type.startsWith("text/")) return "Must be a ZIP archive, a Paprika recipe or a JSON/Cooklang text file";
  return null;
}
