import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";
import { singular } from "../../src/nutrition/text";
import { near, weigh } from "../helpers/nutrition";

test("wines, spirits and liqueurs cooks pour in are counted, never a lookalike", () => {
  assert.match(weigh("2 tbsp dry sherry").description, /wine, dessert, dry/);
  assert.match(weigh("100ml ruby port").description, /wine, dessert, sweet/);
  assert.match(weigh("1/4 cup port").description, /wine, dessert, sweet/, "port is the wine, not port de salut cheese");
  assert.match(weigh("2 tbsp brandy").description, /distilled, all/);
  assert.match(weigh("50ml whisky").description, /distilled, all/);
  assert.doesNotMatch(weigh("1/4 cup whiskey").description, /sour/);
  assert.match(weigh("2 tbsp Grand Marnier").description, /creme de menthe/, "a sweet liqueur's make-up");
  assert.match(weigh("1 tbsp crème de cassis").description, /creme de menthe/);
  assert.match(weigh("2 tbsp coffee liqueur").description, /liqueur, coffee/);
  assert.match(weigh("2 tbsp Shaoxing wine").description, /sake/, "rice wine, not red wine vinegar");
  assert.match(weigh("330ml dry cider").description, /hard cider/);
});

test("fats under other names: pork lard, Crisco, schmaltz, cooking spray, vegan butter", () => {
  assert.equal(weigh("2 tbsp pork lard").description, "Lard");
  assert.match(weigh("1 cup Crisco").description, /^Shortening/);
  assert.equal(weigh("3 tbsp schmaltz").description, "Fat, chicken");
  assert.match(weigh("100g vegan butter").description, /^Margarine/);
});

test("baking and pantry goods: matzo meal, bulgur wheat, brioche, marzipan, glucose, peel, gelatine", () => {
  assert.match(weigh("1 cup matzo meal").description, /matzo/);
  assert.match(weigh("200g bulgur wheat").description, /^Bulgur/);
  assert.equal(weigh("4 slices brioche").description, "Bread, egg");
  assert.equal(weigh("200g marzipan").description, "Nuts, almond paste");
  assert.match(weigh("2 tbsp liquid glucose").description, /corn, light/);
  assert.equal(weigh("50g mixed peel").description, "Candied fruit");
  assert.match(weigh("4 sheets of gelatine").description, /^Gelatins, dry powder/);
  assert.match(weigh("1 tbsp tamarind paste").description, /^Tamarinds/);
  assert.match(weigh("200g digestive biscuits").description, /graham crackers/);
  assert.equal(weigh("150g black pudding").description, "Blood sausage");
  assert.match(weigh("1/2 cup caramel sauce").description, /caramel/);
});

test("crab meat, chorizo and bacon keep their food whatever the cure, cut or shop word", () => {
  assert.match(weigh("200g white crabmeat").description, /^Crustaceans, crab/);
  assert.match(weigh("8 oz lump crab meat").description, /^Crustaceans, crab/);
  assert.match(weigh("150g cooking chorizo, sliced").description, /^Chorizo/);
  assert.match(weigh("6 rashers smoked streaky bacon").description, /bacon/);
  assert.match(weigh("200g smoked bacon lardons").description, /bacon/);
});

test("pork named only by the animal is lean and fat meat, not the separable fat", () => {
  const r = computeNutrition([parseIngredientLine("1 lb pork, diced")], 1);
  assert.match(r.matched[0]?.food.description ?? "", /composite of trimmed retail cuts/);
  // 454 g at 216 kcal per 100 g, not 632 (the fat alone).
  assert.ok(r.calories > 900 && r.calories < 1100, `${r.calories} kcal`);
  assert.match(weigh("500g firm white fish fillets").description, /cod/);
});

test("plurals of loanwords ending in -i lose their s; -is singulars stay", () => {
  for (const [plural, one] of [
    ["chilis", "chili"],
    ["kiwis", "kiwi"],
    ["zucchinis", "zucchini"],
    ["salamis", "salami"],
  ])
    assert.equal(singular(plural), one);
  for (const word of ["cassis", "pastis", "reis", "anis", "asparagus", "molasses"]) assert.equal(singular(word), word);
  assert.match(weigh("2 red chilis, sliced").description, /chili/);
  assert.match(weigh("3 kiwis").description, /^Kiwifruit/);
  assert.match(weigh("2 zucchinis").description, /zucchini/);
});

test("gelatine counted in leaves or sheets weighs as the kitchen's pieces", () => {
  assert.equal(weigh("4 sheets of gelatine").grams, 8);
  assert.equal(weigh("3 gelatine leaves").grams, 6);
});

test("spices, herbs and vegetables named by the form they are bought in, or by their British name", () => {
  assert.match(weigh("6 cardamom pods, crushed").description, /cardamom/);
  assert.match(weigh("1 tsp saffron threads").description, /saffron/);
  assert.match(weigh("2 star anise").description + weigh("1 tsp star anise").description, /anise/);
  assert.match(weigh("1 tsp mixed spice").description, /pumpkin pie spice/);
  assert.match(weigh("500g swede, peeled and diced").description, /^Rutabagas/);
  assert.match(weigh("200g cavolo nero").description, /^Kale/);
  assert.match(weigh("375g ready-made all-butter puff pastry").description, /^Puff pastry/);
  assert.match(weigh("12 asparagus spears").description, /^Asparagus/);
  assert.equal(weigh("12 asparagus spears").grams, 12 * 16, "SR's medium spear");
  assert.equal(weigh("6 cardamom pods").grams, 1.2);
  assert.match(weigh("1 cup frozen artichoke hearts").description, /^Artichokes/);
  assert.match(weigh("4 chicken hearts").description, /heart/, "an organ keeps its own entry");
});

test("whole items SR weighs only by volume or weight count at a kitchen's item weight", () => {
  assert.equal(weigh("1 celeriac, peeled and diced").grams, 600);
  assert.equal(weigh("1 small pumpkin").grams, 900, "a small one is 0.6 of the medium 1.5 kg of flesh");
  assert.equal(weigh("1 pork tenderloin").grams, 450, "one piece, not a sibling's chop");
  assert.equal(weigh("2 pork fillets").grams, 900);
  assert.equal(weigh("4 anchovy fillets, chopped").grams, 16);
  assert.equal(weigh("2 cinnamon sticks").grams, 6);
  assert.match(weigh("4 lamb chops").description, /^Lamb, domestic, loin/, "a chop, not ground lamb");
  assert.equal(weigh("4 lamb chops").grams, 380);
  assert.equal(weigh("4 rabbit legs").grams, 520);
  assert.equal(weigh("3 lamb's kidneys").grams, 150);
});

test("a size word weighs a whole item, never a part of that size; a leading piece word is a variety", () => {
  // SR's butterhead lists "leaf, medium" (7.5 g) beside its head (163 g).
  assert.equal(weigh("1 round lettuce").grams, 163);
  assert.equal(weigh("1 butterhead lettuce").grams, 163);
  assert.equal(weigh("18 fresh basil leaves").grams, 9, 'SR\'s "5 leaves" counted in the plural');
});

test("a stated weight range counts as its middle, like a range of counts", () => {
  // 4.5 lb of bone-in shoulder, less SR's bone share; before, the range made the line unweighable.
  const shoulder = weigh("1 (4-5 lb) pork shoulder");
  assert.ok(shoulder.grams > 1400 && shoulder.grams < 2100, `${shoulder.grams} g`);
  const lamb = weigh("1 bone-in leg of lamb (5 to 7 pounds)");
  assert.ok(lamb.grams > 2000 && lamb.grams < 2722, `${lamb.grams} g`);
  assert.ok(weigh("One 8- to 10-pound bone-in fresh ham").grams > 3000);
  assert.equal(Math.round(weigh("2 (6-8 oz) salmon fillets").grams), Math.round(2 * 7 * 28.349523125));
});

test("when nothing else matches, the search tries the name without qualifier words", () => {
  assert.match(weigh("50ml dry gin").description, /gin/);
  assert.match(weigh("1 whole mackerel, gutted").description, /mackerel/);
  assert.match(weigh("4 red snapper fillets").description, /snapper/);
  // Names that matched before keep their food: a qualifier that makes another food stays an alias.
  assert.match(weigh("1 cup wild rice").description, /^Wild rice/);
  assert.match(weigh("1 cup whole milk").description, /^Milk, whole/);
});

test("British and shop names of everyday foods", () => {
  assert.match(weigh("100g mixed dried fruit").description, /^Raisins/);
  assert.match(weigh("200g petits pois").description, /^Peas, green, frozen/);
  assert.match(weigh("1 tsp fast-action dried yeast").description, /yeast/);
  assert.match(weigh("1 tsp tumeric").description, /turmeric/);
  assert.match(weigh("1 daikon, peeled").description + weigh("200g daikon").description, /oriental/);
  assert.match(weigh("50g parmesan shavings").description, /parmesan/);
});

test("sprigs and bunches SR does not weigh count at a kitchen's weight", () => {
  assert.equal(weigh("1 bunch spring onions, sliced").grams, 100);
  assert.equal(weigh("1 bunch asparagus").grams, 450);
  assert.equal(weigh("1 bunch fresh basil").grams, 30);
  assert.equal(weigh("2 sprigs rosemary").grams, 2);
  assert.equal(weigh("2 stalks lemongrass").grams, 40);
  assert.equal(weigh("10 sprigs parsley").grams, 10, "SR's own sprig weight stays");
});

test("bakery, cuts, fish and pantry names that matched nothing are counted", () => {
  assert.match(weigh("4 chocolate croissants").description, /^Croissants/);
  assert.match(weigh("4 crumpets").description, /^English muffins/);
  assert.match(weigh("12 whole lasagne noodles (about 12 ounces)").description, /^Pasta, dry/);
  const rib = weigh("2 côte de boeuf or big cowboy steaks, weighing about 1½ lb each");
  assert.match(rib.description, /^Beef, rib, small end/);
  assert.ok(rib.grams > 1200, `two steaks of about 1½ lb each, "weighing about": ${rib.grams} g`);
  near(weigh("4 pigs’ cheeks").grams, 320, 1, "pig cheeks");
  assert.match(weigh("150g/5oz fillet hot-smoked salmon").description, /salmon.*smoked/);
  near(weigh("2 Arbroath smokies, roughly chopped").grams, 300, 1, "two smoked haddocks' flesh");
  assert.match(weigh("3 tbsp garlic oil for sautéing").description, /^Oil/);
});

test("British shop names: soured cream, mixed herbs, broad beans, gammon, kippers, mangetout, salad leaves", () => {
  assert.equal(weigh("150ml soured cream").description, "Cream, sour, cultured", "not heavy cream");
  assert.match(weigh("2 tsp dried mixed herbs").description, /^Spices, oregano/, "not chamomile tea");
  assert.match(weigh("300g broad beans, podded").description, /^Broadbeans, immature/, "not green beans");
  assert.match(weigh("200g dried broad beans").description, /^Broadbeans \(fava beans\), mature seeds, raw/);
  assert.match(weigh("2 gammon steaks").description, /^Pork, cured, ham/);
  assert.match(weigh("2 kippers").description, /kippered/);
  assert.match(weigh("150g mangetout").description, /edible-podded/);
  assert.match(weigh("100g mixed salad leaves").description, /^Lettuce/);
});

test("American pantry names: black-eyed peas, cake mix, Alfredo sauce", () => {
  assert.match(weigh("1 can black-eyed peas, drained").description, /^Cowpeas/, "not green peas");
  assert.match(weigh("1 (15.25-ounce) package cake mix").description, /^Cake, yellow/, "not angel food");
  const alfredo = weigh("1 jar Alfredo sauce");
  assert.match(alfredo.description, /^Sauce, cheese, ready-to-serve/, "not the dry mix");
  near(alfredo.grams, 425, 1, "a 15 oz jar");
});
