/** Cooklang (https://cooklang.org) import and export: parser, converter to recipe input, serializer. Pure functions. */
export { parseCooklang, parseCooklangQuantity, parseLine } from "./parse";
export { cooklangToRecipeInput, aggregateIngredients, stepText, type CooklangRecipeInput, type CooklangComponentInput } from "./convert";
export { recipeToCooklang, escapeText, ingredientMarkup, type CooklangExportRecipe } from "./serialize";
export { readAmount, formatCooklangQuantity, type ReadAmount } from "./quantity";
export { parseFrontMatter, yamlValue } from "./metadata";
export type { CooklangQuantity, CooklangRecipe, CooklangSection, Item, TextItem, IngredientItem, CookwareItem, TimerItem } from "./types";
