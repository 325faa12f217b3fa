import { test } from "node:test";
import assert from "node:assert/strict";
import { near, weigh } from "../helpers/nutrition";

test("a measure with the recipe's own weight beside it weighs what the recipe says", () => {
  near(weigh("1/2 cup (115 g) cubed, organic firm silken tofu").grams, 115, 1, "½ cup (115 g) tofu");
  near(weigh("2¾ cups (275 grams) sifted cake flour").grams, 275, 1, "2¾ cups (275 grams) flour");
  near(weigh("16 tablespoons (2 sticks; 255g) chilled unsalted butter").grams, 255, 1, "16 tablespoons (255g) butter");
  // A cup holds the edible part: a stated weight of cooked chicken loses no bone.
  near(weigh("2 cups bite-size roasted chicken, about 10 ounces").grams, 283, 2, "2 cups chicken, about 10 ounces");
  // A volume with no weight beside it still weighs by SR's cup.
  near(weigh("1 cup whole milk").grams, 244, 2, "1 cup milk");
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
  const wine = weigh("1 glass of wine");
  near(wine.grams, 175, 5, "a glass of wine");
  assert.equal(wine.ndb, "14084", "wine, not wine vinegar");
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

test("ribs are pork, racks and shanks are counted as bought, and a duck breast keeps its skin unless skinless", () => {
  // The search found beef ribs for both.
  assert.equal(weigh("2 lbs pork spare ribs").ndb, "10088");
  assert.equal(weigh("1 rack baby back ribs").ndb, "10192");
  near(weigh("1 rack baby back ribs").grams, 630, 1, "a rack of baby back ribs, off the bone");
  near(weigh("4 lamb shanks").grams, 4 * 215, 1, "four lamb shanks, off the bone");
  assert.equal(weigh("2 duck breasts").ndb, "05315");
  assert.equal(weigh("4 skinless duck breasts").ndb, "05145");
  near(weigh("8 rice paper wrappers").grams, 72, 1, "eight rice paper wrappers");
  assert.equal(weigh("2 tbsp arrowroot").ndb, "20027");
  assert.equal(weigh("4 fish fillets").ndb, "15015");
});

test("sausages weigh as their kind: andouille and chicken sausage links, breakfast links; a Roma is a plum tomato", () => {
  // Andouille was SR's 25 g breakfast link, and a chicken sausage an 11 g slice of Polish sausage.
  assert.equal(weigh("2 links andouille sausage").grams, 136);
  assert.equal(weigh("4 chicken sausages").grams, 336);
  assert.equal(weigh("8 breakfast sausage links").grams, 200);
  assert.equal(weigh("3 Roma tomatoes").grams, 186);
});

test("snack and freezer foods by the cup weigh as poured: hash browns, fries, toffee bits, ham, crushed crackers", () => {
  // SR's packed half cup made four cups of frozen hash browns 840 g.
  near(weigh("4 cups frozen shredded hash browns").grams, 400, 1, "four cups of hash browns");
  near(weigh("2 cups frozen french fries").grams, 170, 1, "two cups of fries");
  assert.equal(weigh("1 cup M&Ms").ndb, "19141");
  near(weigh("1/2 cup Heath toffee bits").grams, 85, 1, "half a cup of toffee bits");
  near(weigh("1 cup diced ham").grams, 140, 1, "a cup of diced ham");
  near(weigh("1 cup crushed Ritz crackers").grams, 80, 1, "a cup of crushed butter crackers");
  assert.equal(weigh("12 slices pepperoni").grams, 24);
  assert.equal(weigh("1 spaghetti squash").grams, 900);
});

test("a package of ramen is the noodle block, a dumpling wrapper a small round, flaxseed meal ground", () => {
  // The unit table files "package" under packet, and SR's ramen "packet" is the 6 g flavour packet.
  assert.equal(weigh("2 packages ramen noodles").grams, 162);
  assert.equal(weigh("20 dumpling wrappers").grams, 180);
  assert.equal(weigh("12 wonton wrappers").grams, 96);
  assert.equal(weigh("8 egg roll wrappers").grams, 256);
  near(weigh("2 tablespoons flaxseed meal").grams, 14, 0.5, "two tablespoons of flaxseed meal");
  assert.equal(weigh("1 package udon noodles").grams, 200);
  near(weigh("2 cups tortilla chips").grams, 56, 0.5, "two cups of tortilla chips");
});
