import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { matchFood } from "../../src/nutrition/match";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";
import { near, weigh } from "../helpers/nutrition";

function food(name: string): string | undefined {
  return matchFood(name)?.food.description;
}

test("stock cubes and powders are SR's dry bouillons, weighed by the cube or spoon", () => {
  const beef = weigh("1 beef bouillon cube");
  assert.match(beef.description, /^Soup, beef broth, cubed, dry/);
  near(beef.grams, 4, 1, "beef cube");
  const chicken = weigh("2 chicken stock cubes");
  assert.match(chicken.description, /^Soup, chicken broth cubes, dry/);
  near(chicken.grams, 9.6, 2, "two chicken cubes");
  for (const line of ["1 stock cube", "1 vegetable stock cube", "1 Knorr vegetable bouillon cube"]) {
    const w = weigh(line);
    assert.match(w.description, /^Soup, .*\bdry$/, line);
    near(w.grams, 5, 2, line);
  }
  const powder = weigh("2 tsp chicken bouillon powder");
  assert.match(powder.description, /^Soup, chicken broth or bouillon, dry/);
  near(powder.grams, 4, 2, "powder");
  assert.match(weigh("1 tbsp vegetable stock powder").description, /\bdry$/);
  assert.match(weigh("1 tsp beef bouillon granules").description, /^Soup, beef broth or bouillon, powder, dry/);
});

test("a cup or more of bouillon is the stock made up with water; stock and broth are liquid", () => {
  const bouillon = weigh("3 cups chicken bouillon");
  assert.equal(bouillon.ndb, "06480");
  near(bouillon.grams, 720, 30, "bouillon");
  assert.equal(weigh("500 ml beef bouillon").ndb, "06475");
  // A spoonful is still the powder.
  assert.match(weigh("1 tbsp chicken bouillon").description, /\bdry$/);
  // Stock as recipes buy it (a carton): SR's ready-to-serve broth, not its home-prepared stock (six times the energy).
  assert.match(food("stock") ?? "", /^Soup, chicken broth, ready-to-serve/);
  assert.match(food("chicken stock") ?? "", /^Soup, chicken broth, ready-to-serve/);
  assert.match(food("broth") ?? "", /^Soup, chicken broth, ready-to-serve/);
  const r = computeNutrition([parseIngredientLine("1 litre vegetable stock")], 1);
  assert.ok(r.calories < 100, `calories ${r.calories}`);
});

test("a one-word alternative before a stock or cube shares its noun instead of naming the raw meat", () => {
  const cubes = weigh("3 chicken or vegetable bouillon cubes");
  assert.match(cubes.description, /^Soup, chicken broth cubes, dry/);
  near(cubes.grams, 14.4, 3, "three cubes");
  const half = weigh("½ beef or vegetable stock cube");
  assert.match(half.description, /^Soup, beef broth, cubed, dry/);
  near(half.grams, 1.8, 1, "half a cube");
  // SR has no pork stock: the next alternative, never raw pork.
  const pork = weigh("750 ml pork or chicken stock");
  assert.match(pork.description, /^Soup, chicken broth, ready-to-serve/);
  near(pork.grams, 760, 30, "pork or chicken stock");
  assert.match(weigh("1 cup lamb or beef stock").description, /^Soup, stock, beef/);
  assert.match(weigh("2 cups beef or chicken broth").description, /^Soup, beef broth/);
  assert.match(food("duck or chicken stock") ?? "", /^Soup, chicken broth, ready-to-serve/);
  // Foods that stand alone before a shared noun that is no product of theirs are unchanged.
  assert.match(food("butter or olive oil") ?? "", /^Butter, salted/);
  assert.match(food("cherry or grape tomatoes") ?? "", /^Tomatoes, red, ripe, raw/);
  assert.match(food("apple or orange juice") ?? "", /^Apple juice/);
});

test("British mince alone is minced beef; mincemeat is the fruit pie filling; meat-free mince is not beef", () => {
  const mince = weigh("750 g mince");
  assert.match(mince.description, /^Beef, ground/);
  near(mince.grams, 750, 1, "mince");
  assert.match(food("lean mince") ?? "", /^Beef, ground, 90% lean/);
  assert.match(food("turkey mince") ?? "", /^Ground turkey/);
  assert.match(food("mincemeat") ?? "", /^Pie, mince/);
  assert.equal(matchFood("Quorn mince"), null);
  assert.equal(matchFood("vegetarian mince"), null);
  assert.match(food("soya milk") ?? "", /^Soymilk/);
});

test("everyday foods SR names otherwise match their fair stand-in, mascarpone too", () => {
  const cases: Array<[string, RegExp, number, number]> = [
    ["3 tbsp strawberry jam", /^Jams and preserves$/, 60, 5],
    ["2 tbsp raspberry preserves", /^Jams and preserves$/, 40, 5],
    ["1 cup polenta", /^Cornmeal, degermed, enriched, yellow/, 157, 5],
    ["600 g ready-made polenta", /^Cereals, corn grits, yellow, .*cooked with water/, 600, 1],
    ["150 g fine semolina", /^Semolina, enriched/, 150, 1],
    ["225 g halloumi, sliced", /^Cheese, white, queso blanco/, 225, 1],
    ["2 tbsp black treacle", /^Molasses$/, 42, 4],
    ["75 g light muscovado sugar", /^Sugars, brown/, 75, 1],
    ["60 ml dark rum", /^Alcoholic beverage, distilled, rum, 80 proof/, 56, 4],
    ["120 ml dry vermouth", /^Alcoholic beverage, wine, dessert, dry/, 120, 5],
    ["1 ciabatta loaf", /^Bread, italian/, 270, 20],
    ["150 g Emmental, grated", /^Cheese, swiss/, 150, 1],
    ["120 g Stilton, crumbled", /^Cheese, blue/, 120, 1],
    ["1 cup graham cracker crumbs", /^Cookies, graham crackers/, 84, 5],
    ["600 g skinless chicken thigh fillets", /^Chicken, broilers or fryers, dark meat, thigh, meat only, raw/, 600, 1],
    ["400 g pork fillet", /^Pork, fresh, loin, tenderloin/, 400, 1],
    ["4 tuna steaks", /^Fish, tuna, fresh, yellowfin, raw/, 680, 60],
    ["1 tbsp harissa paste", /^Sauce, hot chile, sriracha/, 19.5, 4],
  ];
  for (const [line, description, grams, tolerance] of cases) {
    const w = weigh(line);
    assert.match(w.description, description, line);
    near(w.grams, grams, tolerance, line);
  }
  assert.match(food("sweet vermouth") ?? "", /^Alcoholic beverage, wine, dessert, sweet/);
  assert.match(food("harissa spice") ?? "", /^Spices, chili powder/);
  // SR has no mascarpone: the nearest fresh cheese, cream cheese, is a fifth leaner; never the blue cheese
  // "cheese" alone would find.
  assert.match(matchFood("mascarpone")?.food.description ?? "", /^Cheese, cream/);
  assert.match(matchFood("mascarpone cheese")?.food.description ?? "", /^Cheese, cream/);
  assert.match(weigh("255g/9oz mascarpone").description, /^Cheese, cream/);
});

test("a can or tin keeps the food canned, and weighs the can", () => {
  const plum = weigh("1 can of plum tomatoes");
  assert.equal(plum.ndb, "11531");
  near(plum.grams, 411, 15, "can of plum tomatoes");
  const cherry = weigh("2 × 400 g tins cherry tomatoes");
  assert.match(cherry.description, /^Tomatoes, red, ripe, canned/);
  near(cherry.grams, 800, 1, "two tins");
  // Fresh plum tomatoes stay raw.
  assert.match(weigh("4 plum tomatoes").description, /^Tomatoes, red, ripe, raw/);
  const corn = weigh("1 tin sweetcorn, drained");
  assert.match(corn.description, /^Corn, sweet, yellow, canned, whole kernel, drained solids/);
  near(corn.grams, 298, 20, "tin of sweetcorn");
  assert.match(weigh("2 cups sweetcorn").description, /^Corn, sweet, yellow, raw/);
  const chickpeas = weigh("1 tin chickpeas");
  assert.match(chickpeas.description, /^Chickpeas .*canned, drained solids/);
  near(chickpeas.grams, 255, 15, "tin of chickpeas");
  const beans = weigh("1 can kidney beans, rinsed");
  assert.match(beans.description, /canned/);
  near(beans.grams, 260, 20, "can of kidney beans");
  const lentils = weigh("1 can lentils, drained");
  assert.match(lentils.description, /^Lentils, mature seeds, cooked/);
  near(lentils.grams, 255, 15, "can of lentils");
  const coconut = weigh("1 can coconut milk");
  assert.match(coconut.description, /^Nuts, coconut milk, canned/);
  near(coconut.grams, 400, 10, "can of coconut milk");
  // Canned coconut cream for curries is unsweetened; the sweetened one is "cream of coconut".
  assert.doesNotMatch(weigh("1 can coconut cream").description, /sweetened/);
  assert.match(food("cream of coconut") ?? "", /sweetened/);
  const tuna = weigh("1 can tuna, drained");
  assert.match(tuna.description, /^Fish, tuna, .*canned/);
  near(tuna.grams, 120, 50, "can of tuna");
  const sardines = weigh("1 tin sardines");
  assert.match(sardines.description, /^Fish, sardine, .*canned/);
  near(sardines.grams, 92, 10, "tin of sardines");
});

test("a drink or dairy food before 'or … stock' is the first alternative itself, not the stock's source", () => {
  // "milk or vegetable stock" had been vegetable stock (5 kcal per 100 g against milk's 61).
  assert.equal(matchFood("milk or vegetable stock")?.food.ndb_no, "01077");
  assert.equal(matchFood("water or chicken stock")?.food.ndb_no, "14411");
  // A source word still names the product: pork stock, chicken bouillon cubes.
  assert.notEqual(matchFood("pork or chicken stock")?.food.group, "pork");
  assert.equal(matchFood("coconut or almond milk")?.food.ndb_no, "12118");
});
