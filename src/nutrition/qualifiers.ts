/** Qualifier words of ingredient names (used by ./match). */

/**
 * Leading words that only qualify a food without making it a different one ("wild salmon", "red lentils").
 * Only these may be dropped to reach an alias; "almond flour" must not become "flour".
 */
// prettier-ignore
export const DROPPABLE: ReadonlySet<string> = new Set([
  "red", "green", "yellow", "white", "black", "brown", "golden", "purple", "orange", "baby", "wild",
  "fine", "coarse", "flaky", "seedless", "english", "mixed", "boneless", "skinless", "lean", "whole",
  "raw", "plain", "regular", "unsweetened", "sweet", "farmed", "atlantic", "italian", "mexican", "greek",
  "french", "spanish", "local", "farm", "unsalted", "salted", "thick", "thin", "cut", "dry", "crisp",
  "crunchy", "smooth", "hass", "navel", "roma", "yukon", "gold", "russet", "vidalia", "maldon",
  "himalayan", "pink", "sodium", "full", "shelled", "day", "old", "stale", "untoasted", "unroasted",
  "toasted", "roasted", "ground", "minced", "jumbo", "deveined", "tail", "ready", "made", "shop", "deli",
  "curly", "medium", "flaked", "aged", "mature", "vintage", "spicy", "mild", "seasoned", "prepared",
  "flavored", "flavoured",
  // The same colour and freshness words in German and Dutch, which put them before the noun ("rote
  // Zwiebel", "groene paprika"); compounds that are foods of their own ("rote Bete") are aliases first.
  "rot", "rote", "roter", "rotes", "rode", "rood", "gelbe", "gele", "grune", "gruner", "groene", "weisse",
  "witte", "schwarze", "zwarte", "frisch", "frische", "frischer", "verse", "kleine", "grosse", "grote",
  // And in Norwegian, Danish and Swedish ("frisk ingefær", "rød løk", "gul lök").
  "frisk", "friske", "fersk", "ferske", "farsk", "rod", "rode", "roda", "gul", "gule", "gula", "gron", "gronn",
  "gronne", "grona", "hvit", "hvite", "vit", "vita", "sort", "svart", "liten", "lille", "stor", "store",
  // Kinds of paprika ("edelsüßes Paprikapulver", "rosenscharf"), Dutch "light" ("lichte slaolie"), and the leaves
  // other languages name before the herb ("foglie di menta", "feuilles de laurier", "hojas de laurel").
  "edelsuss", "rosenscharf", "lichte", "foglie", "foglioline", "feuilles", "hojas", "folhas",
]);
