// The "More" menu and the smaller record screens: wishlist, collections, books, sources.
import { useEffect, useMemo, useState } from "preact/hooks";
import { api } from "../lib/api";
import { all, applyServer, useStoreVersion } from "../lib/store";
import type { Book, Collection, Recipe, Wishlist } from "../lib/types";
import { currentUser, signOut } from "../lib/session";
import { t } from "../strings";
import { Field, Notice, Page, useAction, submitAction } from "../components/ui";

export function More() {
  const links: [string, string][] = [
    ["/wishlist", t.more.wishlist],
    ["/collections", t.more.collections],
    ["/books", t.more.books],
    ["/sources", t.more.sources],
    ["/notifications", t.more.notifications],
    ["/household", t.more.household],
    ["/share-links", t.more.shareLinks],
    ["/settings", t.more.settings],
  ];
  return (
    <Page title={t.more.title}>
      <ul class="cards">
        {links.map(([href, label]) => (
          <li key={href}>
            <a class="card link" href={href}>
              {label}
            </a>
          </li>
        ))}
      </ul>
      <p class="muted">
        {t.settings.about} {currentUser()?.email}
      </p>
      <button type="button" onClick={() => void signOut()}>
        {t.signin.signOut}
      </button>
    </Page>
  );
}

export function Wishlists() {
  const v = useStoreVersion();
  const lists = useMemo(() => all<Wishlist>("wishlists"), [v]);
  const [title, setTitle] = useState("");
  const [run, busy, err] = useAction();
  const refresh = async (w: Wishlist) => applyServer("wishlists", [w as unknown as { id: string; updated_at: string }]);
  return (
    <Page title={t.wishlist.title}>
      <form
        class="inline"
        onSubmit={submitAction(run, async () => {
          await refresh(await api.post<Wishlist>("/api/wishlists/default/items", { title: title.trim(), kind: "recipe" }));
          setTitle("");
        })}
      >
        <Field label={t.wishlist.add} value={title} required onInput={(e) => setTitle(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {t.add}
        </button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
      {lists.every((l) => l.items.length === 0) ? (
        <p>{t.wishlist.none}</p>
      ) : (
        lists.map((l) => (
          <section key={l.id} class="card" aria-label={l.name}>
            <h2>{l.name}</h2>
            <ul class="plain">
              {l.items.map((i) => (
                <li key={i.itemKey}>
                  {i.title ?? i.name}{" "}
                  <button
                    type="button"
                    class="icon"
                    aria-label={`${t.remove} ${i.title ?? ""}`}
                    onClick={() => run(async () => refresh(await api.del<Wishlist>(`/api/wishlists/${l.id}/items`, { itemKey: i.itemKey })))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Page>
  );
}

export function Collections() {
  const v = useStoreVersion();
  const cols = useMemo(() => all<Collection>("collections").sort((a, b) => a.name.localeCompare(b.name)), [v]);
  const [name, setName] = useState("");
  const [run, busy, err] = useAction();
  return (
    <Page title={t.collections.title}>
      {cols.length === 0 ? (
        <p>{t.collections.none}</p>
      ) : (
        <ul class="cards">
          {cols.map((c) => (
            <li key={c.id} class="card">
              <strong>{c.name}</strong> <span class="muted">{t.collections.count(c.recipe_count)}</span>
              <ul class="plain">
                {c.recipes.slice(0, 8).map((id) => (
                  <li key={id}>
                    <a href={`/recipes/${id}`}>{all<Recipe>("recipes").find((r) => r.id === id)?.title ?? id}</a>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                class="danger"
                onClick={() =>
                  run(async () => {
                    await api.del(`/api/collections/${c.id}`);
                    await applyServer("collections", [], [c.id]);
                  })
                }
              >
                {t.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        class="inline"
        onSubmit={submitAction(run, async () => {
          await applyServer("collections", [await api.post<Collection>("/api/collections", { name: name.trim() })]);
          setName("");
        })}
      >
        <Field label={t.collections.name} value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {t.create}
        </button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </Page>
  );
}

export function Books() {
  const v = useStoreVersion();
  const books = useMemo(() => all<Book>("books").sort((a, b) => a.title.localeCompare(b.title)), [v]);
  const [title, setTitle] = useState("");
  const [authors, setAuthors] = useState("");
  const [run, busy, err] = useAction();
  return (
    <Page title={t.books.title}>
      {books.length === 0 ? (
        <p>{t.books.none}</p>
      ) : (
        <ul class="cards">
          {books.map((b) => (
            <li key={b.id} class="card">
              <strong>{b.title}</strong> <span class="muted">{Array.isArray(b.authors) ? b.authors.join(", ") : b.authors}</span>{" "}
              <button
                type="button"
                class="icon"
                aria-label={`${t.remove} ${b.title}`}
                onClick={() =>
                  run(async () => {
                    await api.del(`/api/books/${b.id}`);
                    await applyServer("books", [], [b.id]);
                  })
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        class="card form"
        onSubmit={submitAction(run, async () => {
          const list = authors
            .split(",")
            .map((a) => a.trim())
            .filter(Boolean);
          await applyServer("books", [await api.post<Book>("/api/books", { title: title.trim(), authors: list })]);
          setTitle("");
          setAuthors("");
        })}
      >
        <Field label={t.books.name} value={title} required onInput={(e) => setTitle(e.currentTarget.value)} />
        <Field label={t.books.authors} value={authors} onInput={(e) => setAuthors(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {t.add}
        </button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </Page>
  );
}

interface SourceRec {
  id: string;
  kind?: string;
  title?: string;
  name?: string;
  url?: string | null;
}

export function Sources() {
  const [q, setQ] = useState("");
  const [rows, setRows] = useState<SourceRec[]>([]);
  const [err, setErr] = useState("");
  useEffect(() => {
    const h = setTimeout(() => {
      api.get<{ sources: SourceRec[] }>(`/api/v2/sources${q ? `?q=${encodeURIComponent(q)}` : ""}`).then(
        (r) => setRows(r.sources),
        (e: unknown) => setErr(String(e)),
      );
    }, 200);
    return () => clearTimeout(h);
  }, [q]);
  return (
    <Page title={t.sources.title}>
      <Field label={t.sources.search} type="search" value={q} onInput={(e) => setQ(e.currentTarget.value)} />
      {err ? <Notice kind="error">{err}</Notice> : null}
      {rows.length === 0 ? (
        <p>{t.sources.none}</p>
      ) : (
        <ul class="cards">
          {rows.map((s) => (
            <li key={s.id} class="card">
              <strong>{s.title ?? s.name ?? s.id}</strong> {s.kind ? <span class="pill">{s.kind}</span> : null}
              {s.url ? (
                <>
                  {" "}
                  ·{" "}
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {s.url}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
