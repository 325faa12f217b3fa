// Grocery lists: grouped by aisle, one tap checks an item off (queued durably, works offline, live on the other
// phones), "2 cups milk" typed as text is read by the ingredient parser.
import { useMemo, useState } from "preact/hooks";
import { NetworkError, api } from "../lib/api";
import { enqueue, pendingKeys, shownList } from "../lib/outbox";
import { all, applyServer, one, useStoreVersion } from "../lib/store";
import { kitchen } from "../lib/format";
import type { GroceryItem, GroceryList, Ingredient } from "../lib/types";
import { navigate } from "../router";
import { t } from "../strings";
import { Field, Notice, Page, useAction } from "../components/ui";

export function GroceryLists() {
  const v = useStoreVersion();
  const lists = useMemo(
    () =>
      all<GroceryList>("grocery_lists")
        .filter((l) => !l.archived)
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
    [v],
  );
  const [name, setName] = useState("");
  const [run, busy, err] = useAction();
  const create = () =>
    run(async () => {
      const list = await api.post<GroceryList>("/api/grocery-lists", { name: name.trim() });
      await applyServer("grocery_lists", [list]);
      setName("");
      navigate(`/grocery/${list.id}`);
    });
  return (
    <Page title={t.grocery.title}>
      {lists.length === 0 ? (
        <p>{t.grocery.none}</p>
      ) : (
        <ul class="cards">
          {lists.map((l) => {
            const shown = shownList(l);
            return (
              <li key={l.id}>
                <a class="card link" href={`/grocery/${l.id}`}>
                  <strong>{l.name}</strong>
                  <span class="muted">{t.grocery.checkedCount(shown.items.filter((i) => i.checked).length, shown.items.length)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <form class="inline" onSubmit={(e) => (e.preventDefault(), create())}>
        <Field label={t.grocery.listName} value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {t.grocery.newList}
        </button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </Page>
  );
}

function amountOf(i: GroceryItem): string {
  if (i.quantity === null) return "";
  return [kitchen(i.quantity), i.unit ?? ""].filter(Boolean).join(" ");
}

function ItemRow({ listId, item, pending }: { listId: string; item: GroceryItem; pending: boolean }) {
  const id = `gi-${item.key}`;
  const amount = amountOf(item);
  return (
    <li class={`gitem ${item.checked ? "done" : ""}`}>
      <input
        type="checkbox"
        id={id}
        checked={item.checked}
        onChange={(e) => void enqueue({ type: "grocery.check", listId, key: item.key, checked: e.currentTarget.checked })}
      />
      <label for={id}>
        {item.name}
        {amount ? <span class="muted"> · {amount}</span> : null}
        {pending ? <span class="sr-only"> ({t.grocery.pending})</span> : null}
      </label>
      {pending ? <span class="dot" aria-hidden="true" title={t.grocery.pending} /> : null}
      <button
        type="button"
        class="icon"
        aria-label={t.grocery.remove(item.name)}
        onClick={() => void enqueue({ type: "grocery.remove", listId, key: item.key })}
      >
        ×
      </button>
    </li>
  );
}

async function parseLine(text: string): Promise<Ingredient> {
  try {
    const r = await api.post<{ ingredients: Ingredient[] }>("/api/ai/parse-ingredients", { lines: [text] });
    return r.ingredients[0] ?? { name: text };
  } catch (e) {
    if (e instanceof NetworkError) return { name: text };
    throw e;
  }
}

export function GroceryListView({ id }: { id: string }) {
  useStoreVersion();
  const base = one<GroceryList>("grocery_lists", id);
  const [text, setText] = useState("");
  const [run, busy, err] = useAction();
  if (!base)
    return (
      <Page title={t.grocery.title}>
        <p>{t.grocery.none}</p>
      </Page>
    );
  const list = shownList(base);
  const pending = pendingKeys(id);
  const groups = new Map<string, GroceryItem[]>();
  for (const i of list.items) {
    const aisle = i.aisle || t.grocery.aisleOther;
    groups.set(aisle, [...(groups.get(aisle) ?? []), i]);
  }
  const aisles = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  const add = () =>
    run(async () => {
      const line = text.trim();
      if (!line) return;
      const ing = await parseLine(line);
      const name = [ing.name, ing.preparation].filter(Boolean).join(", ") || line;
      await enqueue({
        type: "grocery.add",
        listId: id,
        items: [{ key: `i-${crypto.randomUUID()}`, name, quantity: ing.quantity ?? null, unit: ing.unit || null, checked: false, recipe_id: null, aisle: "" }],
      });
      setText("");
    });
  return (
    <Page title={list.name}>
      <p class="muted" role="status">
        {t.grocery.checkedCount(list.items.filter((i) => i.checked).length, list.items.length)}
      </p>
      <form class="inline" onSubmit={(e) => (e.preventDefault(), add())}>
        <Field label={t.grocery.addItem} value={text} onInput={(e) => setText(e.currentTarget.value)} autoComplete="off" />
        <button type="submit" disabled={busy}>
          {t.grocery.addButton}
        </button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
      {list.items.length === 0 ? (
        <p>{t.grocery.empty}</p>
      ) : (
        aisles.map((a) => (
          <section key={a} aria-label={a} class="aisle">
            <h2>{a}</h2>
            <ul class="glist">
              {(groups.get(a) ?? []).map((i) => (
                <ItemRow key={i.key} listId={id} item={i} pending={pending.has(i.key)} />
              ))}
            </ul>
          </section>
        ))
      )}
    </Page>
  );
}
