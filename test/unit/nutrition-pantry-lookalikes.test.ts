import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { matchFood } from "../../src/nutrition/match";
import { near, weigh } from "../helpers/nutrition";

test("everyday names that found a lookalike: coffee, hot milk, hot dogs, noodles by shape", () => {
  const coffee = computeNutrition([normalizeIngredient("1 cup hot coffee")], 1);
  assert.equal(coffee.matched[0]?.food.ndb_no, "14209");
  assert.ok(coffee.calories < 10, `a cup of coffee is not cream: ${coffee.calories} kcal`);
  assert.equal(matchFood("coffee")?.food.ndb_no, "14209");
  assert.equal(matchFood("espresso")?.food.ndb_no, "14210");
  assert.equal(matchFood("hot milk")?.food.ndb_no, "01077");
  assert.equal(matchFood("hot dogs")?.food.ndb_no, "07950");
  assert.equal(matchFood("elbow noodles")?.food.ndb_no, "20120");
  // "shell" is tidied away as a preparation word: noodles alone stay egg noodles.
  assert.equal(matchFood("noodles")?.food.ndb_no, "20109");
  assert.equal(matchFood("curly kale")?.food.ndb_no, matchFood("kale")?.food.ndb_no);
});

test("marshmallow fluff weighs as the jar says, and frisée and dandelion are their greens", () => {
  const fluff = weigh("1 ½ cups Marshmallow Fluff");
  assert.equal(fluff.ndb, "19365");
  near(fluff.grams, 156, 5, "1½ cups of marshmallow cream");
  assert.equal(weigh("½ pound frisee, white and light yellow parts only").ndb, "11213");
  assert.equal(weigh("50g/1¾oz dandelion leaves").ndb, "11207");
  assert.equal(weigh("½ cups bran flakes").ndb, "08029");
});

test("pantry names the search had matched to a lookalike are the food a cook means", () => {
  const cases: Array<[string, string]> = [
    ["rice milk", "14639"], // a rice-crisp milk chocolate
    ["granola", "08054"], // a granola English muffin
    ["popcorn", "19034"], // fat-free caramel corn
    ["currants", "09085"], // fresh black currants; a recipe's currants are the dried vine fruit
    ["gravy", "06116"], // the dry mix, seven times the energy
    ["icing", "19230"], // iced animal crackers
    ["chocolate icing", "19226"], // a chocolate cookie
    ["seaweed", "11446"], // agar
    ["glass noodles", "16082"], // egg noodles
    ["blood oranges", "09200"], // blood sausage
    ["ribeye", "13850"], // a bison rib eye
    ["chinese five spice", "02002"], // cardamom or chili powder
    ["dried porcini", "11268"], // nothing
  ];
  for (const [name, ndb] of cases) assert.equal(matchFood(name)?.food.ndb_no, ndb, name);
  // The fresh berries by their own names, and "fresh" before the dried fruit's plain name.
  assert.equal(matchFood("redcurrants")?.food.ndb_no, "09084");
  assert.equal(matchFood("black currants")?.food.ndb_no, "09083");
  assert.equal(matchFood("fresh currants")?.food.ndb_no, "09084");
  // Naming the fruit must not lose the product made of it.
  assert.equal(matchFood("redcurrant jelly")?.food.ndb_no, "19300");
  assert.equal(matchFood("flaked almonds")?.food.ndb_no, "12061");
  assert.equal(matchFood("gravy granules")?.food.ndb_no, "06127");
  assert.equal(weigh("1 small (1 ounce) cone piloncillo (unrefined sugar)").ndb, "19334");
});

test("qualifiers alone name no food; ageing words are the cheese's plain kind", () => {
  assert.equal(matchFood("white or italian"), null);
  // Alone, a variety word may name the food itself.
  assert.match(matchFood("russet")?.food.description ?? "", /^Potatoes, russet/);
  assert.match(matchFood("navel")?.food.description ?? "", /^Oranges/);
  const cheese = weigh("1½ cups (6 ounces) shredded medium-aged sheep cheese or Italian or American Asiago");
  assert.equal(cheese.ndb, "01038");
  near(cheese.grams, 170, 1, "6 ounces");
  assert.equal(matchFood("medium cheddar")?.food.ndb_no, "01009");
});

test("shredded coconut by its sweetening, never canned cream of coconut", () => {
  const sweet = weigh("1 cup sweetened shredded coconut");
  assert.equal(sweet.ndb, "12179");
  near(sweet.grams, 93, 1, "a cup of shredded coconut");
  assert.equal(weigh("1 cup unsweetened shredded coconut").ndb, "12108");
});

test("sauces, milks, stocks and breads whose names the search read as another food", () => {
  const cases: Array<[string, string]> = [
    ["hollandaise sauce", "04025"], // barbecue sauce; now the nearest emulsion, mayonnaise
    ["bechamel sauce", "06166"], // barbecue sauce
    ["satay sauce", "06618"], // barbecue sauce
    ["cheese sauce", "06930"], // the dry mix
    ["black bean sauce", "06175"], // baked beans with pork
    ["powdered milk", "01091"], // a powdered dessert topping
    ["mushroom stock", "06700"], // condensed mushroom soup
    ["corn bread", "18024"], // the dry mix
    ["clam juice", "15162"], // clam and tomato juice
  ];
  for (const [name, ndb] of cases) assert.equal(matchFood(name)?.food.ndb_no, ndb, name);
});

test("shop-bought forms: udon is cooked noodles, pineapple rings canned ones, oat milk a plant milk", () => {
  // "flat udon noodles" had been crunchy fried Chinese noodles (521 kcal per 100 g).
  assert.equal(weigh("200g/8oz flat udon noodles, cooked").ndb, "20110");
  near(weigh("12 pineapple rings").grams, 12 * 47, 2, "twelve canned pineapple rings");
  assert.equal(weigh("1/2 cup pickled jalapenos").ndb, "11632");
  assert.equal(weigh("1 cup oat milk").ndb, "14639");
  assert.equal(weigh("1 cup skyr").ndb, "01256");
  assert.equal(weigh("2 tbsp ground flaxseed").ndb, "12220");
  near(weigh("¼ cup finely chopped candied cherries").grams, 45, 2, "a quarter cup of candied fruit");
  // A word for a variety stays droppable: "nonpareil capers" are capers.
  assert.equal(weigh("¼ c nonpareil capers in brine, drained").ndb, "02054");
});

test("baking pantry: vanilla sugar is sugar, espresso powder instant coffee, sweeteners without energy", () => {
  assert.equal(weigh("1 tbsp vanilla sugar").ndb, "19335"); // was a no-sugar ice cream
  assert.equal(weigh("2 tsp instant espresso powder").ndb, "14214");
  assert.equal(weigh("4 oz baking chocolate").ndb, "19078"); // was the liquid one
  assert.equal(weigh("1 tsp almond essence").ndb, "02050");
  assert.equal(weigh("1/2 cup cacao powder").ndb, "19165");
  const sweetener = computeNutrition([normalizeIngredient("1/2 cup erythritol")], 1);
  assert.equal(sweetener.matched[0]?.food.ndb_no, "19918");
  assert.equal(sweetener.calories, 0);
});
