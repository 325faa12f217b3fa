/**
 * Public entry of the ingredient parser: import from "src/lib/ingredients".
 *
 * normalizeIngredient is the one function every path that stores an ingredient calls, whatever it starts from: a
 * raw line (recipe API, web, text, OCR and social imports through lineToIngredient, the bulk parse endpoint) or an
 * object (recipe API, archive imports of another app's export, the Cooklang conversion). Its record keeps everything
 * the line said: name, quantity, quantityMax, unit, size, preparation, note, isOptional and original.
 */
export { parseIngredientLine, cleanIngredientLine, type ParsedIngredient } from "./parse";
export { normalizeIngredient, formatIngredient, lostWords, INGREDIENT_CAPS } from "./format";
