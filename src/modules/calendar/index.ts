import type { AppModule } from "../module";
import { calendarRoutes } from "./calendar.routes";

/** Meal plans in the family's calendar: a per-user secret iCal feed (create, rotate, revoke) and the feed itself. */
export const calendarModule: AppModule = {
  name: "calendar",
  routes: calendarRoutes,
};
