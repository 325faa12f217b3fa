import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { matchFood } from "../../src/nutrition/match";
import { near, weigh } from "../helpers/nutrition";

test("a chile of any variety, noun before or after, is a chile and never a chile sauce", () => {
  assert.equal(weigh("2 green chiles serranos, seeded and minced").ndb, "11977");
  assert.equal(weigh("2 fresh green finger chiles, seeded and minced").ndb, "11670");
  assert.equal(weigh("1 habanero or Scotch bonnet chile, stemmed and thinly sliced").ndb, "11819");
  assert.equal(weigh("1 md chile poblano, stemmed, seeded").ndb, "11670");
  assert.equal(weigh("3 ancho chiles").ndb, "11978");
  for (const line of ["4 dried guajillo chiles", "6 chiles de árbol", "2 pasilla chiles"]) assert.equal(weigh(line).ndb, "11962", line);
  for (const name of ["chile", "chiles", "anaheim chile", "guajillo chiles"]) {
    assert.doesNotMatch(matchFood(name)?.food.description ?? "", /sauce|sriracha/i, name);
  }
  // The names that were already right stay so: a red pepper is the sweet one, cayenne pepper the spice.
  assert.equal(matchFood("red pepper")?.food.ndb_no, "11821");
  assert.equal(matchFood("cayenne pepper")?.food.ndb_no, "02031");
  assert.equal(matchFood("kashmiri chilli powder")?.food.ndb_no, "02009");
});

test("chipotles canned in adobo are the chile; the adobo alone a canned chili sauce", () => {
  assert.equal(weigh("1 canned chipotle chiles in adobo, chopped").ndb, "11962");
  assert.equal(weigh("2 chipotle peppers in adobo sauce").ndb, "11962");
  assert.equal(weigh("1 tablespoon adobo sauce (from a can of chipotle chiles)").ndb, "06961");
});

test("frozen fruit and vegetables SR has no frozen entry for are the raw food; sweetened ones are not", () => {
  const cranberries = weigh("12 oz (336g) fresh or frozen cranberries");
  assert.equal(cranberries.ndb, "09078");
  near(cranberries.grams, 336, 5, "12 oz");
  assert.equal(matchFood("frozen mango")?.food.ndb_no, "09176");
  // SR's own frozen entries still win where it has them.
  assert.match(matchFood("frozen spinach")?.food.description ?? "", /frozen/);
  assert.match(matchFood("frozen puff pastry")?.food.description ?? "", /Puff pastry/);
});

test("a food named cooked is its cooked form, even under a name SR does not use", () => {
  assert.equal(weigh("½ pound fresh cooked crabmeat").ndb, "15140");
  assert.equal(weigh("1 cup diced cooked red beets").ndb, "11081");
  assert.equal(matchFood("cooked beetroot")?.food.ndb_no, "11081");
  assert.equal(matchFood("cooked langoustines")?.food.ndb_no, "15148");
  assert.equal(matchFood("cooked prawns")?.food.ndb_no, "15271");
  // The plain cooked sibling, not a fried, breaded or salted one.
  assert.equal(weigh("4 cups bow tie noodles, cooked, drained, and chilled").ndb, "20121");
});

test("a name that says raw stays raw whatever a remark offers instead", () => {
  const prawns = weigh("8 raw tiger prawns, shell on, fresh or frozen, or you could use cooked Mediterranean prawns in their shells");
  assert.match(prawns.description, /raw/);
});

test("the leaves of an herb are the herb", () => {
  assert.equal(weigh("1 tsp dried thyme leaves").ndb, "02042");
  assert.equal(weigh("½ cup chopped fresh chervil leaves").ndb, "02008");
  assert.equal(matchFood("oregano leaves")?.food.ndb_no, "02027");
  // Leaves of a tree or fruit are not the fruit.
  assert.equal(matchFood("lime leaves"), null);
});

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

test("a measure with the recipe's own weight beside it weighs what the recipe says", () => {
  near(weigh("1/2 cup (115 g) cubed, organic firm silken tofu").grams, 115, 1, "½ cup (115 g) tofu");
  near(weigh("2¾ cups (275 grams) sifted cake flour").grams, 275, 1, "2¾ cups (275 grams) flour");
  near(weigh("16 tablespoons (2 sticks; 255g) chilled unsalted butter").grams, 255, 1, "16 tablespoons (255g) butter");
  // A cup holds the edible part: a stated weight of cooked chicken loses no bone.
  near(weigh("2 cups bite-size roasted chicken, about 10 ounces").grams, 283, 2, "2 cups chicken, about 10 ounces");
  // A volume with no weight beside it still weighs by SR's cup.
  near(weigh("1 cup whole milk").grams, 244, 2, "1 cup milk");
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

test("measures SR lacks for gelatine and chopped chocolate; starches and gums SR lacks are cornstarch", () => {
  near(weigh("1 tbsp gelatine").grams, 7, 0.5, "a tablespoon of gelatine");
  near(weigh("2 c dark chocolate").grams, 340, 2, "two cups of dark chocolate");
  assert.equal(weigh("¾ c potato starch or cornstarch").ndb, "20027");
  assert.equal(weigh("1 tsp xanthan gum").ndb, "20027");
});

test("an envelope or packet of gelatine or yeast is one envelope, not the box; panko weighs as flakes", () => {
  near(weigh("1 package unflavored gelatin").grams, 7, 0.5, "a package of gelatine");
  near(weigh("1 envelope dry yeast").grams, 7, 0.5, "an envelope of yeast");
  near(weigh("1 (3 oz) package gelatin").grams, 85, 1, "a stated package size still wins");
  near(weigh("1 cup panko breadcrumbs").grams, 60, 2, "a cup of panko");
  near(weigh("1 cup dry breadcrumbs").grams, 108, 3, "a cup of ground crumbs");
});

test("a pork sausage counted by itself is a banger; a link or a chipolata is smaller", () => {
  near(weigh("8 pork sausages").grams, 456, 5, "eight sausages");
  near(weigh("8 chipolatas").grams, 160, 5, "eight chipolatas");
  near(weigh("12 pork sausage links").grams, 300, 5, "twelve links");
});

test("containers with a shelf standard: crescent dough, pesto, chips, shredded cheese, broth, beer, wine", () => {
  near(weigh("1 can refrigerated crescent rolls").grams, 227, 1, "a can of crescent dough");
  near(weigh("1 jar pesto").grams, 190, 1, "a jar of pesto");
  near(weigh("1 bag chocolate chips").grams, 340, 1, "a bag of chocolate chips");
  near(weigh("1 bag shredded cheese").grams, 226, 1, "a bag of shredded cheese");
  near(weigh("1 carton chicken stock").grams, 946, 1, "a carton of broth");
  near(weigh("1 block cream cheese").grams, 227, 1, "a block of cream cheese");
  near(weigh("1 bar dark chocolate").grams, 112, 1, "SR's bar of dark chocolate");
  near(weigh("1 bottle of beer").grams, 355, 1, "a bottle of beer");
  near(weigh("1 glass of wine").grams, 175, 5, "a glass of wine");
  // A stick of butter is still the stick.
  near(weigh("1 stick butter").grams, 113, 1, "a stick of butter");
});

test("a steak counted as pieces is a portion steak; flank and skirt are whole muscles", () => {
  near(weigh("2 sirloin steaks").grams, 450, 5, "two sirloin steaks");
  near(weigh("2 ribeye steaks").grams, 450, 5, "two ribeye steaks");
  near(weigh("4 filet mignon steaks").grams, 680, 5, "four filets");
  near(weigh("2 pork steaks").grams, 400, 5, "two pork steaks");
  near(weigh("2 gammon steaks").grams, 450, 5, "two gammon steaks keep their own weight");
  near(weigh("1 skirt steak").grams, 382, 5, "a skirt steak is SR's whole piece");
  // "T-bone" is a cut, not a tablespoon.
  assert.match(weigh("2 T-bone steaks").description, /t-bone/);
  near(weigh("2 T-bone steaks").grams, 800, 5, "two T-bones");
});

test("a fresh chilli counted is a cook's chilli; dals are their split pulses; baby bok choy and tofu blocks", () => {
  near(weigh("2 red chillies").grams, 20, 1, "two red chillies");
  near(weigh("6 bird's eye chillies").grams, 12, 1, "six bird's eye chillies");
  near(weigh("1 poblano chile").grams, 120, 1, "a poblano");
  near(weigh("2 jalapeños").grams, 28, 2, "two jalapeños keep SR's weight");
  assert.equal(weigh("1 cup toor dal").ndb, "16101");
  assert.equal(weigh("1 cup chana dal").ndb, "16056");
  assert.equal(weigh("1/2 cup moong dal").ndb, "16080");
  near(weigh("2 baby bok choy").grams, 180, 1, "two baby bok choy");
  near(weigh("1 block firm tofu").grams, 397, 1, "a block of tofu");
});

test("shredded coconut by its sweetening, never canned cream of coconut", () => {
  const sweet = weigh("1 cup sweetened shredded coconut");
  assert.equal(sweet.ndb, "12179");
  near(sweet.grams, 93, 1, "a cup of shredded coconut");
  assert.equal(weigh("1 cup unsweetened shredded coconut").ndb, "12108");
});
