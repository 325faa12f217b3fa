// One recipe: servings scaler (kitchen fractions), unit system, ingredient checklist, steps, nutrition, source.
import { useEffect, useMemo, useState } from "preact/hooks";
import { api } from "../lib/api";
import { ingredientText, formatNumber, type UnitMode } from "../lib/format";
import { applyServer, one, useStoreVersion } from "../lib/store";
import type { Ingredient, Recipe } from "../lib/types";
import { t } from "../strings";
import { Notice, Page, useAction, useId } from "../components/ui";
import { Photo } from "../components/blurhash";
import { RecipeActions } from "./recipe-actions";

function Checklist({ items, factor, mode, prefix }: { items: Ingredient[]; factor: number; mode: UnitMode; prefix: string }) {
  const [done, setDone] = useState<Record<number, boolean>>({});
  return (
    <ul class="checklist">
      {items.map((ing, i) => {
        const { amount, rest } = ingredientText(ing, factor, mode);
        const id = `${prefix}-${i}`;
        return (
          <li key={id} class={done[i] ? "done" : ""}>
            <input type="checkbox" id={id} checked={!!done[i]} onChange={(e) => setDone({ ...done, [i]: e.currentTarget.checked })} />
            <label for={id}>
              {amount ? <strong class="amount">{amount}</strong> : null} {rest}
              {ing.isOptional ? <span class="muted"> ({t.recipe.optional})</span> : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function Scaler({ base, value, onChange }: { base: number; value: number; onChange: (n: number) => void }) {
  const id = useId("servings");
  const step = (d: number) => onChange(Math.max(1, Math.round((value + d) * 100) / 100));
  return (
    <div class="scaler" role="group" aria-labelledby={`${id}-l`}>
      <span id={`${id}-l`}>{t.recipe.servings}</span>
      <button type="button" aria-label={t.recipe.fewer} onClick={() => step(-1)} disabled={value <= 1}>
        −
      </button>
      <input
        id={id}
        type="number"
        min="1"
        step="1"
        inputMode="numeric"
        aria-label={t.recipe.servings}
        value={value}
        onInput={(e) => {
          const n = Number(e.currentTarget.value);
          if (n > 0) onChange(n);
        }}
      />
      <button type="button" aria-label={t.recipe.more} onClick={() => step(1)}>
        +
      </button>
      {base !== value ? <span class="muted">×{formatNumber(value / base, 2)}</span> : null}
    </div>
  );
}

function Nutrition({ r }: { r: Recipe }) {
  const [run, busy, err] = useAction();
  const n = r.nutrition as Record<string, number> | undefined;
  const rows: [string, string, string][] = [
    ["calories", "kcal", "Energy"],
    ["protein_g", "g", "Protein"],
    ["fat_g", "g", "Fat"],
    ["carbs_g", "g", "Carbohydrates"],
    ["fiber_g", "g", "Fibre"],
    ["sugar_g", "g", "Sugar"],
    ["sodium_mg", "mg", "Sodium"],
  ];
  return (
    <section aria-labelledby="nut-h" class="card">
      <h2 id="nut-h">{t.recipe.nutrition}</h2>
      {n && typeof n.calories === "number" ? (
        <dl class="nutrition">
          {rows.map(([k, unit, label]) =>
            typeof n[k] === "number"
              ? [
                  <dt key={`${k}t`}>{label}</dt>,
                  <dd key={`${k}d`}>
                    {formatNumber(n[k])} {unit}
                  </dd>,
                ]
              : null,
          )}
        </dl>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            run(async () => {
              await api.post(`/api/recipes/${r.id}/nutrition`, {});
              await applyServer("recipes", [await api.get<Recipe>(`/api/recipes/${r.id}`)]);
            })
          }
        >
          {t.recipe.computeNutrition}
        </button>
      )}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </section>
  );
}

function Provenance({ r }: { r: Recipe }) {
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    for (const s of r.sources) {
      api
        .get<{ id: string; title?: string; name?: string; display_name?: string }>(`/api/v2/sources/${encodeURIComponent(s.source_v2_id)}`)
        .then((src) => setNames((m) => ({ ...m, [s.source_v2_id]: src.title ?? src.name ?? src.display_name ?? "" })))
        .catch(() => undefined);
    }
  }, [r.id]);
  if (!r.source_url && r.sources.length === 0) return null;
  return (
    <section aria-labelledby="prov-h" class="card">
      <h2 id="prov-h">{t.recipe.provenance}</h2>
      <ul class="plain">
        {r.sources.map((s) => (
          <li key={s.attachment_id}>
            {names[s.source_v2_id] || s.source_v2_id}
            {s.section ? `, ${s.section}` : ""}
            {s.page ? `, ${t.recipe.page(s.page)}` : ""}
            {s.url ? (
              <>
                {" "}
                ·{" "}
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {new URL(s.url).hostname}
                </a>
              </>
            ) : null}
          </li>
        ))}
        {r.source_url && !r.sources.some((s) => s.url === r.source_url) ? (
          <li>
            <a href={r.source_url} rel="noopener noreferrer" target="_blank">
              {r.source_url}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function Steps({ steps, start }: { steps: string[]; start: number }) {
  return (
    <ol class="steps" start={start}>
      {steps.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </ol>
  );
}

export function RecipeView({ id }: { id: string }) {
  useStoreVersion();
  const r = one<Recipe>("recipes", id);
  const base = r?.servings && r.servings > 0 ? r.servings : 1;
  const [servings, setServings] = useState(base);
  const [mode, setMode] = useState<UnitMode>("as-written");
  useEffect(() => setServings(base), [id, base]);
  const factor = servings / base;
  const times = useMemo(
    () =>
      r
        ? (
            [
              [t.recipe.prep, r.prep_time],
              [t.recipe.cookTime, r.cook_time],
              [t.recipe.total, r.total_time],
            ] as [string, number | null][]
          ).filter((x) => x[1])
        : [],
    [r],
  );
  if (!r)
    return (
      <Page title={t.recipe.notFound}>
        <a href="/">{t.nav.library}</a>
      </Page>
    );
  const m = r.media[0];
  let stepNo = 1;
  return (
    <Page title={r.title}>
      {r.subtitle ? <p class="subtitle">{r.subtitle}</p> : null}
      {m ? <Photo src={m.url} hash={m.blur_hash} alt={r.title} class="hero" /> : null}
      {r.description ? <p>{r.description}</p> : null}
      {times.length > 0 ? (
        <dl class="times">{times.map(([l, v]) => [<dt key={`${l}t`}>{l}</dt>, <dd key={`${l}d`}>{t.library.minutes(v ?? 0)}</dd>])}</dl>
      ) : null}
      {r.tags.length > 0 ? (
        <p class="tags">
          {r.tags.map((x) => (
            <span class="tag" key={x}>
              {x}
            </span>
          ))}
        </p>
      ) : null}
      <RecipeActions r={r} servings={servings} factor={factor} />
      <div class="recipe-grid">
        <section aria-labelledby="ing-h" class="card">
          <h2 id="ing-h">{t.recipe.ingredients}</h2>
          <div class="controls">
            <Scaler base={base} value={servings} onChange={setServings} />
            <div class="seg" role="radiogroup" aria-label={t.recipe.units}>
              {(["as-written", "metric", "us"] as UnitMode[]).map((u) => (
                <button type="button" role="radio" aria-checked={mode === u} key={u} onClick={() => setMode(u)}>
                  {u === "as-written" ? t.recipe.asWritten : u === "metric" ? t.recipe.metric : t.recipe.us}
                </button>
              ))}
            </div>
          </div>
          <Checklist items={r.ingredients} factor={factor} mode={mode} prefix="ing" />
          {r.components.map((c, ci) => (
            <div key={ci}>
              <h3>{c.title}</h3>
              <Checklist items={c.ingredients} factor={factor} mode={mode} prefix={`c${ci}`} />
            </div>
          ))}
        </section>
        <section aria-labelledby="steps-h" class="card">
          <h2 id="steps-h">{t.recipe.steps}</h2>
          {r.components.map((c, ci) => {
            const s = stepNo;
            stepNo += c.instructions.length;
            return c.instructions.length > 0 ? (
              <div key={ci}>
                <h3>{c.title}</h3>
                <Steps steps={c.instructions} start={s} />
              </div>
            ) : null;
          })}
          <Steps steps={r.instructions} start={stepNo} />
        </section>
      </div>
      {r.notes ? (
        <section class="card" aria-labelledby="notes-h">
          <h2 id="notes-h">{t.recipe.notes}</h2>
          <p class="pre">{r.notes}</p>
        </section>
      ) : null}
      <Nutrition r={r} />
      <Provenance r={r} />
    </Page>
  );
}
