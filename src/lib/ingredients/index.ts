/** Public entry of the ingredient parser: import from "src/lib/ingredients". */
export { parseIngredientLine, cleanIngredientLine, type ParsedIngredient } from "./parse";
export { normalizeIngredient, formatIngredient } from "./format";
