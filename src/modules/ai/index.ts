import type { AppModule } from "../module";
import { aiRoutes } from "./ai.routes";

/** Embeddings, semantic search, ingredient parsing and "what can I cook" suggestions, all offline. */
export const aiModule: AppModule = { name: "ai", routes: aiRoutes };
