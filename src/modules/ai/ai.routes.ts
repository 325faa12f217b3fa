import { defineRoute, type RouteDef } from "../../http/route";
import { embeddingsBody, embeddingsSchema, parseBody, parsedSchema, searchQuery, searchResultSchema, suggestBody, suggestSchema } from "./ai.schemas";
import { embeddings, parseIngredients, semanticSearch, suggest } from "./ai.service";

const tags = ["ai"];

/** Assistant primitives that run on the appliance itself: no model download, no external service. */
export const aiRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/ai/embeddings",
    summary: "Embed texts with the appliance's offline model (feature-hashed words, stems, trigrams and kitchen synonyms)",
    description:
      "Vectors are L2-normalised; compare them with a dot product. The model (`rl-hash-v1`, 384 dimensions) is lexical-semantic, not a neural network: it needs no download and runs on a Raspberry Pi.",
    tags,
    auth: "user",
    body: embeddingsBody,
    responses: { 200: { description: "One vector per text, in order", schema: embeddingsSchema } },
    handler: ({ body }) => embeddings(body.texts),
  }),
  defineRoute({
    method: "GET",
    path: "/api/ai/search",
    summary: "Semantic search over the recipes you can see (your own and those shared into your households)",
    tags,
    auth: "user",
    query: searchQuery,
    responses: { 200: { description: "Best matches first, with cosine scores", schema: searchResultSchema } },
    handler: ({ deps, actor, query }) => semanticSearch(deps, actor, query.q, query.limit),
  }),
  defineRoute({
    method: "POST",
    path: "/api/ai/parse-ingredients",
    summary: "Parse ingredient lines into Ingredient records (the same parser and records imports store)",
    description:
      "Each record keeps everything its line said: `size`, `note`, `quantityMax` (a range's upper end) and `original` (the line as written) besides the spec's fields. At most 200 lines and 20,000 characters per request (400 naming `lines` above that).",
    tags,
    auth: "user",
    body: parseBody,
    responses: {
      200: { description: "One Ingredient per line, in order", schema: parsedSchema },
      503: { description: "The parser worker is busy; try again shortly" },
    },
    handler: ({ body }) => parseIngredients(body.lines),
  }),
  defineRoute({
    method: "POST",
    path: "/api/ai/suggest",
    summary: "Recipes you can cook with what you have: ranked by the fewest missing ingredients",
    tags,
    auth: "user",
    body: suggestBody,
    responses: { 200: { description: "Suggestions with matched and missing ingredients", schema: suggestSchema } },
    handler: ({ deps, actor, body }) => suggest(deps, actor, body),
  }),
];
