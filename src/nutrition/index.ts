/**
 * Nutrition estimation: per-serving figures from an ingredient list, matched against USDA SR Legacy
 * (shipped in ./data, loaded lazily on first use — importing this module reads no data).
 */
export { computeNutrition, ingredientsHash } from "./compute";
export { matchFood } from "./match";
export type { FoodMatch } from "./match";
export { foodByNdb, loadFoods, isFoodDataLoaded, setFoodDataPath } from "./data-loader";
export { toGrams } from "./portions";
export type { Food, FoodPortion, MatchedIngredient, NutritionIngredient, NutritionResult, SkippedIngredient } from "./types";
