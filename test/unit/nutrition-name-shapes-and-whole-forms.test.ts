import { test } from "node:test";
import assert from "node:assert/strict";
import { matchFood } from "../../src/nutrition/match";
import { near, weigh } from "../helpers/nutrition";

const ndb = (name: string): string | undefined => matchFood(name)?.food.ndb_no;

test("a cut named before its food is that food's cut, and kinds listed before a shared noun are that food", () => {
  // "of" is noise to the name tidying, which left "fillet salmon": nothing matched.
  assert.equal(ndb("skinless boneless fillet of salmon"), "15236");
  assert.equal(ndb("fillets of haddock"), "15033");
  // The tidying cut the list at its first comma ("manila").
  assert.equal(ndb("manila, littleneck or butter clams"), "15157");
  const clams = weigh("2 pounds manila, littleneck or butter clams, washed");
  assert.equal(clams.ndb, "15157");
});

test("two things joined by and, when nothing matched as a whole, are the first one if the aliases name it", () => {
  assert.equal(weigh("1 cup minced broccoli crowns and stems").ndb, "11090");
  assert.equal(ndb("fresh cherries and raspberries"), "09070");
  // Whole names still come first, and a first word that names no food by an alias matches nothing.
  assert.equal(ndb("sweet and sour sauce"), "27050");
  assert.equal(ndb("half and half"), "01049");
});

test("remarks after an em dash, a jar or a kettle, and packing juices are not part of the food's name", () => {
  assert.equal(weigh("2 cups cooked quinoa—red is the hardest to find, but nicest in this").ndb, "20137");
  assert.equal(ndb("horseradish sauce from a jar"), "27066");
  assert.equal(ndb("hot water from a recently boiled kettle"), "14411");
  assert.equal(weigh("250g/9oz cooked beetroot in natural juices").ndb, "11081");
});

test("hot before a stock or drink is its temperature; hot sauces stay hot", () => {
  assert.equal(ndb("hot fish stock"), ndb("fish stock"));
  assert.equal(ndb("hot chicken stock"), ndb("chicken stock"));
  assert.equal(ndb("hot sauce"), "06168");
  assert.equal(ndb("hot pepper sauce"), "06961");
});

test("a dried spice is the spice, a pickled food SR's pickled sibling, qualifiers inside a name are dropped last", () => {
  assert.equal(ndb("dried ground sumac"), ndb("sumac"));
  assert.equal(ndb("dried mace"), "02022");
  // "beetroot" is an alias SR does not use; its pickled sibling is "Beets, pickled".
  assert.equal(ndb("pickled beetroot"), "11609");
  assert.equal(ndb("pickled baby beetroot"), "11609");
  assert.equal(ndb("spicy thai chili sauce"), ndb("thai chili sauce"));
  // Dropping an inner "Greek" would make strained yogurt plain yogurt.
  assert.match(matchFood("nonfat Greek yogurt")?.food.description ?? "", /^Yogurt, Greek, plain, nonfat/);
  // Dried fruit is another food, not the raw one.
  assert.match(matchFood("dried apricots")?.food.description ?? "", /dried/);
});

test("whole and shop forms: vanilla pods, chilli flakes, nectars, shoots, pectin, poppadums, panettone", () => {
  const pod = weigh("1 vanilla pod, split lengthways, seeds scraped out");
  assert.equal(pod.ndb, "02050");
  near(pod.grams, 3, 0.5, "a vanilla pod");
  // Aleppo and Espelette pepper are chilli flakes, not the black pepper the search found through "pepper".
  for (const name of ["aleppo pepper", "piment d’Espelette", "shichimi togarashi", "urfa biber"]) assert.equal(ndb(name), "02031", name);
  // Mango juice was a branded smoothie.
  assert.equal(ndb("mango juice"), "09436");
  assert.equal(ndb("canned papaya juice"), "09229");
  assert.equal(ndb("pea shoots"), "11203");
  assert.equal(ndb("wild sorrel"), "11616");
  assert.equal(ndb("mace blades"), "02022");
  assert.equal(ndb("apple pectin"), "19310");
  assert.equal(ndb("marrons glacés"), "09426");
  assert.equal(ndb("lime marmalade"), "19303");
  assert.equal(ndb("panettone"), "18356");
  // A potato roll was a gluten-free roll made with potato starch.
  assert.equal(ndb("potato rolls"), "18350");
  assert.equal(ndb("hoagie rolls"), "18349");
  assert.equal(ndb("dried posole"), "20314");
  near(weigh("2 poppadums").grams, 24, 1, "two poppadums");
  // Juniper berries were frozen blueberries; a counted dried berry or peppercorn weighs a fraction of a gram.
  const juniper = weigh("5-6 juniper berries, crushed");
  assert.equal(juniper.ndb, "02001");
  assert.ok(juniper.grams < 2, `${juniper.grams} g of juniper berries`);
  assert.ok(weigh("10 black peppercorns").grams < 1);
  // "Dried beans" stays with the dried-food rule: dried cannellini beans are dry white beans.
  assert.equal(weigh("1 cup dried cannellini beans").ndb, "16049");
});

test("a can of salmon or crab is the canned food by the shop's can; counted prawns weigh as shrimp", () => {
  // "1 can salmon" had no weight (the raw farmed salmon has no can), and "tinned salmon" was raw salmon.
  const can = weigh("1 large can red salmon");
  assert.match(can.description, /^Salmon, sockeye, canned/);
  assert.match(weigh("200 g tinned salmon").description, /canned/);
  near(weigh("1 can crab meat").grams, 120, 1, "a can of crab meat, drained");
  near(weigh("2 cans chopped clams").grams, 220, 1, "two cans of clams, drained");
  // "prawns" is an alias of shrimp, so SR's counted shrimp of the family weighs them.
  near(weigh("10 prawns").grams, weigh("10 shrimp").grams, 0.5, "ten prawns");
});

test("a head or stalk of kale or chard and a punnet of cress have kitchen weights", () => {
  near(weigh("1 head kale, finely chopped").grams, 250, 1, "a head of kale");
  near(weigh("4 stalks kale").grams, 100, 1, "four stalks of kale");
  near(weigh("1 head chard").grams, 300, 1, "a head of chard");
  near(weigh("2 punnets pea shoots").grams, 60, 1, "two punnets of pea shoots");
});

test("lookalikes of the search: herbs are not tea, unsweetened is never sweetened, a brand's soda is a soft drink", () => {
  // "fresh herbs" was chamomile tea, "fines herbes" too.
  assert.equal(ndb("fresh herbs"), "11297");
  assert.equal(ndb("fines herbes"), "02029");
  // Frozen unsweetened peaches were SR's sweetened ones (94 kcal per 100 g, not 39).
  assert.doesNotMatch(matchFood("frozen unsweetened sliced peaches")?.food.description ?? "", /(?<!un)sweetened/);
  // "Not sweetened" desiccated coconut stays.
  assert.equal(ndb("unsweetened shredded coconut"), ndb("unsweetened coconut flakes"));
  assert.notEqual(ndb("unsweetened shredded coconut"), undefined);
  // Moxie soda was baking soda; soda alone and bicarbonate of soda stay baking soda.
  assert.equal(ndb("Moxie soda"), "14148");
  assert.equal(ndb("soda"), "18372");
  assert.equal(ndb("bicarbonate of soda"), "18372");
  assert.equal(ndb("lemon-lime soda"), "14144");
  // "Well-seasoned tomato sauce" was a bottled chili sauce (104 kcal per 100 g, not 24).
  assert.equal(ndb("well-seasoned tomato sauce"), ndb("tomato sauce"));
  assert.equal(ndb("carob powder"), "16055");
  // Bitter chocolate and bitter oranges keep their foods (a "bitters" alias would have cost them).
  assert.equal(ndb("bitter chocolate"), "19080");
});

test("a loaf is its bread, and a state word before alternatives holds for each of them", () => {
  // "large round loaf of bread (rustic cob)" was sweet corn, by its remark; "loaf ... bread" an olive loaf.
  assert.match(matchFood("large round loaf of bread (rustic cob)")?.food.description ?? "", /^Bread/);
  assert.match(matchFood("loaf day-old French or country-style bread")?.food.description ?? "", /^Bread, french/);
  assert.match(matchFood("loaf of sourdough")?.food.description ?? "", /^Bread/);
  // "dried Black Mission or Calimyrna figs" were raw figs (74 kcal per 100 g, not 249).
  assert.match(matchFood("dried Black Mission or Calimyrna figs")?.food.description ?? "", /^Figs, dried/);
});

test("greens and salads are leaf lettuce, a milk named as not dairy is soy milk", () => {
  // "baby salad greens" was Russian dressing (1,740 kcal for two cups), "mixed greens" canned mixed vegetables.
  const greens = weigh("2 cups baby salad greens");
  assert.equal(greens.ndb, "11253");
  assert.ok(greens.grams < 100, `${greens.grams} g of salad greens`);
  for (const name of ["mixed greens", "field greens", "baby greens", "spring mix", "mesclun", "salad"]) assert.equal(ndb(name), "11253", name);
  // British salad onions are spring onions, salad tomatoes and potatoes the raw ones.
  assert.equal(ndb("salad onions"), "11291");
  assert.equal(ndb("salad tomatoes"), "11529");
  assert.equal(ndb("salad potatoes"), "11352");
  for (const name of ["non-dairy milk", "plant-based milk", "plant milk"]) assert.equal(ndb(name), "16139", name);
});

test("steamed and boiled foods are SR's cooked ones; a potato is never its skin alone", () => {
  // "1 cup boiled rice" and "1 cup steamed brown rice" weighed raw rice: 675 kcal instead of about 205.
  assert.match(weigh("1 cup boiled rice").description, /cooked/);
  assert.match(weigh("1 cup steamed brown rice").description, /^Rice, brown, long-grain, cooked/);
  assert.match(weigh("1 cup boiled lentils").description, /cooked/);
  // A weight of pasta that is boiled afterwards is the dry pasta.
  assert.match(weigh("8 oz spaghetti, boiled").description, /dry/);
  // Boiled eggs are hard-boiled, not an omelet; steamed broccoli is the plainly cooked one.
  assert.match(weigh("4 boiled eggs").description, /hard-boiled/);
  assert.equal(weigh("2 cups steamed broccoli").description, "Broccoli, cooked, boiled, drained, without salt");
  // "boiled potatoes" found SR's boiled potato skin.
  assert.match(weigh("1 lb boiled potatoes").description, /, flesh, /);
  assert.match(matchFood("baked potatoes")?.food.description ?? "", /, flesh\b/);
  // Canned cherry tomatoes are canned tomatoes.
  assert.match(weigh("400 g canned cherry tomatoes").description, /canned/);
});

test("cooked grains SR files as uncooked have their cooked sibling; cooked-down and crumbled foods are cooked", () => {
  // "1 cup cooked farro" weighed uncooked spelt: 588 kcal instead of about 250.
  const farro = weigh("1 cup cooked farro");
  assert.equal(farro.description, "Spelt, cooked");
  assert.equal(weigh("1 cup cooked teff").description, "Teff, cooked");
  // Diced cooked ham had no cup weight; caramelised onions were raw onions, pulled pork raw pork.
  near(weigh("1 cup diced cooked ham").grams, 140, 1, "a cup of diced ham");
  assert.match(weigh("1 cup caramelized onions").description, /sauteed/);
  assert.match(weigh("2 cups pulled pork").description, /cooked, roasted/);
  // Crumbled bacon by the cup is fried bacon; a weight of bacon crumbled later is the raw bacon bought.
  assert.match(weigh("1/2 cup crumbled bacon").description, /cooked/);
  assert.match(weigh("8 oz bacon, crumbled").description, /unprepared/);
  assert.match(weigh("1/2 cup crumbled feta").description, /^Cheese, feta/);
});

test("mashed potatoes by the cup are SR's mashed ones; shop names the search missed", () => {
  // "2 cups mashed potatoes" weighed 300 g of raw diced potato.
  const mash = weigh("2 cups mashed potatoes");
  assert.match(mash.description, /^Potatoes, mashed/);
  near(mash.grams, 458, 10, "two cups of mashed potatoes");
  // Potatoes counted and mashed later are the raw potatoes bought.
  assert.match(weigh("4 potatoes, peeled and mashed").description, /raw/);
  assert.equal(ndb("miracle whip"), "04018");
  assert.equal(ndb("cheddar cheese soup"), "06011");
  // Cornbread mix was a stuffing mix.
  assert.equal(ndb("cornbread mix"), "18022");
  assert.equal(ndb("waffle mix"), "18289");
});

test("pantry names of other cuisines: dashi, kombu, bonito flakes, masa harina, leaves, cured pork", () => {
  // Bonito flakes were celery flakes, masa harina wheat flour.
  assert.equal(ndb("bonito flakes"), "15018");
  assert.equal(ndb("masa harina"), "20017");
  assert.equal(ndb("dashi"), "06963");
  assert.equal(ndb("kombu"), "11445");
  assert.equal(ndb("doenjang"), "16112");
  assert.equal(ndb("vermicelli noodles"), "20133");
  for (const name of ["nduja", "capicola", "soppressata"]) assert.equal(ndb(name), "07926", name);
  // Lime leaves weigh like a bay leaf; fresh curry leaves like basil (a handful is about 10 g, not 30 g of a dry leaf).
  assert.ok(weigh("4 kaffir lime leaves").grams < 2);
  assert.ok(weigh("handful fresh curry leaves").grams <= 10);
  assert.equal(ndb("lime juice"), "09160");
});

test("chicken tenders are breast tenderloins, cutlets thin breast halves; mahi mahi is the fish", () => {
  // "1 lb chicken tenders" was whole chicken with skin, less a third for bones: 308 g.
  const tenders = weigh("1 lb chicken tenders");
  assert.equal(tenders.ndb, "05062");
  near(tenders.grams, 454, 1, "a pound of chicken tenders");
  near(weigh("6 chicken tenders").grams, 270, 1, "six tenders");
  // A cutlet is not SR's whole 272 g boneless breast.
  near(weigh("4 chicken cutlets").grams, 480, 1, "four cutlets");
  near(weigh("2 boneless skinless chicken breasts").grams, 544, 1, "two breasts");
  assert.equal(weigh("1½ pounds boneless, skinless chicken breast tenders").ndb, "05062");
  assert.equal(ndb("mahi mahi"), "15023");
});

test("shop sizes: a ball of mozzarella, baby balls, a package of puff pastry, a jar of peanut butter", () => {
  near(weigh("1 ball mozzarella").grams, 125, 1, "a ball of mozzarella");
  near(weigh("1 burrata").grams, 125, 1, "a burrata");
  // Baby balls are not 125 g each (20 of them were 2.5 kg).
  near(weigh("20 baby mozzarella balls").grams, 200, 1, "twenty baby balls");
  near(weigh("12 bocconcini").grams, 360, 1, "twelve bocconcini");
  near(weigh("1 package puff pastry").grams, 490, 1, "a package of puff pastry");
  near(weigh("1 jar peanut butter").grams, 454, 1, "a jar of peanut butter");
});

test("small items SR weighs only as their large cousin: cornichons, Little Gems, spring roll wrappers, veal chops", () => {
  // Nine cornichons weighed 1.2 kg as large dill pickles; two Little Gems 1.25 kg as romaine heads.
  near(weigh("8-10 cornichons, drained, sliced").grams, 72, 1, "nine cornichons");
  near(weigh("2 heads Little Gem lettuce, washed").grams, 260, 1, "two Little Gems");
  near(weigh("25 large spring roll wrappers").grams, 300, 1, "25 spring roll wrappers");
  near(weigh("2 veal chops").grams, 500, 1, "two veal chops");
  // The large ones keep SR's weights.
  near(weigh("1 head romaine").grams, 626, 1, "a romaine head");
  near(weigh("10 egg roll wrappers").grams, 320, 1, "ten egg roll wrappers");
});

test("polenta sold cooked is cooked grits, not dry cornmeal", () => {
  // "1 (24-ounce) log precooked polenta" weighed 680 g of dry grits: about 2,500 kcal instead of about 450.
  const log = weigh("1 (24-ounce) log precooked polenta, sliced into ½-inch-thick rounds");
  assert.match(log.description, /cooked with water/);
  near(weigh("1 tube polenta").grams, 510, 1, "a tube of polenta");
  assert.match(weigh("1 cup polenta").description, /^Cornmeal/);
});

test("a chilli pepper by any spelling is a hot chile of its colour, never a sweet pepper", () => {
  assert.equal(ndb("chilli peppers"), "11819");
  assert.equal(ndb("red chilli pepper"), "11819");
  assert.equal(ndb("green chilli peppers"), "11670");
  assert.equal(ndb("chile pepper"), "11819");
  assert.equal(weigh("1 scotch bonnet chilli pepper, chopped").ndb, "11819");
  assert.equal(ndb("hot pepper flakes"), "02031");
  // Varieties keep their own chile, and a dried one stays dried.
  assert.equal(ndb("ancho chili peppers"), "11978");
  assert.equal(ndb("dried red chile peppers"), "11962");
  // Sweet peppers are still sweet.
  assert.equal(ndb("red bell pepper"), "11821");
});

test("seasoned, prepared and flavoured only qualify a food; aliases that carry the word come first", () => {
  // Jasmine rice is white rice (the cooked search's brown rice was not the named food).
  assert.equal(weigh("100g/3½oz cooked seasoned jasmine rice").ndb, "20045");
  assert.equal(ndb("prepared salsa"), "06164");
  assert.equal(ndb("sharply flavored black olives"), "09193");
  assert.equal(ndb("prepared horseradish"), "02055");
  assert.equal(ndb("seasoned breadcrumbs"), "18376");
});

test("a food SR files only as sold is what a cook who has cooked it uses", () => {
  assert.equal(ndb("cooked chorizo"), "07019");
  assert.equal(ndb("cooked tortillas"), ndb("tortillas"));
  // Raw, dry and uncooked foods still take their cooked sibling or nothing.
  assert.equal(ndb("cooked pasta"), "20121");
  assert.equal(ndb("cooked bacon"), "10862");
});

test("a size word before a package's weight: the package is the unit and its weight the amount", () => {
  near(weigh("2 small (3-ounce) packages cream cheese").grams, 170, 1, "two 3-ounce packages");
  near(weigh("½ of a small (3½-ounce) package cream cheese").grams, 50, 1, "half a 3½-ounce package");
  near(weigh("1 large (28-ounce) can crushed tomatoes").grams, 794, 1, "a 28-ounce can");
  // A range of package sizes is its middle.
  near(weigh("One 13- to 14-ounce can unsweetened coconut milk").grams, 383, 1, "a 13- to 14-ounce can");
});

test("nuts, berries and dried fruit counted one by one weigh what one of them weighs", () => {
  // SR's "small box (1.5 oz)" of raisins was taken for one raisin: 516 g for twelve.
  near(weigh("12 raisins").grams, 6.2, 0.5, "twelve raisins");
  // SR counts grapes ten at a time: "10 grapes" is its own measure, not a sibling's grape.
  near(weigh("10 grapes").grams, 49, 1, "ten grapes");
  near(weigh("10 pistachios, shelled and chopped").grams, 7, 0.5, "ten pistachios");
  near(weigh("12 blueberries").grams, 16.3, 0.5, "twelve blueberries");
  near(weigh("10 hazelnuts").grams, 14, 0.5, "ten hazelnuts");
  near(weigh("10 raspberries").grams, 19, 0.5, "ten raspberries");
  near(weigh("6 dried apricots").grams, 42, 1, "six dried apricots (two halves each)");
  // A count inside another measure is of pieces: a pecan half is a nineteenth of SR's ounce, not the ounce.
  near(weigh("12 pecan halves").grams, 17.9, 0.5, "twelve pecan halves");
  near(weigh("8 walnut halves").grams, 16, 0.5, "eight walnut halves");
});

test("a cup or an ounce of small pieces is not one piece, and a count in the measure says how many", () => {
  // "cup mini chips" was one chip (173 g): twenty-four chips weighed 4 kg.
  near(weigh("24 chocolate chips").grams, (24 * 28.35) / 60, 0.5, "twenty-four chocolate chips");
  // "cup lasagna" was one noodle: eight noodles weighed 720 g.
  near(weigh("8 lasagna noodles").grams, 160, 1, "eight lasagna noodles");
  near(weigh("9 lasagne sheets").grams, 180, 1, "nine lasagne sheets");
  // Whole cloves are the spice, not a unit of a food called "whole" (the search found a turkey).
  assert.equal(weigh("6 whole cloves").ndb, "02011");
});

test("chocolate bars, sausage links, saltines and squid tubes weigh as a shop sells them", () => {
  // A chocolate bar was a fibre bar, and the miniature bar (7 g) the bar.
  assert.equal(weigh("2 chocolate bars").ndb, "19120");
  near(weigh("2 chocolate bars").grams, 88, 1, "two chocolate bars");
  near(weigh("4 mini chocolate bars").grams, 28, 1, "four miniature bars");
  // Kinds keep their chocolate: "bittersweet chocolate bar" is dark, not milk chocolate.
  assert.equal(weigh("4 oz bittersweet chocolate bar, chopped").ndb, "19903");
  near(weigh("1 dark chocolate bar").grams, 100, 1, "a dark chocolate bar");
  // The unit table files "bar" under stick; the recipe's own word finds the bar.
  near(weigh("2 bars semisweet chocolate").grams, 226, 1, "two baking bars");
  near(weigh("2 links chorizo").grams, 120, 1, "two links of chorizo");
  near(weigh("20 saltine crackers").grams, 60, 1, "twenty saltines");
  near(weigh("4 calamari tubes").grams, 240, 1, "four squid tubes");
  assert.equal(weigh("1 daikon radish").ndb, "11430");
});

test("shop containers and whole items a recipe counts without a size", () => {
  // A can of mandarin oranges is SR's canned tangerines (the alias names them otherwise); fava beans stay fava.
  assert.equal(weigh("1 can mandarin oranges").ndb, "09219");
  near(weigh("1 can chicken broth").grams, 411, 1, "a can of broth");
  // Ripe olives are sold by drained weight: a can is 6 oz of olives, not 15 oz.
  near(weigh("1 can black olives").grams, 170, 1, "a can of olives");
  near(weigh("1 block feta").grams, 200, 1, "a block of feta");
  near(weigh("1 bag coleslaw mix").grams, 397, 1, "a bag of coleslaw mix");
  near(weigh("1 bunch celery").grams, 500, 1, "a bunch of celery");
  near(weigh("1 log goat cheese").grams, 113, 1, "a log of goat cheese");
  // A pie shell is a pie crust, not a peach pie.
  assert.equal(weigh("1 pie shell").ndb, "18948");
  // "1 pound cake" is a pound cake (a whole one), not a pound of cherry fudge cake.
  assert.equal(weigh("1 pound cake").ndb, "18120");
  near(weigh("1 pound cake").grams, 454, 1, "a pound cake");
  near(weigh("1 angel food cake").grams, 340, 1, "an angel food cake");
  assert.equal(weigh("1 pound cake flour").ndb, "20084");
});
