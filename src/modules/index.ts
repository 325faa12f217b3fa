import type { AppModule } from "./module";
import { systemModule } from "./system";
import { authModule } from "./auth";
import { usersModule } from "./users";
import { apiTokensModule } from "./api-tokens";
import { eventsModule } from "./events";
import { filesModule } from "./files";
import { recipesModule } from "./recipes";
import { nutritionModule } from "./nutrition";
import { mealplansModule } from "./mealplans";
import { groceryModule } from "./grocery";
import { wishlistsModule } from "./wishlists";
import { timersModule } from "./timers";
import { cookSessionsModule } from "./cook-sessions";
import { notificationsModule } from "./notifications";
import { pushModule } from "./push";
import { importsModule } from "./imports";
import { collectionsModule } from "./collections";
import { sourcesModule } from "./sources";
import { booksModule } from "./books";
import { householdsModule } from "./households";
import { sharingModule } from "./sharing";
import { adminModule } from "./admin";
import { aiModule } from "./ai";
import { cooklangModule } from "./cooklang";
import { siteModule } from "./site";
import { calendarModule } from "./calendar";

/** Every feature module of the appliance, in mounting order. Add a module here and nowhere else. */
export const modules: AppModule[] = [
  systemModule,
  authModule,
  usersModule,
  apiTokensModule,
  eventsModule,
  filesModule,
  recipesModule,
  nutritionModule,
  mealplansModule,
  groceryModule,
  wishlistsModule,
  timersModule,
  cookSessionsModule,
  notificationsModule,
  pushModule,
  importsModule,
  collectionsModule,
  sourcesModule,
  booksModule,
  householdsModule,
  sharingModule,
  adminModule,
  aiModule,
  cooklangModule,
  calendarModule,
  siteModule,
];
