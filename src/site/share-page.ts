import { esc, jsonLd, styleHash, httpUrl } from "./html";
import { allIngredientLines, imagesOf, itemListLd, num, objs, recipeLd, str, strs, type Obj } from "./share-jsonld";

/**
 * The server-rendered page of a share link (/shared/<token>): readable without an account or JavaScript, with
 * Open Graph tags for link previews and schema.org JSON-LD for recipe apps. Its only style is the inline block
 * below, allowed by its hash in the page's CSP; no script runs (JSON-LD is data, not script).
 */
const CSS = `:root{color-scheme:light dark;--fg:#1d1b18;--bg:#fbfaf7;--muted:#6b655c;--accent:#9a3412;--line:#e7e2d9}
@media (prefers-color-scheme:dark){:root{--fg:#eeeae3;--bg:#171614;--muted:#a59e93;--accent:#fb923c;--line:#35322d}}
*{box-sizing:border-box}body{margin:0;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:44rem;margin:0 auto;padding:1.25rem 1rem 3rem}h1{font-size:1.8rem;line-height:1.2;margin:.5rem 0}h2{font-size:1.25rem;margin:1.75rem 0 .5rem}h3{font-size:1.05rem;margin:1.25rem 0 .25rem}
img{max-width:100%;height:auto;border-radius:.5rem;display:block}.sub,.meta,.kind,footer{color:var(--muted)}.meta{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;padding:0;list-style:none}
ul,ol{padding-left:1.4rem}li{margin:.3rem 0}.save{display:inline-block;margin:1rem 0;padding:.7rem 1.1rem;border-radius:.5rem;background:var(--accent);color:#fff;text-decoration:none;font-weight:600}
a{color:var(--accent)}section{border-top:1px solid var(--line);margin-top:1.5rem}.done{text-decoration:line-through;color:var(--muted)}footer{margin-top:2.5rem;font-size:.9rem}`;

/** The CSP of share pages: no script at all, the inline style by hash, images from this appliance. */
export function sharePageCsp(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return `default-src 'none'; style-src ${styleHash(CSS)}; img-src 'self' ${origin} data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

const KIND_LABEL: Record<string, string> = { recipe: "Recipe", collection: "Collection", mealplan: "Meal plan", grocery_list: "Grocery list" };
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function minutesText(m: number | null): string | null {
  if (m === null || m <= 0) return null;
  const h = Math.floor(m / 60);
  const rest = Math.round(m % 60);
  return h ? `${h} h${rest ? ` ${rest} min` : ""}` : `${rest} min`;
}

const list = (tag: "ul" | "ol", items: string[]): string => (items.length ? `<${tag}>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</${tag}>` : "");

/** The body of one recipe: picture, facts, ingredients, steps, source. `level` is the heading level of its title. */
function recipeBody(r: Obj, level: 1 | 2): string {
  const h = `h${level}`;
  const sub = `h${level + 1}`;
  const image = objs(r, "media")[0];
  const src = image ? (httpUrl(image.preview_url) ?? httpUrl(image.url)) : undefined;
  const facts = [
    num(r, "servings") !== null ? `Serves ${num(r, "servings")}` : null,
    minutesText(num(r, "prep_time")) && `Prep ${minutesText(num(r, "prep_time"))}`,
    minutesText(num(r, "cook_time")) && `Cook ${minutesText(num(r, "cook_time"))}`,
    minutesText(num(r, "total_time")) && `Total ${minutesText(num(r, "total_time"))}`,
  ].filter((x): x is string => typeof x === "string" && x.length > 0);
  const parts = [`<${h}>${esc(str(r, "title"))}</${h}>`];
  if (str(r, "subtitle")) parts.push(`<p class="sub">${esc(str(r, "subtitle"))}</p>`);
  if (src)
    parts.push(
      `<img src="${esc(src)}" alt="${esc(str(r, "title"))}"${num(image ?? {}, "width") && num(image ?? {}, "height") ? ` width="${num(image ?? {}, "width")}" height="${num(image ?? {}, "height")}"` : ""}>`,
    );
  if (facts.length) parts.push(`<ul class="meta">${facts.map((f) => `<li>${esc(f)}</li>`).join("")}</ul>`);
  if (str(r, "description")) parts.push(`<p>${esc(str(r, "description"))}</p>`);
  const ingredients = objs(r, "ingredients");
  if (ingredients.length) parts.push(`<${sub}>Ingredients</${sub}>${list("ul", allIngredientLines({ ingredients }))}`);
  if (strs(r, "instructions").length) parts.push(`<${sub}>Steps</${sub}>${list("ol", strs(r, "instructions"))}`);
  for (const c of objs(r, "components")) {
    parts.push(`<${sub}>${esc(str(c, "title") || "Also")}</${sub}>`);
    if (str(c, "description")) parts.push(`<p>${esc(str(c, "description"))}</p>`);
    parts.push(list("ul", allIngredientLines({ ingredients: objs(c, "ingredients") })));
    parts.push(list("ol", strs(c, "instructions")));
  }
  const source = httpUrl(r.source_url);
  if (source) parts.push(`<p class="sub">Source: <a href="${esc(source)}" rel="nofollow noopener noreferrer">${esc(new URL(source).hostname)}</a></p>`);
  if (strs(r, "tags").length) parts.push(`<p class="sub">${esc(strs(r, "tags").join(" · "))}</p>`);
  return parts.join("\n");
}

/** What a page shows and says about itself. */
interface Rendered {
  title: string;
  description: string;
  image?: string;
  body: string;
  ld?: Obj;
}

function renderRecipe(r: Obj, url: string): Rendered {
  const ingredients = allIngredientLines(r);
  const description =
    str(r, "description") ||
    str(r, "subtitle") ||
    (ingredients.length ? `${plural(ingredients.length, "ingredient")}: ${ingredients.slice(0, 6).join(", ")}` : "A shared recipe");
  return { title: str(r, "title"), description, image: imagesOf(r)[0], body: recipeBody(r, 1), ld: recipeLd(r, url) };
}

function renderCollection(c: Obj, url: string): Rendered {
  const recipes = objs(c, "recipes");
  const body = [
    `<h1>${esc(str(c, "name"))}</h1>`,
    str(c, "description") ? `<p>${esc(str(c, "description"))}</p>` : "",
    `<p class="sub">${esc(plural(recipes.length, "recipe"))}</p>`,
  ];
  for (const r of recipes) body.push(`<section>${recipeBody(r, 2)}</section>`);
  return {
    title: str(c, "name"),
    description:
      str(c, "description") ||
      `${plural(recipes.length, "recipe")}: ${recipes
        .slice(0, 5)
        .map((r) => str(r, "title"))
        .join(", ")}`,
    image: recipes.map((r) => imagesOf(r)[0]).find((x) => x !== undefined),
    body: body.join("\n"),
    ld: itemListLd(
      str(c, "name"),
      str(c, "description"),
      recipes.map((r) => recipeLd(r)),
      url,
    ),
  };
}

function renderPlan(p: Obj, url: string): Rendered {
  const meals = objs(p, "meals");
  const body = [`<h1>${esc(str(p, "name"))}</h1>`, str(p, "description") ? `<p>${esc(str(p, "description"))}</p>` : ""];
  const named: Obj[] = [];
  for (const m of meals) {
    const days = (Array.isArray(m.days_of_week) ? (m.days_of_week as unknown[]) : []).flatMap((d) => (typeof d === "number" && DAYS[d] ? [DAYS[d]] : []));
    const when = [days.join(", "), [str(m, "start_time"), str(m, "end_time")].filter(Boolean).join("–")].filter(Boolean).join(" · ");
    const items = objs(m, "items").filter((it) => str(it, "name"));
    body.push(
      `<section><h2>${esc(str(m, "name"))}</h2>${when ? `<p class="sub">${esc(when)}</p>` : ""}${list(
        "ul",
        items.map((it) => `${str(it, "name")}${num(it, "portion") !== null ? ` × ${num(it, "portion")}` : ""}`),
      )}</section>`,
    );
    for (const it of items) if (it.recipe_withheld !== true) named.push({ "@type": "Recipe", name: str(it, "name") });
  }
  return {
    title: str(p, "name"),
    description: str(p, "description") || `A meal plan of ${plural(meals.length, "meal")}`,
    body: body.join("\n"),
    ld: itemListLd(str(p, "name"), str(p, "description"), named, url),
  };
}

function renderGroceryList(g: Obj): Rendered {
  const items = objs(g, "items");
  const line = (it: Obj) => [num(it, "quantity"), str(it, "unit"), str(it, "name")].filter((x) => x !== null && x !== "").join(" ");
  const body = [
    `<h1>${esc(str(g, "name"))}</h1>`,
    str(g, "description") ? `<p>${esc(str(g, "description"))}</p>` : "",
    `<ul>${items.map((it) => `<li${it.checked === true ? ' class="done"' : ""}>${esc(line(it))}</li>`).join("")}</ul>`,
  ];
  return { title: str(g, "name"), description: str(g, "description") || `A grocery list of ${plural(items.length, "item")}`, body: body.join("\n") };
}

function page(opts: { title: string; description: string; url?: string; image?: string; kind?: string; body: string; ld?: Obj; saveUrl?: string }): string {
  const og = [
    `<meta property="og:type" content="${opts.kind === "recipe" ? "article" : "website"}">`,
    `<meta property="og:site_name" content="Recipe library">`,
    `<meta property="og:title" content="${esc(opts.title)}">`,
    `<meta property="og:description" content="${esc(opts.description)}">`,
    opts.url ? `<meta property="og:url" content="${esc(opts.url)}">` : "",
    opts.image ? `<meta property="og:image" content="${esc(opts.image)}">` : "",
    `<meta name="twitter:card" content="${opts.image ? "summary_large_image" : "summary"}">`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${esc(opts.title)}</title>
<meta name="description" content="${esc(opts.description)}">
${og.join("\n")}
<style>${CSS}</style>
${opts.ld ? `<script type="application/ld+json">${jsonLd(opts.ld)}</script>` : ""}
</head>
<body>
<main>
${opts.kind ? `<p class="kind">${esc(KIND_LABEL[opts.kind] ?? "")} shared with you</p>` : ""}
${opts.body}
${opts.saveUrl ? `<p><a class="save" href="${esc(opts.saveUrl)}">Save to my library</a></p>` : ""}
<footer>Shared from a family recipe library. <a href="/">Open the library</a></footer>
</main>
</body>
</html>
`;
}

/**
 * The page of a live share link. `resource` is the public view GET /api/shared/{token} answers; `fallbackImage`
 * (the app's icon) is the preview picture of a record without one.
 */
export function renderSharePage(view: { resource_type: string; resource: Obj }, token: string, publicUrl: string, fallbackImage?: string): string {
  const url = `${publicUrl}/shared/${encodeURIComponent(token)}`;
  const r = view.resource;
  const rendered =
    view.resource_type === "recipe"
      ? renderRecipe(r, url)
      : view.resource_type === "collection"
        ? renderCollection(r, url)
        : view.resource_type === "mealplan"
          ? renderPlan(r, url)
          : renderGroceryList(r);
  return page({ ...rendered, image: rendered.image ?? fallbackImage, url, kind: view.resource_type, saveUrl: `/save-shared/${encodeURIComponent(token)}` });
}

/** The friendly 404 of a revoked, expired or unknown link. */
export function renderShareNotFound(): string {
  return page({
    title: "This link is no longer shared",
    description: "The link was revoked, has expired, or never existed.",
    body: `<h1>This link is no longer shared</h1><p>Whoever shared it may have revoked it, or it has expired. Ask them for a new link.</p>`,
  });
}
