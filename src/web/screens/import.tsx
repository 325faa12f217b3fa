// Import from a web address, pasted text or photos of cookbook pages (several pages as one recipe, or one recipe per
// photo as a batch), or move a library in from another app's export; also the Web Share Target
// (/import?url=&text=&title=). Progress comes live from the event stream.
import { useEffect, useMemo, useState } from "preact/hooks";
import { api } from "../lib/api";
import { trackImport, useLive } from "../lib/live";
import { syncKind } from "../lib/sync";
import type { ImportRec } from "../lib/types";
import { navigate, query } from "../router";
import { t } from "../strings";
import { Area, Field, Notice, Page, useAction, useId } from "../components/ui";

function firstUrl(s: string): string {
  return /https?:\/\/\S+/.exec(s)?.[0] ?? "";
}

/** Imports that make many recipes: they finish on this screen, never by opening one recipe. */
const MANY = new Set(["image_batch", "archive"]);

function ImportRow({ rec, name }: { rec: ImportRec; name?: string }) {
  const [run, busy, err] = useAction();
  const reason = rec.failure_reason || rec.error || "";
  const label = name ?? rec.url ?? t.imports.kind(rec.type, rec.file_ids?.length ?? 0);
  return (
    <li class="import">
      <div class="import-head">
        <span class="import-label">{label}</span>
        <span class={`pill ${rec.status}`}>{t.imports.status[rec.status] ?? rec.status}</span>
      </div>
      {rec.status === "pending" || rec.status === "processing" ? (
        <div class="progress-line">
          <progress max={100} value={rec.progress?.percent ?? 0} aria-label={`${t.imports.progress}: ${label}`} />
          <span>{rec.progress?.message || (t.imports.stage[rec.progress?.stage ?? "queued"] ?? rec.progress?.stage)}</span>
        </div>
      ) : null}
      {rec.status === "completed" && rec.recipe_id && !MANY.has(rec.type) ? <a href={`/recipes/${rec.recipe_id}`}>{t.imports.open}</a> : null}
      {rec.status === "completed" && rec.type === "archive" ? <a href="/">{t.imports.archiveDone(rec.recipe_ids?.length ?? 0)}</a> : null}
      {rec.status === "failed" ? (
        <>
          <Notice kind="error">{t.imports.failed(reason)}</Notice>
          <button type="button" disabled={busy} onClick={() => run(async () => trackImport(await api.post<ImportRec>(`/api/imports/${rec.id}/retry`)))}>
            {t.retry}
          </button>
        </>
      ) : null}
      {rec.warnings?.length ? (
        <div class="import-warnings" role="note" id={`import-warnings-${rec.id}`}>
          <p>{t.imports.warnings}</p>
          <ul>
            {rec.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </li>
  );
}

export function Import() {
  const q = query();
  const shared = [q.get("title"), q.get("text")].filter(Boolean).join("\n");
  const [url, setUrl] = useState(q.get("url") ?? firstUrl(shared));
  const [text, setText] = useState(q.get("url") || !firstUrl(shared) ? shared : "");
  const [files, setFiles] = useState<File[]>([]);
  const [exports, setExports] = useState<File[]>([]);
  const [each, setEach] = useState(false);
  const [recent, setRecent] = useState<ImportRec[]>([]);
  const [mine, setMine] = useState<string | null>(null);
  const [run, busy, err] = useAction();
  const live = useLive();
  const photosId = useId("photos");
  const archiveId = useId("archive");
  const reload = () =>
    void api
      .get<{ items: ImportRec[] }>("/api/imports/working-set")
      .then((r) => setRecent(r.items))
      .catch(() => undefined);
  useEffect(reload, []);
  // A batch's children are created by the server: an event about an import this page has not seen brings them in.
  const unseen = Object.keys(live.imports)
    .filter((id) => !recent.some((r) => r.id === id))
    .sort()
    .join();
  useEffect(() => void (unseen && reload()), [unseen]);
  const rows = useMemo(() => {
    const merged = recent.map((r) => ({ ...r, ...live.imports[r.id] }) as ImportRec);
    return merged.filter((r) => r.id === mine || r.type !== "image_batch" || r.status !== "completed").slice(0, 20);
  }, [recent, live.imports, mine]);
  const started = rows.find((r) => r.id === mine);
  // A child reads one photo of the batch: its place is that photo's place in the parent's file_ids.
  const placeOf = (r: ImportRec) => started?.file_ids?.indexOf(r.file_ids?.[0] ?? "") ?? -1;
  const children = rows.filter((r) => mine !== null && r.batch_id === mine).sort((a, b) => placeOf(a) - placeOf(b));
  const others = rows.filter((r) => r.id !== mine && !(mine !== null && r.batch_id === mine));
  useEffect(() => {
    // On a phone the forms fill the screen: bring the import just started, shown above them, into view.
    const h = mine ? document.getElementById("current-h") : null;
    h?.scrollIntoView({ block: "start" });
    h?.focus({ preventScroll: true });
  }, [mine]);
  // A clean import opens its recipe; one with warnings stays here so they are read (its row links to the recipe).
  const warned = (started?.warnings?.length ?? 0) > 0;
  useEffect(() => {
    // One recipe: open it. A batch stays here, listing each photo's recipe; an archive links to the library.
    if (started?.status === "completed" && started.recipe_id && !MANY.has(started.type) && !warned) {
      const id = started.recipe_id;
      void syncKind("recipes").finally(() => navigate(`/recipes/${id}`));
    }
  }, [started?.status, started?.recipe_id, warned]);
  // The forms fill a phone's screen: bring the warnings of the import just finished into view.
  const startedId = started?.id;
  useEffect(() => {
    if (warned && startedId) document.getElementById(`import-warnings-${startedId}`)?.scrollIntoView({ block: "center" });
  }, [warned, startedId]);

  const begin = (body: Record<string, unknown>) =>
    run(async () => {
      const rec = await api.post<ImportRec>("/api/imports", body);
      setRecent((r) => [rec, ...r.filter((x) => x.id !== rec.id)]);
      setMine(rec.id);
    });
  /** Upload the chosen files, then start one import of them. */
  const fromFiles = (picker: HTMLFormElement, chosen: File[], type: string) =>
    run(async () => {
      const ids: string[] = [];
      for (const f of chosen) {
        const form = new FormData();
        form.append("file", f, f.name);
        ids.push((await api.post<{ id: string }>("/api/files", undefined, { form })).id);
      }
      const rec = await api.post<ImportRec>("/api/imports", { type, file_ids: ids });
      setRecent((r) => [rec, ...r]);
      setMine(rec.id);
      setFiles([]);
      setExports([]);
      picker.reset(); // the file input still named the files sent
    });

  return (
    <Page title={t.imports.title}>
      {started ? (
        // The import just started, at the top where the phone's screen is: its progress, its failure and retry.
        <section class="current" aria-labelledby="current-h">
          <h2 id="current-h" tabIndex={-1}>
            {t.imports.current}
          </h2>
          <ul class="imports">
            <ImportRow rec={started} />
          </ul>
          {children.length > 0 ? (
            <ul class="imports batch">
              {children.map((r) => (
                <ImportRow key={r.id} rec={r} name={t.imports.batchPhoto(placeOf(r) + 1)} />
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <form class="card form" onSubmit={(e) => (e.preventDefault(), begin({ type: "web", url: url.trim() }))}>
        <Field label={t.imports.url} type="url" inputMode="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} required />
        <button type="submit" class="primary" disabled={busy}>
          {t.imports.fromUrl}
        </button>
      </form>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), begin({ type: "text", text }))}>
        <Area label={t.imports.text} rows={8} value={text} onInput={(e) => setText(e.currentTarget.value)} required minLength={3} />
        <button type="submit" class="primary" disabled={busy}>
          {t.imports.fromText}
        </button>
      </form>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), fromFiles(e.currentTarget, files, each && files.length > 1 ? "image_batch" : "media"))}>
        <label for={photosId}>{t.imports.photos}</label>
        <input id={photosId} type="file" accept="image/*" capture="environment" multiple onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])} />
        {files.length > 1 ? (
          <fieldset>
            <legend>{t.imports.photosAre}</legend>
            <label class="check">
              <input type="radio" name="photos-are" checked={!each} onChange={() => setEach(false)} /> {t.imports.pagesOfOne}
            </label>
            <label class="check">
              <input type="radio" name="photos-are" checked={each} onChange={() => setEach(true)} /> {t.imports.onePerPhoto}
            </label>
          </fieldset>
        ) : null}
        <button type="submit" class="primary" disabled={busy || files.length === 0}>
          {each && files.length > 1 ? t.imports.fromBatch(files.length) : t.imports.fromPhotos(files.length)}
        </button>
      </form>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), fromFiles(e.currentTarget, exports, "archive"))}>
        <label for={archiveId}>{t.imports.archive}</label>
        <p class="muted" id={`${archiveId}-hint`}>
          {t.imports.archiveHint}
        </p>
        <input
          id={archiveId}
          type="file"
          accept=".zip,.json,.paprikarecipes,.paprikarecipe,.cook,.txt,application/zip,application/gzip,application/json,text/plain"
          multiple
          aria-describedby={`${archiveId}-hint`}
          onChange={(e) => setExports([...(e.currentTarget.files ?? [])])}
        />
        <button type="submit" class="primary" disabled={busy || exports.length === 0}>
          {t.imports.fromArchive(exports.length)}
        </button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
      <section aria-labelledby="recent-h">
        <h2 id="recent-h">{t.imports.recent}</h2>
        {others.length === 0 ? (
          <p>{t.imports.none}</p>
        ) : (
          <ul class="imports">
            {others.map((r) => (
              <ImportRow key={r.id} rec={r} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
