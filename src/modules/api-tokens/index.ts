import type { AppModule } from "../module";
import { apiTokensRoutes } from "./api-tokens.routes";

/** Personal API tokens for integrations: created, listed and revoked by their owner. */
export const apiTokensModule: AppModule = { name: "api-tokens", routes: apiTokensRoutes };
