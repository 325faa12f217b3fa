import type { AppModule } from "../module";
import { cooklangRoutes } from "./cooklang.routes";

/** Cooklang import (POST /api/recipes/cooklang) and export (GET /api/recipes/{id}/cooklang); no tables of its own. */
export const cooklangModule: AppModule = { name: "cooklang", routes: cooklangRoutes };
