/** Public entry of the ingredient parser: import from "src/lib/ingredients". */
export { parseIngredientLine, cleanIngredientLine, type ParsedIngredient } from "./parse";
export { normalizeIngredient, formatIngredient, lostWords, INGREDIENT_CAPS } from "./format";
