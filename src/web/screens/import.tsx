// Import from a web address, pasted text or photos of cookbook pages (several pages as one recipe); also the Web
// Share Target (/import?url=&text=&title=). Progress comes live from the event stream.
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

function ImportRow({ rec }: { rec: ImportRec }) {
  const [run, busy, err] = useAction();
  const reason = rec.failure_reason || rec.error || "";
  const label = rec.url ?? rec.type;
  return (
    <li class="import">
      <div class="import-head">
        <span class="import-label">{label}</span>
        <span class={`pill ${rec.status}`}>{t.imports.status[rec.status] ?? rec.status}</span>
      </div>
      {rec.status === "pending" || rec.status === "processing" ? (
        <div class="progress-line">
          <progress max={100} value={rec.progress?.percent ?? 0} aria-label={`${t.imports.progress}: ${label}`} />
          <span>{t.imports.stage[rec.progress?.stage ?? "queued"] ?? rec.progress?.stage}</span>
        </div>
      ) : null}
      {rec.status === "completed" && rec.recipe_id ? <a href={`/recipes/${rec.recipe_id}`}>{t.imports.open}</a> : null}
      {rec.status === "failed" ? (
        <>
          <Notice kind="error">{t.imports.failed(reason)}</Notice>
          <button type="button" disabled={busy} onClick={() => run(async () => trackImport(await api.post<ImportRec>(`/api/imports/${rec.id}/retry`)))}>{t.retry}</button>
        </>
      ) : null}
      {rec.warnings?.length ? (
        <div class="import-warnings" role="note" id={`import-warnings-${rec.id}`}>
          <p>{t.imports.warnings}</p>
          <ul>{rec.warnings.map((w) => <li key={w}>{w}</li>)}</ul>
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
  const [recent, setRecent] = useState<ImportRec[]>([]);
  const [mine, setMine] = useState<string | null>(null);
  const [run, busy, err] = useAction();
  const live = useLive();
  const photosId = useId("photos");
  useEffect(() => {
    api.get<{ items: ImportRec[] }>("/api/imports/working-set").then((r) => setRecent(r.items)).catch(() => undefined);
  }, []);
  const rows = useMemo(() => {
    const merged = recent.map((r) => ({ ...r, ...live.imports[r.id] }) as ImportRec);
    return merged.filter((r) => r.type !== "image_batch" || r.status !== "completed").slice(0, 20);
  }, [recent, live.imports]);
  const started = rows.find((r) => r.id === mine);
  // A clean import opens its recipe; one with warnings stays here so they are read (its row links to the recipe).
  const warned = (started?.warnings?.length ?? 0) > 0;
  useEffect(() => {
    if (started?.status === "completed" && started.recipe_id && !warned) {
      const id = started.recipe_id;
      void syncKind("recipes").finally(() => navigate(`/recipes/${id}`));
    }
  }, [started?.status, started?.recipe_id, warned]);
  // The forms fill a phone's screen: bring the warnings of the import just finished into view.
  const startedId = started?.id;
  useEffect(() => {
    if (warned && startedId) document.getElementById(`import-warnings-${startedId}`)?.scrollIntoView({ block: "center" });
  }, [warned, startedId]);

  const begin = (body: Record<string, unknown>) => run(async () => {
    const rec = await api.post<ImportRec>("/api/imports", body);
    setRecent((r) => [rec, ...r.filter((x) => x.id !== rec.id)]);
    setMine(rec.id);
  });
  const fromPhotos = () => run(async () => {
    const ids: string[] = [];
    for (const f of files) {
      const form = new FormData();
      form.append("file", f, f.name);
      ids.push((await api.post<{ id: string }>("/api/files", undefined, { form })).id);
    }
    const rec = await api.post<ImportRec>("/api/imports", { type: "media", file_ids: ids });
    setRecent((r) => [rec, ...r]);
    setMine(rec.id);
    setFiles([]);
  });

  return (
    <Page title={t.imports.title}>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), begin({ type: "web", url: url.trim() }))}>
        <Field label={t.imports.url} type="url" inputMode="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} required />
        <button type="submit" class="primary" disabled={busy}>{t.imports.fromUrl}</button>
      </form>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), begin({ type: "text", text }))}>
        <Area label={t.imports.text} rows={8} value={text} onInput={(e) => setText(e.currentTarget.value)} required minLength={3} />
        <button type="submit" class="primary" disabled={busy}>{t.imports.fromText}</button>
      </form>
      <form class="card form" onSubmit={(e) => (e.preventDefault(), fromPhotos())}>
        <label for={photosId}>{t.imports.photos}</label>
        <input id={photosId} type="file" accept="image/*" capture="environment" multiple onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])} />
        <button type="submit" class="primary" disabled={busy || files.length === 0}>{t.imports.fromPhotos(files.length)}</button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
      <section aria-labelledby="recent-h">
        <h2 id="recent-h">{t.imports.recent}</h2>
        {rows.length === 0 ? <p>{t.imports.none}</p> : <ul class="imports">{rows.map((r) => <ImportRow key={r.id} rec={r} />)}</ul>}
      </section>
    </Page>
  );
}
