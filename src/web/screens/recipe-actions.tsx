// What can be done with a recipe: cook it, put it on a list, a plan or a collection, share it, export it, edit it.
import { useState } from "preact/hooks";
import { api, request } from "../lib/api";
import { enqueue } from "../lib/outbox";
import { all, applyServer } from "../lib/store";
import { currentUser } from "../lib/session";
import { navigate } from "../router";
import type { Collection, GroceryList, MealPlan, Recipe } from "../lib/types";
import { t } from "../strings";
import { Notice, Select, useAction } from "../components/ui";

type Panel = "" | "list" | "plan" | "collection" | "share" | "cooklang";

function newKey(): string {
  return `i-${crypto.randomUUID()}`;
}

export function RecipeActions({ r, servings, factor }: { r: Recipe; servings: number; factor: number }) {
  const [panel, setPanel] = useState<Panel>("");
  const [choice, setChoice] = useState("");
  const [slot, setSlot] = useState("");
  const [msg, setMsg] = useState("");
  const [text, setText] = useState("");
  const [run, busy, err] = useAction();
  const lists = all<GroceryList>("grocery_lists").filter((l) => !l.archived);
  const plans = all<MealPlan>("mealplans");
  const collections = all<Collection>("collections");
  const open = (p: Panel) => {
    setPanel(panel === p ? "" : p);
    setMsg("");
    setChoice("");
    setSlot("");
  };

  const addToList = () =>
    run(async () => {
      const list = lists.find((l) => l.id === choice) ?? lists[0];
      if (!list) return;
      const ings = [...r.ingredients, ...r.components.flatMap((c) => c.ingredients)].filter((i) => !i.isOptional);
      const items = ings.map((i) => ({
        key: newKey(),
        name: i.name,
        quantity: typeof i.quantity === "number" ? Math.round(i.quantity * factor * 100) / 100 : null,
        unit: i.unit || null,
        checked: false,
        recipe_id: r.id,
        aisle: "",
      }));
      await enqueue({ type: "grocery.add", listId: list.id, items });
      setMsg(t.recipe.addedToList(list.name));
    });

  const addToPlan = () =>
    run(async () => {
      const plan = plans.find((p) => p.id === choice) ?? plans[0];
      const meal = plan?.meals.find((m) => m.id === slot) ?? plan?.meals[0];
      if (!plan || !meal) return;
      const items = [
        ...meal.items.map((i) => (i.recipe_id ? { recipe_id: i.recipe_id, name: i.name, portion: i.portion } : { name: i.name, portion: i.portion })),
        { recipe_id: r.id, name: r.title, portion: servings },
      ];
      await applyServer("mealplans", [await api.put<MealPlan>(`/api/mealplans/${plan.id}/meals/${meal.id}`, { items })]);
      setMsg(t.recipe.addedToPlan(`${plan.name} · ${meal.name}`));
    });

  const addToCollection = () =>
    run(async () => {
      const c = collections.find((x) => x.id === choice) ?? collections[0];
      if (!c) return;
      await api.post(`/api/collections/${c.id}/recipes`, { recipe_ids: [r.id] });
      await applyServer("collections", [await api.get<Collection>(`/api/collections/${c.id}`)]);
      setMsg(t.recipe.addedToCollection(c.name));
    });

  const share = () =>
    run(async () => {
      setPanel("share");
      const link = await api.post<{ url: string }>("/api/share-links", { resource_type: "recipe", resource_id: r.id });
      setText(link.url);
    });

  const cooklang = () =>
    run(async () => {
      setPanel("cooklang");
      const res = (await request<Response>("GET", `/api/recipes/${r.id}/cooklang`, undefined, { raw: true })).data;
      setText(await res.text());
    });

  const cook = () =>
    run(async () => {
      const s = await api.post<{ id: string }>("/api/cook-sessions", { recipe_id: r.id, servings });
      navigate(`/cook-sessions/${s.id}`);
    });

  const remove = () =>
    run(async () => {
      if (!confirm(t.recipe.deleteConfirm)) return;
      await api.del(`/api/recipes/${r.id}`);
      await applyServer("recipes", [], [r.id]);
      navigate("/");
    });

  const plan = plans.find((p) => p.id === choice) ?? plans[0];
  return (
    <div class="recipe-actions">
      <div class="buttons">
        <button class="primary" type="button" onClick={cook} disabled={busy}>
          {t.recipe.cook}
        </button>
        <button type="button" aria-expanded={panel === "list"} onClick={() => open("list")}>
          {t.recipe.addToList}
        </button>
        <button type="button" aria-expanded={panel === "plan"} onClick={() => open("plan")}>
          {t.recipe.addToPlan}
        </button>
        <a class="button" href={`/recipes/${r.id}/edit`}>
          {t.edit}
        </a>
      </div>
      <details class="more-actions">
        <summary>{t.recipe.moreActions}</summary>
        <div class="buttons">
          <button type="button" aria-expanded={panel === "collection"} onClick={() => open("collection")}>
            {t.recipe.addToCollection}
          </button>
          <button type="button" onClick={share}>
            {t.recipe.share}
          </button>
          <button type="button" onClick={cooklang}>
            {t.recipe.cooklang}
          </button>
          {currentUser()?.id === r.user_id ? (
            <button type="button" class="danger" onClick={remove}>
              {t.delete}
            </button>
          ) : null}
        </div>
      </details>
      {panel === "list" ? (
        lists.length === 0 ? (
          <p>
            {t.grocery.none} <a href="/grocery">{t.grocery.newList}</a>
          </p>
        ) : (
          <form class="inline" onSubmit={(e) => (e.preventDefault(), addToList())}>
            <Select
              label={t.recipe.chooseList}
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
              options={lists.map((l): [string, string] => [l.id, l.name])}
            />
            <button type="submit" disabled={busy}>
              {t.add}
            </button>
          </form>
        )
      ) : null}
      {panel === "plan" ? (
        !plan || plan.meals.length === 0 ? (
          <p>
            {t.plan.none} <a href="/plan">{t.plan.newPlan}</a>
          </p>
        ) : (
          <form class="inline" onSubmit={(e) => (e.preventDefault(), addToPlan())}>
            <Select
              label={t.recipe.choosePlan}
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
              options={plans.map((p): [string, string] => [p.id, p.name])}
            />
            <Select
              label={t.plan.slotName}
              value={slot}
              onChange={(e) => setSlot(e.currentTarget.value)}
              options={plan.meals.map((m): [string, string] => [m.id, m.name || m.start_time])}
            />
            <button type="submit" disabled={busy}>
              {t.add}
            </button>
          </form>
        )
      ) : null}
      {panel === "collection" ? (
        collections.length === 0 ? (
          <p>
            {t.collections.none} <a href="/collections">{t.more.collections}</a>
          </p>
        ) : (
          <form class="inline" onSubmit={(e) => (e.preventDefault(), addToCollection())}>
            <Select
              label={t.recipe.chooseCollection}
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
              options={collections.map((c): [string, string] => [c.id, c.name])}
            />
            <button type="submit" disabled={busy}>
              {t.add}
            </button>
          </form>
        )
      ) : null}
      {panel === "share" && text ? (
        <p>
          {t.recipe.shareCreated} <a href={text}>{text}</a>
        </p>
      ) : null}
      {panel === "cooklang" && text ? (
        <pre class="code" tabIndex={0} aria-label={t.recipe.cooklang}>
          {text}
        </pre>
      ) : null}
      {msg ? <Notice kind="ok">{msg}</Notice> : null}
      {err ? <Notice kind="error">{err}</Notice> : null}
    </div>
  );
}
