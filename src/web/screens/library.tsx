// The library: search as you type and filters, all from the local store; a virtualised list (only the rows near
// the viewport exist in the DOM) so 2,000 recipes scroll as smoothly as 20.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { all, useStoreVersion } from "../lib/store";
import { byTitle, filterRecipes, sourceOf } from "../lib/search";
import type { Collection, Recipe } from "../lib/types";
import { t } from "../strings";
import { Page, Select, useId } from "../components/ui";
import { Photo } from "../components/blurhash";

const ROW = 84;

function Row({ r, top }: { r: Recipe; top: number }) {
  const m = r.media[0];
  const time = r.total_time ?? ((r.prep_time ?? 0) + (r.cook_time ?? 0) || null);
  return (
    <li class="row" style={{ transform: `translateY(${top}px)` }}>
      <a href={`/recipes/${r.id}`}>
        <Photo src={m?.preview_url ?? m?.url} hash={r.blur_hash ?? m?.blur_hash} alt="" class="thumb" />
        <span class="row-text">
          <span class="row-title">{r.title}</span>
          <span class="row-meta">{[time ? t.library.minutes(time) : "", r.tags.slice(0, 3).join(", ")].filter(Boolean).join(" · ")}</span>
        </span>
      </a>
    </li>
  );
}

function VirtualList({ items }: { items: Recipe[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const [range, setRange] = useState<[number, number]>([0, 30]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(-top / ROW) - 8);
      const last = Math.min(items.length, Math.ceil((window.innerHeight - top) / ROW) + 8);
      setRange((old) => (old[0] === first && old[1] === last ? old : [first, last]));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [items.length]);
  const rows = items.slice(range[0], range[1]);
  return (
    <ul class="vlist" ref={ref} style={{ height: `${items.length * ROW}px` }} aria-label={t.library.count(items.length)}>
      {rows.map((r, i) => (
        <Row key={r.id} r={r} top={(range[0] + i) * ROW} />
      ))}
    </ul>
  );
}

export function Library() {
  const v = useStoreVersion();
  const [q, setQ] = useState("");
  const [tag, setTag] = useState("");
  const [collectionId, setCollectionId] = useState("");
  const [source, setSource] = useState("");
  const searchId = useId("search");
  const recipes = useMemo(() => all<Recipe>("recipes").sort(byTitle), [v]);
  const collections = useMemo(() => all<Collection>("collections").sort((a, b) => a.name.localeCompare(b.name)), [v]);
  const tags = useMemo(() => [...new Set(recipes.flatMap((r) => r.tags))].sort(), [recipes]);
  const sources = useMemo(() => [...new Set(recipes.map(sourceOf).filter(Boolean))].sort(), [recipes]);
  // Fold every recipe's search text while the phone is idle, so the first keystroke costs no more than the next.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => filterRecipes(recipes, { q: "x", tag: "", collection: undefined, source: "" }));
  }, [recipes]);
  const shown = useMemo(
    () => filterRecipes(recipes, { q, tag, collection: collections.find((c) => c.id === collectionId), source }),
    [recipes, q, tag, collectionId, source, collections],
  );
  return (
    <Page
      title={t.library.title}
      actions={
        <a class="button" href="/recipes/new">
          {t.library.newRecipe}
        </a>
      }
    >
      <div class="filters">
        <div class="field search">
          <label for={searchId}>{t.library.search}</label>
          <input id={searchId} type="search" value={q} onInput={(e) => setQ(e.currentTarget.value)} autoComplete="off" />
        </div>
        <Select
          label={t.library.tag}
          value={tag}
          onChange={(e) => setTag(e.currentTarget.value)}
          options={[["", t.library.all], ...tags.map((x): [string, string] => [x, x])]}
        />
        <Select
          label={t.library.collection}
          value={collectionId}
          onChange={(e) => setCollectionId(e.currentTarget.value)}
          options={[["", t.library.all], ...collections.map((c): [string, string] => [c.id, c.name])]}
        />
        <Select
          label={t.library.source}
          value={source}
          onChange={(e) => setSource(e.currentTarget.value)}
          options={[["", t.library.all], ...sources.map((s): [string, string] => [s, s])]}
        />
      </div>
      <p class="muted" role="status" aria-live="polite">
        {t.library.count(shown.length)}
      </p>
      {recipes.length === 0 ? <p>{t.library.empty}</p> : shown.length === 0 ? <p>{t.library.noMatch}</p> : <VirtualList items={shown} />}
    </Page>
  );
}
