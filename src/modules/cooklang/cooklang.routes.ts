import { defineRoute, Reply, type RouteDef } from "../../http/route";
import { recipeSchema } from "../recipes/recipes.schemas";
import { cooklangParams, importCooklangSchema } from "./cooklang.schemas";
import { exportCooklang, importCooklang } from "./cooklang.service";

const tags = ["recipes"];

export const cooklangRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/recipes/{id}/cooklang",
    summary: "A recipe you can see as a Cooklang (.cook) file",
    description:
      "text/plain; charset=utf-8, downloaded as an attachment named after the title (unsafe characters dropped). " +
      "YAML front matter (title, description, tags, servings, prep time, cook time, time in minutes, difficulty, source), " +
      "then one paragraph per instruction, each component as a `== Title ==` section, and the notes as `> ` lines. " +
      "Each ingredient is marked up as `@name{quantity%unit}(preparation)` at its first mention by name in the steps; " +
      'ingredients no step mentions are marked up at the start of the first step as a list followed by ": ". ' +
      "Prose that would read as markup is escaped with a backslash. Images, rating and nutrition are not part of Cooklang. " +
      "404 for a recipe you cannot see.",
    tags,
    auth: "user",
    params: cooklangParams,
    responses: {
      200: {
        description: "The recipe in Cooklang",
        contentType: "text/plain; charset=utf-8",
        headers: { "Content-Disposition": 'attachment; filename="<title>.cook"' },
      },
    },
    handler: ({ deps, actor, params }) => {
      const out = exportCooklang(deps, actor, params.id);
      return new Reply(200, out.text, { "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": out.disposition });
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/recipes/cooklang",
    summary: "Create a recipe from Cooklang text",
    description:
      "Parses Cooklang (the spec's canonical parser tests pass: @ingredients, #cookware, ~timers, -- and [- -] comments, " +
      "YAML front matter and `>> key: value` metadata). `title` overrides the source's `title` metadata; one of them is required (400 `title`). " +
      'Metadata: servings/serves/yield, prep time, cook time, time/total time/duration ("1 hour 30 minutes", "45 min"), tags ' +
      "(plus course, cuisine, category, diet), description, difficulty, source (as source_url when it is an http(s) URL); " +
      "other entries and `> ` notes go into notes. Ingredients are gathered from the steps in order of first mention, " +
      'quantities as numbers ("1/2" → 0.5), repeats of one name added up when their units agree; instructions are the steps ' +
      "with the markup rendered as words; `== Section ==` lines start components. " +
      "400 `source` when the source has no steps or yields a recipe the recipe rules reject (the message names the recipe field).",
    tags,
    auth: "user",
    body: importCooklangSchema,
    responses: { 201: { description: "Created recipe", schema: recipeSchema } },
    handler: ({ deps, actor, body }) => new Reply(201, importCooklang(deps, actor, body)),
  }),
];
