// Create and edit a recipe. Ingredient lines are typed as text and shown parsed as you type (the server's own
// parser, /api/ai/parse-ingredients), so what is saved is what the cook saw.
import { useEffect, useState } from "preact/hooks";
import { api } from "../lib/api";
import { ingredientText } from "../lib/format";
import { applyServer, one } from "../lib/store";
import type { Ingredient, Media, Recipe } from "../lib/types";
import { navigate } from "../router";
import { t } from "../strings";
import { Area, Field, Notice, Page, useAction, useId } from "../components/ui";
import { Photo } from "../components/blurhash";

function lineOf(i: Ingredient): string {
  if (i.original) return i.original;
  const { amount, rest } = ingredientText(i, 1, "as-written");
  return [amount, rest].filter(Boolean).join(" ");
}

async function parse(lines: string[]): Promise<Ingredient[]> {
  const real = lines.map((l) => l.trim()).filter(Boolean);
  if (real.length === 0) return [];
  return (await api.post<{ ingredients: Ingredient[] }>("/api/ai/parse-ingredients", { lines: real })).ingredients;
}

/** Parsed ingredients of a text area, refreshed 300 ms after typing stops. */
function useParsed(text: string): Ingredient[] {
  const [parsed, setParsed] = useState<Ingredient[]>([]);
  useEffect(() => {
    const h = setTimeout(() => void parse(text.split("\n")).then(setParsed, () => undefined), 300);
    return () => clearTimeout(h);
  }, [text]);
  return parsed;
}

function Parsed({ items }: { items: Ingredient[] }) {
  if (items.length === 0) return null;
  return (
    <div class="parsed" aria-live="polite">
      <p class="muted">{t.editor.parsed}</p>
      <ul>
        {items.map((i, n) => (
          <li key={n}>
            {typeof i.quantity === "number" ? <strong>{ingredientText({ ...i, original: undefined }, 1, "as-written").amount}</strong> : null}{" "}
            {i.unit ? <em>{i.unit}</em> : null} {i.name}
            {i.preparation ? <span class="muted">, {i.preparation}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface CompDraft {
  title: string;
  ingredients: string;
  steps: string;
}

function ComponentEditor({ c, onChange }: { c: CompDraft; onChange: (c: CompDraft) => void }) {
  const parsed = useParsed(c.ingredients);
  return (
    <fieldset class="component">
      <legend>{c.title || t.editor.componentTitle}</legend>
      <Field label={t.editor.componentTitle} value={c.title} onInput={(e) => onChange({ ...c, title: e.currentTarget.value })} />
      <Area label={t.editor.ingredients} rows={4} value={c.ingredients} onInput={(e) => onChange({ ...c, ingredients: e.currentTarget.value })} />
      <Parsed items={parsed} />
      <Area label={t.editor.steps} rows={4} value={c.steps} onInput={(e) => onChange({ ...c, steps: e.currentTarget.value })} />
    </fieldset>
  );
}

export function Editor({ id }: { id?: string }) {
  const existing = id ? one<Recipe>("recipes", id) : undefined;
  const [title, setTitle] = useState(existing?.title ?? "");
  const [description, setDescription] = useState(existing?.description ?? "");
  const [servings, setServings] = useState(String(existing?.servings ?? ""));
  const [prep, setPrep] = useState(String(existing?.prep_time ?? ""));
  const [cook, setCook] = useState(String(existing?.cook_time ?? ""));
  const [tags, setTags] = useState((existing?.tags ?? []).join(", "));
  const [ings, setIngs] = useState((existing?.ingredients ?? []).map(lineOf).join("\n"));
  const [steps, setSteps] = useState((existing?.instructions ?? []).join("\n"));
  const [notes, setNotes] = useState(existing?.notes ?? "");
  const [comps, setComps] = useState<CompDraft[]>(
    (existing?.components ?? []).map((c) => ({ title: c.title, ingredients: c.ingredients.map(lineOf).join("\n"), steps: c.instructions.join("\n") })),
  );
  const [kept, setKept] = useState<Media[]>(existing?.media ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const parsed = useParsed(ings);
  const [run, busy, err] = useAction();
  const photosId = useId("photos");
  const num = (s: string) => (s.trim() === "" ? null : Number(s));
  const lines = (s: string) =>
    s
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);

  const save = () =>
    run(async () => {
      const media = kept.map((m) => ({ file_id: m.file_id }));
      for (const f of files) {
        const form = new FormData();
        form.append("file", f, f.name);
        media.push({ file_id: (await api.post<{ id: string }>("/api/files", undefined, { form })).id });
      }
      const components = await Promise.all(
        comps
          .filter((c) => c.title.trim() || c.ingredients.trim() || c.steps.trim())
          .map(async (c) => ({ title: c.title.trim(), ingredients: await parse(c.ingredients.split("\n")), instructions: lines(c.steps) })),
      );
      const body = {
        title: title.trim(),
        description,
        notes,
        servings: num(servings),
        prep_time: num(prep),
        cook_time: num(cook),
        tags: tags
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
        ingredients: await parse(ings.split("\n")),
        instructions: lines(steps),
        components,
        media,
      };
      const saved = existing ? await api.put<Recipe>(`/api/recipes/${existing.id}`, body) : await api.post<Recipe>("/api/recipes", body);
      await applyServer("recipes", [saved]);
      navigate(`/recipes/${saved.id}`, true);
    });

  return (
    <Page title={existing ? t.editor.editTitle : t.editor.newTitle}>
      <form class="form editor" onSubmit={(e) => (e.preventDefault(), save())}>
        <Field label={t.editor.title} value={title} required onInput={(e) => setTitle(e.currentTarget.value)} />
        <Area label={t.editor.description} rows={2} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        <div class="row3">
          <Field label={t.editor.servings} type="number" min="0" value={servings} onInput={(e) => setServings(e.currentTarget.value)} />
          <Field label={t.editor.prep} type="number" min="0" value={prep} onInput={(e) => setPrep(e.currentTarget.value)} />
          <Field label={t.editor.cookTime} type="number" min="0" value={cook} onInput={(e) => setCook(e.currentTarget.value)} />
        </div>
        <Field label={t.editor.tags} value={tags} onInput={(e) => setTags(e.currentTarget.value)} />
        <Area label={t.editor.ingredients} rows={8} value={ings} onInput={(e) => setIngs(e.currentTarget.value)} />
        <Parsed items={parsed} />
        <Area label={t.editor.steps} rows={8} value={steps} onInput={(e) => setSteps(e.currentTarget.value)} />
        <h2>{t.editor.components}</h2>
        {comps.map((c, i) => (
          <ComponentEditor key={i} c={c} onChange={(n) => setComps(comps.map((x, k) => (k === i ? n : x)))} />
        ))}
        <button type="button" onClick={() => setComps([...comps, { title: "", ingredients: "", steps: "" }])}>
          {t.editor.addComponent}
        </button>
        <Area label={t.editor.notes} rows={3} value={notes} onInput={(e) => setNotes(e.currentTarget.value)} />
        <fieldset class="photos">
          <legend>{t.editor.photosLegend}</legend>
          {kept.length > 0 ? (
            <ul class="plain thumbs">
              {kept.map((m, n) => (
                <li key={m.file_id}>
                  <Photo src={m.preview_url ?? m.url} hash={m.blur_hash} alt={t.editor.photoAlt(n + 1)} class="thumb" />
                  <button
                    type="button"
                    class="danger"
                    aria-label={t.editor.removePhotoOf(n + 1)}
                    onClick={() => setKept(kept.filter((x) => x.file_id !== m.file_id))}
                  >
                    {t.editor.removePhoto}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <label for={photosId}>{t.editor.photos}</label>
          <input id={photosId} type="file" accept="image/*" multiple onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])} />
          {files.length > 0 ? <p class="muted">{t.editor.toUpload(files.map((f) => f.name).join(", "))}</p> : null}
        </fieldset>
        {err ? <Notice kind="error">{err}</Notice> : null}
        <div class="buttons">
          <button type="submit" class="primary" disabled={busy}>
            {t.save}
          </button>
          <a class="button" href={existing ? `/recipes/${existing.id}` : "/"}>
            {t.cancel}
          </a>
        </div>
      </form>
    </Page>
  );
}
