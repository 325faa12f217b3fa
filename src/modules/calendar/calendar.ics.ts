/**
 * The meal plans as iCalendar: every meal of a plan is a weekly recurring event (RRULE BYDAY from its
 * days_of_week, UNTIL the plan's end_date), starting at its first day from today in the feed's time zone, with
 * the recipes it plans in the description and a link to the first one's page on PUBLIC_URL.
 */
import ical, { ICalEventRepeatingFreq, ICalWeekday } from "ical-generator";
import type { MealPlanOut } from "../mealplans/mealplans.schemas";

const WEEKDAYS: Record<number, ICalWeekday> = {
  1: ICalWeekday.MO,
  2: ICalWeekday.TU,
  3: ICalWeekday.WE,
  4: ICalWeekday.TH,
  5: ICalWeekday.FR,
  6: ICalWeekday.SA,
  7: ICalWeekday.SU,
};

/** Today's date (YYYY-MM-DD) and ISO weekday in a time zone. */
function todayIn(timeZone: string, now: Date): { date: string; weekday: number } {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const wd = new Date(`${date}T12:00:00Z`).getUTCDay();
  return { date, weekday: wd === 0 ? 7 : wd };
}

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A wall-clock time for ical-generator: with a TZID it writes the Date's local fields as they are, so the Date is
 * built from the wanted fields in the process's own zone (the output then reads e.g. TZID=Europe/Berlin:…T180000).
 */
function wallClock(date: string, hhmm: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(":").map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm, 0);
}

export function buildFeed(opts: { plans: MealPlanOut[]; timeZone: string; publicUrl: string; now: Date; name: string }): string {
  const cal = ical({ name: opts.name, timezone: opts.timeZone, prodId: { company: "recipe-library", product: "meal-plans", language: "EN" }, ttl: 3600 });
  const host = new URL(opts.publicUrl).host;
  const today = todayIn(opts.timeZone, opts.now);
  for (const plan of opts.plans) {
    if (plan.end_date && plan.end_date < today.date) continue;
    for (const meal of plan.meals) {
      const days = [...meal.days_of_week].sort((a, b) => a - b);
      if (days.length === 0) continue;
      // The first day from today that the meal is on.
      const offset = Math.min(...days.map((d) => (d - today.weekday + 7) % 7));
      const first = addDays(today.date, offset);
      if (plan.end_date && first > plan.end_date) continue;
      const recipes = meal.items.filter((i) => i.recipe_id);
      const lines = meal.items.map(
        (i) => `${i.name}${i.portion !== 1 ? ` ×${i.portion}` : ""}${i.recipe_id ? ` — ${opts.publicUrl}/recipes/${i.recipe_id}` : ""}`,
      );
      const label = meal.name || "Meal";
      const summary =
        meal.items.length > 0
          ? `${label}: ${meal.items
              .map((i) => i.name)
              .filter(Boolean)
              .join(", ")}`
          : label;
      const until = plan.end_date ? wallClock(plan.end_date, "23:59") : undefined;
      cal.createEvent({
        id: `${meal.id}@${host}`,
        start: wallClock(first, meal.start_time),
        end: wallClock(first, meal.end_time),
        timezone: opts.timeZone,
        summary,
        description: [plan.name, ...lines, meal.notes].filter((s) => s && s.trim() !== "").join("\n"),
        url: recipes[0]?.recipe_id ? `${opts.publicUrl}/recipes/${recipes[0].recipe_id}` : undefined,
        repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: days.map((d) => WEEKDAYS[d] as ICalWeekday), ...(until ? { until } : {}) },
        stamp: opts.now,
      });
    }
  }
  return cal.toString();
}
