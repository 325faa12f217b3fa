import type { AppModule } from "./module";
import { systemModule } from "./system";
import { authModule } from "./auth";
import { usersModule } from "./users";
import { eventsModule } from "./events";
import { filesModule } from "./files";
import { recipesModule } from "./recipes";
import { nutritionModule } from "./nutrition";

/** Every feature module of the appliance, in mounting order. Add a module here and nowhere else. */
export const modules: AppModule[] = [systemModule, authModule, usersModule, eventsModule, filesModule, recipesModule, nutritionModule];
