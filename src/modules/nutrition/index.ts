import type { AppModule } from "../module";
import { nutritionRoutes } from "./nutrition.routes";

/** Per-serving nutrition of recipes, computed on request and cached on the recipe. */
export const nutritionModule: AppModule = { name: "nutrition", routes: nutritionRoutes };
