// The app's routes. Public ones work without a session (the invitee, the OIDC callback); the rest need sign-in.
import type { FunctionComponent } from "preact";
import { AuthCallback } from "./screens/auth";
import { Library } from "./screens/library";
import { RecipeView } from "./screens/recipe";
import { Editor } from "./screens/editor";
import { Cook } from "./screens/cook";
import { Import } from "./screens/import";
import { Plan } from "./screens/plan";
import { GroceryListView, GroceryLists } from "./screens/grocery";
import { Books, Collections, More, Sources, Wishlists } from "./screens/more";
import { HouseholdScreen, Notifications, ShareLinks } from "./screens/people";
import { Invite, SaveShared } from "./screens/invite";
import { Settings } from "./screens/settings";

type View = FunctionComponent<Record<string, string>>;

export const publicRoutes: [string, View][] = [
  ["/invite/:token", Invite as View],
  ["/auth/callback", AuthCallback as View],
];

export const routes: [string, View][] = [
  ["/", Library as View],
  ["/recipes/new", Editor as View],
  ["/recipes/:id", RecipeView as View],
  ["/recipes/:id/edit", Editor as View],
  ["/cook-sessions/:id", Cook as View],
  ["/import", Import as View],
  ["/plan", Plan as View],
  ["/grocery", GroceryLists as View],
  ["/grocery/:id", GroceryListView as View],
  ["/wishlist", Wishlists as View],
  ["/collections", Collections as View],
  ["/books", Books as View],
  ["/sources", Sources as View],
  ["/notifications", Notifications as View],
  ["/household", HouseholdScreen as View],
  ["/share-links", ShareLinks as View],
  ["/settings", Settings as View],
  ["/more", More as View],
  ["/save-shared/:token", SaveShared as View],
];
