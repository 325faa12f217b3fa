import { test } from "node:test";
import assert from "node:assert/strict";
import { matchFood } from "../../src/nutrition/match";
import { withoutFormWords } from "../../src/nutrition/forms";

const described = (name: string): string => matchFood(name)?.food.description ?? "no match";

test("a name ending in the cut or shape the food is sold in matches the food itself", () => {
  assert.match(described("haddock fillets"), /^Fish, haddock, raw/);
  assert.match(described("tilapia fillet"), /^Fish, tilapia, raw/);
  assert.match(described("cod loins"), /^Fish, cod/);
  assert.match(described("salmon steaks"), /^Fish, salmon/);
  assert.match(described("chicken breast halves"), /^Chicken, broiler or fryers, breast, skinless, boneless/);
  assert.match(described("sausage meat"), /sausage/i);
  assert.match(described("bacon lardons"), /bacon/);
  assert.match(described("mozzarella balls"), /^Cheese, mozzarella/);
  assert.match(described("rabbit legs"), /rabbit/);
  assert.match(described("celery sticks"), /^Celery, raw/);
});

test("a cooking-use word before a meat does not stop the match", () => {
  assert.match(described("diced stewing beef"), /^Beef/);
});

test("a name that matches as it stands keeps its own match: the form noun is only a fallback", () => {
  // SR names these forms itself, so they must not be shortened to the bare animal.
  assert.match(described("chicken legs"), /^Chicken, broilers or fryers, leg/);
  assert.match(described("chicken thighs"), /thigh/);
  assert.match(described("beef steaks"), /^Beef, .*steak/);
  assert.equal(withoutFormWords(["chicken", "breast"]), null);
  assert.deepEqual(withoutFormWords(["haddock", "fillet"]), ["haddock"]);
  // Leaves are not a form: lime leaves are not limes (they weigh as a bay leaf).
  assert.notEqual(matchFood("kaffir lime leaves")?.food.ndb_no, "09159");
  // A form noun alone is never dropped to nothing.
  assert.equal(withoutFormWords(["fillet"]), null);
});
