// Amounts as a cook reads them: kitchen fractions (⅔, not 0.6667), ranges, and metric/US conversion; dates and
// numbers through Intl in the browser's language.
import type { Ingredient } from "./types";

const FRACTIONS: [number, string][] = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [3 / 8, "⅜"],
  [1 / 2, "½"],
  [5 / 8, "⅝"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [7 / 8, "⅞"],
];

const num = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const num2 = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export function formatNumber(n: number, digits = 1): string {
  return (digits === 1 ? num : num2).format(n);
}

/** 0.6667 → "⅔", 1.5 → "1½", 2.02 → "2", 137.4 → "137"; amounts that fit no fraction keep one decimal. */
export function kitchen(q: number): string {
  if (q >= 20) return num.format(Math.round(q));
  const whole = Math.floor(q);
  const frac = q - whole;
  if (frac < 0.04) return num.format(whole);
  if (frac > 0.96) return num.format(whole + 1);
  let best: [number, string] | null = null;
  for (const f of FRACTIONS) if (Math.abs(f[0] - frac) < 0.035 && (!best || Math.abs(f[0] - frac) < Math.abs(best[0] - frac))) best = f;
  if (best) return whole > 0 ? `${num.format(whole)}${best[1]}` : best[1];
  return num.format(q);
}

export type UnitMode = "as-written" | "metric" | "us";

const VOLUME_ML: Record<string, number> = {
  tsp: 4.929,
  teaspoon: 4.929,
  teaspoons: 4.929,
  tbsp: 14.787,
  tablespoon: 14.787,
  tablespoons: 14.787,
  cup: 236.6,
  cups: 236.6,
  "fl oz": 29.57,
  pint: 473.2,
  pints: 473.2,
  quart: 946.4,
  quarts: 946.4,
  gallon: 3785,
  gallons: 3785,
};
const METRIC_VOLUME: Record<string, number> = { ml: 1, milliliter: 1, millilitre: 1, cl: 10, dl: 100, l: 1000, liter: 1000, litre: 1000 };
const WEIGHT_G: Record<string, number> = { oz: 28.35, ounce: 28.35, ounces: 28.35, lb: 453.6, lbs: 453.6, pound: 453.6, pounds: 453.6 };
const METRIC_WEIGHT: Record<string, number> = { g: 1, gram: 1, grams: 1, kg: 1000, kilogram: 1000, kilograms: 1000 };

/** Convert an amount to the chosen system; units of neither system (pinch, clove, can) are kept as written. */
export function convert(q: number, unit: string, mode: UnitMode): { q: number; unit: string } {
  const u = unit.toLowerCase().replace(/\.$/, "");
  if (mode === "metric") {
    if (VOLUME_ML[u]) {
      const ml = q * VOLUME_ML[u];
      return ml >= 1000 ? { q: ml / 1000, unit: "l" } : { q: ml < 20 ? ml : Math.round(ml / 5) * 5, unit: "ml" };
    }
    if (WEIGHT_G[u]) {
      const g = q * WEIGHT_G[u];
      return g >= 1000 ? { q: g / 1000, unit: "kg" } : { q: g < 20 ? g : Math.round(g / 5) * 5, unit: "g" };
    }
  }
  if (mode === "us") {
    if (METRIC_VOLUME[u]) {
      const ml = q * METRIC_VOLUME[u];
      if (ml < 15) return { q: ml / VOLUME_ML.tsp, unit: "tsp" };
      if (ml < 60) return { q: ml / VOLUME_ML.tbsp, unit: "tbsp" };
      return { q: ml / VOLUME_ML.cup, unit: ml / VOLUME_ML.cup === 1 ? "cup" : "cups" };
    }
    if (METRIC_WEIGHT[u]) {
      const g = q * METRIC_WEIGHT[u];
      return g >= 453.6 ? { q: g / 453.6, unit: "lb" } : { q: g / 28.35, unit: "oz" };
    }
  }
  return { q, unit };
}

/** The ingredient line to show, scaled by `factor` and converted to `mode`. */
const METRIC = /^(g|kg|ml|cl|dl|l|gram|grams|kilogram|kilograms|liter|litre|milliliter|millilitre)$/i;

/** Metric amounts read as decimals (1.36 kg), the others as kitchen fractions (1⅓ cups). */
function amountText(q: number, unit: string): string {
  return METRIC.test(unit) ? formatNumber(q, 2) : kitchen(q);
}

export function ingredientText(ing: Ingredient, factor: number, mode: UnitMode): { amount: string; rest: string } {
  if (factor === 1 && mode === "as-written" && ing.original) return { amount: "", rest: ing.original };
  let amount = "";
  let unit = ing.unit ?? "";
  if (typeof ing.quantity === "number") {
    const lo = convert(ing.quantity * factor, unit, mode);
    amount = amountText(lo.q, lo.unit);
    if (typeof ing.quantityMax === "number") {
      const hi = convert(ing.quantityMax * factor, unit, mode);
      amount += `–${amountText(hi.q, hi.unit)}`;
    }
    unit = lo.unit;
  } else if (ing.original && factor === 1) {
    return { amount: "", rest: ing.original };
  }
  const parts = [unit, ing.size, ing.name].filter(Boolean).join(" ");
  const extra = [ing.preparation, ing.note].filter(Boolean).join("; ");
  return { amount, rest: extra ? `${parts}, ${extra}` : parts };
}

/** 1536 → "1.5 KB", 3.2e9 → "3 GB" (powers of 1024, as disk tools show them). */
export function formatBytes(n: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${num.format(v)} ${units[i]}`;
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function weekdayName(isoDay: number): string {
  // 2024-01-01 was a Monday (ISO day 1).
  return new Intl.DateTimeFormat(undefined, { weekday: "short" }).format(new Date(Date.UTC(2024, 0, isoDay, 12)));
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

/**
 * Durations written in a step ("bake 25 minutes", "1 hr 10 min", "30 secs") with their position and length in ms.
 * A bare "m" is not taken: in a recipe it is as often metres as minutes.
 */
export function findDurations(text: string): { start: number; end: number; ms: number; label: string }[] {
  const re = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?\s*(hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)\b/gi;
  const out: { start: number; end: number; ms: number; label: string }[] = [];
  for (const m of text.matchAll(re)) {
    const n = Number((m[2] ?? m[1]).replace(",", "."));
    const u = m[3].toLowerCase();
    const unitMs = u.startsWith("h") ? 3600000 : u.startsWith("s") ? 1000 : 60000;
    out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, ms: n * unitMs, label: m[0] });
  }
  return out;
}
