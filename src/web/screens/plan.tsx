// The meal plan: the week's recurring slots (days × time), recipes with portions, and the derived grocery list.
import { useMemo, useState } from "preact/hooks";
import { api } from "../lib/api";
import { weekdayName } from "../lib/format";
import { all, applyServer, useStoreVersion } from "../lib/store";
import type { GroceryList, Meal, MealPlan, Recipe } from "../lib/types";
import { navigate } from "../router";
import { t } from "../strings";
import { Field, Notice, Page, Select, useAction, submitAction } from "../components/ui";

const DAYS = [1, 2, 3, 4, 5, 6, 7];

function Slot({ plan, meal, recipes }: { plan: MealPlan; meal: Meal; recipes: Recipe[] }) {
  const [recipeId, setRecipeId] = useState("");
  const [portion, setPortion] = useState("2");
  const [run, busy, err] = useAction();
  const items = meal.items.map((i) => (i.recipe_id ? { recipe_id: i.recipe_id, name: i.name, portion: i.portion } : { name: i.name, portion: i.portion }));
  const save = (next: typeof items) =>
    run(async () => {
      await applyServer("mealplans", [await api.put<MealPlan>(`/api/mealplans/${plan.id}/meals/${meal.id}`, { items: next })]);
    });
  const r = recipes.find((x) => x.id === recipeId) ?? recipes[0];
  return (
    <li class="card slot">
      <h3>
        {meal.name || meal.start_time}{" "}
        <span class="muted slot-when">
          {meal.start_time}–{meal.end_time} · {meal.days_of_week.length === 7 ? t.plan.everyDay : meal.days_of_week.map(weekdayName).join(", ")}
        </span>
      </h3>
      <ul class="plain">
        {meal.items.map((i, n) => (
          <li key={n}>
            {i.recipe_id ? <a href={`/recipes/${i.recipe_id}`}>{i.name}</a> : i.name} <span class="muted">× {i.portion}</span>{" "}
            <button type="button" class="icon" aria-label={`${t.remove} ${i.name}`} onClick={() => save(items.filter((_x, k) => k !== n))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {recipes.length > 0 ? (
        <form class="inline" onSubmit={(e) => (e.preventDefault(), r && save([...items, { recipe_id: r.id, name: r.title, portion: Number(portion) || 1 }]))}>
          <Select
            label={t.plan.recipe}
            value={recipeId}
            onChange={(e) => setRecipeId(e.currentTarget.value)}
            options={recipes.map((x): [string, string] => [x.id, x.title])}
          />
          <Field label={t.plan.portions} type="number" min="0.5" step="0.5" value={portion} onInput={(e) => setPortion(e.currentTarget.value)} />
          <button type="submit" disabled={busy}>
            {t.plan.addRecipe}
          </button>
        </form>
      ) : null}
      <button
        type="button"
        class="danger"
        onClick={() =>
          run(async () => {
            await api.del(`/api/mealplans/${plan.id}/meals/${meal.id}`);
            await applyServer("mealplans", [await api.get<MealPlan>(`/api/mealplans/${plan.id}`)]);
          })
        }
      >
        {t.plan.removeSlot}
      </button>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </li>
  );
}

function NewSlot({ plan }: { plan: MealPlan }) {
  const [name, setName] = useState("");
  const [start, setStart] = useState("18:00");
  const [end, setEnd] = useState("19:00");
  const [days, setDays] = useState<number[]>(DAYS);
  const [run, busy, err] = useAction();
  return (
    <form
      class="card form"
      onSubmit={submitAction(run, async () => {
        await api.post(`/api/mealplans/${plan.id}/meals`, { name, start_time: start, end_time: end, days_of_week: days });
        await applyServer("mealplans", [await api.get<MealPlan>(`/api/mealplans/${plan.id}`)]);
        setName("");
      })}
    >
      <h2>{t.plan.addSlot}</h2>
      <Field label={t.plan.slotName} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <div class="row2">
        <Field label={t.plan.start} type="time" value={start} onInput={(e) => setStart(e.currentTarget.value)} />
        <Field label={t.plan.end} type="time" value={end} onInput={(e) => setEnd(e.currentTarget.value)} />
      </div>
      <fieldset class="days">
        <legend>{t.plan.days}</legend>
        {DAYS.map((d) => (
          <label key={d}>
            <input
              type="checkbox"
              checked={days.includes(d)}
              onChange={(e) => setDays(e.currentTarget.checked ? [...days, d].sort() : days.filter((x) => x !== d))}
            />
            {weekdayName(d)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={busy || days.length === 0}>
        {t.plan.addSlot}
      </button>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </form>
  );
}

export function Plan() {
  const v = useStoreVersion();
  const plans = useMemo(() => all<MealPlan>("mealplans").sort((a, b) => b.updated_at.localeCompare(a.updated_at)), [v]);
  const recipes = useMemo(() => all<Recipe>("recipes").sort((a, b) => a.title.localeCompare(b.title)), [v]);
  const [planId, setPlanId] = useState("");
  const [name, setName] = useState("");
  const [msg, setMsg] = useState("");
  const [run, busy, err] = useAction();
  const plan = plans.find((p) => p.id === planId) ?? plans[0];
  return (
    <Page title={t.plan.title}>
      {plans.length > 1 ? (
        <Select
          label={t.recipe.choosePlan}
          value={plan?.id}
          onChange={(e) => setPlanId(e.currentTarget.value)}
          options={plans.map((p): [string, string] => [p.id, p.name])}
        />
      ) : null}
      {!plan ? (
        <p>{t.plan.none}</p>
      ) : (
        <>
          <h2>{plan.name}</h2>
          <ul class="slots">
            {plan.meals.map((m) => (
              <Slot key={m.id} plan={plan} meal={m} recipes={recipes} />
            ))}
          </ul>
          <button
            type="button"
            class="primary"
            disabled={busy}
            onClick={() =>
              run(async () => {
                const list = await api.post<GroceryList>(`/api/mealplans/${plan.id}/grocery-list`, {});
                await applyServer("grocery_lists", [list]);
                setMsg(t.plan.derived(list.name));
                navigate(`/grocery/${list.id}`);
              })
            }
          >
            {t.plan.derive}
          </button>
          {msg ? <Notice kind="ok">{msg}</Notice> : null}
          <NewSlot plan={plan} />
        </>
      )}
      <form
        class="inline"
        onSubmit={submitAction(run, async () => {
          const p = await api.post<MealPlan>("/api/mealplans", { name: name.trim() });
          await applyServer("mealplans", [p]);
          setPlanId(p.id);
          setName("");
        })}
      >
        <Field label={t.plan.name} value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {t.plan.newPlan}
        </button>
      </form>
      {err ? <Notice kind="error">{err}</Notice> : null}
    </Page>
  );
}
