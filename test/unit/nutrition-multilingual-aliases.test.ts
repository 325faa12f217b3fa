import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { matchFood } from "../../src/nutrition/match";
import { statedWeight } from "../../src/nutrition/stated-weight";
import { repairIngredient } from "../../src/nutrition/rewrite";
import { normalizeName } from "../../src/nutrition/text";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";
import { near, weigh } from "../helpers/nutrition";

/** Each line weighs the SR food given beside it. */
function weighsAs(cases: Array<[string, string]>): void {
  for (const [line, ndb] of cases) assert.equal(weigh(line).ndb, ndb, line);
}

function food(name: string): string | undefined {
  return matchFood(name)?.food.description;
}

function line(text: string): { grams?: number; food?: string; reason?: string } {
  const r = computeNutrition([parseIngredientLine(text)], 1);
  const m = r.matched[0];
  return m ? { grams: m.grams, food: m.food.description } : { reason: r.skipped[0]?.reason };
}

test("everyday English names the alias table lacked find their food", () => {
  assert.match(food("panko breadcrumbs") ?? "", /^Bread crumbs, dry/);
  assert.match(food("whole-wheat panko breadcrumbs") ?? "", /^Bread crumbs, dry/);
  assert.match(food("mirin") ?? "", /sake/);
  assert.match(food("anchovy filets") ?? "", /anchovy/);
  assert.match(food("Coriander Powder") ?? "", /coriander seed/);
  assert.match(food("Dried Mint Leaves") ?? "", /Spearmint, dried/);
  assert.match(food("Tahini Paste") ?? "", /tahini/);
  assert.match(food("almond extract") ?? "", /extract/);
  assert.match(food("lamb mince") ?? "", /^Lamb, ground/);
  assert.match(food("bucatini pasta") ?? "", /^Pasta, dry/);
  assert.match(food("dried lentils") ?? "", /^Lentils, raw/);
  assert.match(food("minced clams") ?? "", /clam.*canned/);
  assert.match(food("Canned pumpkin purée") ?? "", /^Pumpkin, canned/);
  assert.match(food("golden syrup") ?? "", /^Syrup, Cane/);
  assert.match(food("red miso") ?? "", /^Miso/);
  assert.match(food("baguette") ?? "", /^Bread, french/);
  assert.match(food("veg stock") ?? "", /vegetable broth/);
  assert.match(food("extra hot horseradish") ?? "", /^Horseradish/);
});

test("'palm or coconut sugar' is a sugar, not hearts of palm", () => {
  assert.match(food("palm or coconut sugar") ?? "", /^Sugars, brown/);
});

test("common foods in German, Dutch, French, Spanish, Italian and Scandinavian pages are matched", () => {
  const cases: Array<[string, RegExp]> = [
    ["Mandeln", /^Nuts, almonds/],
    ["Frischkäse", /^Cheese, cream/],
    ["Eigelb", /^Egg, yolk/],
    ["Kokosmilch", /coconut milk/],
    ["Haferflocken", /oats/],
    ["Zitronensaft", /^Lemon juice/],
    ["fetakaas", /^Cheese, feta/],
    ["roomboter", /^Butter/],
    ["sperziebonen", /^Beans, snap/],
    ["Parmezaanse kaas", /^Cheese, parmesan/],
    ["emmental", /^Cheese, swiss/],
    ["poireaux", /^Leeks/],
    ["calabaza", /^Pumpkin, raw/],
    ["yema de huevo", /^Egg, yolk/],
    ["pistachos pelados", /pistachio/],
    ["sedano", /^Celery/],
    ["melanzane violette", /^Eggplant/],
    ["pangrattato", /^Bread crumbs/],
    ["olio extravergine di oliva", /^Oil, olive/],
    ["olivolja", /^Oil, olive/],
    ["kyllingfileter", /^Chicken.*breast/],
    ["Lardon(s) fumé(s)", /bacon/],
  ];
  for (const [name, re] of cases) assert.match(food(name) ?? "(none)", re, name);
});

test("'or' in other languages separates alternatives: the first one is matched", () => {
  assert.match(food("margarina vegetal ou manteiga") ?? "", /^Margarine/);
  assert.match(food("Nata o crema") ?? "", /^Cream, fluid, heavy/);
  assert.match(food("Sahne oder Milch") ?? "", /^Cream, fluid, heavy/);
});

test("'without salt' in any language never turns the food into salt", () => {
  assert.equal(normalizeName("margarina sem sal"), "unsalted margarina");
  assert.match(food("margarina sem sal") ?? "", /^Margarine/);
  assert.match(food("butter without salt") ?? "", /^Butter, without salt/);
});

test("'in olive oil' after a name is how the food is packed, not the food", () => {
  assert.equal(normalizeName("sun-dried tomatoes packed in extra-virgin olive oil"), "sun dried tomato");
  assert.equal(normalizeName("tuna in olive oil"), "tuna");
});

test("Scandinavian spoon words at the start of the name are units", () => {
  const r = repairIngredient({ name: "msk olivolja", quantity: 4 });
  assert.equal(r.unit, "tbsp");
  assert.equal(r.name, "olivolja");
  assert.equal(repairIngredient({ name: "tsk citronskal", quantity: 1 }).unit, "tsp");
  assert.equal(repairIngredient({ name: "ss sitronsaft", quantity: 2 }).unit, "tbsp");
  const oil = line("4 msk olivolja");
  assert.ok(oil.grams !== undefined && Math.abs(oil.grams - 54) < 2, JSON.stringify(oil));
});

test("a Portuguese coffee spoon is weighed as a teaspoon, not a tablespoon", () => {
  const r = line("1 colher de café de alho em pó");
  assert.match(r.food ?? "", /garlic powder/);
  assert.ok(r.grams !== undefined && r.grams < 4, JSON.stringify(r));
});

test("stated weights written with 'about' in other languages, and 'à' meaning each", () => {
  assert.equal(statedWeight({ name: "peito de frango", quantity: 2, note: "cerca de 240 g" }, 2)?.grams, 240);
  assert.equal(statedWeight({ name: "Schnitzel", quantity: 2, note: "ca. 125 g" }, 2)?.grams, 125);
  assert.equal(statedWeight({ name: "Schnitzel", quantity: 2, note: "à ca. 125 g" }, 2)?.grams, 250);
  assert.equal(statedWeight({ name: "kip", quantity: 1, note: "ongeveer 300 gram" }, 1)?.grams, 300);
});

test("weighed nuts are kernels: SR's shell refuse applies only when the text says 'in shell'", () => {
  assert.equal(line("100 g almonds").grams, 100);
  assert.equal(line("200 g Mandeln").grams, 200);
  assert.equal(line("100 g pistachios").grams, 100);
  const shelled = line("200 g walnuts in shell").grams ?? 0;
  assert.ok(shelled < 120, String(shelled));
  // Bone-in meat keeps its bone refuse.
  assert.ok((line("2 lb chicken wings").grams ?? 0) < 907);
});

test("a unit word glued to the name ('1 tablespooncream cheese') is split off; 'cupcakes' is not a unit", () => {
  assert.deepEqual(repairIngredient({ name: "tablespooncream cheese", quantity: 1 }), { name: "cream cheese", quantity: 1, unit: "tbsp" });
  assert.equal(line("1/4 cupmilk").grams, 61);
  assert.equal(repairIngredient({ name: "cupcakes", quantity: 12 }).unit, undefined);
});

test("a sheet of puff pastry is half the standard box; a box of cake mix is SR's package", () => {
  assert.equal(line("1 sheet puff pastry").grams, 245);
  assert.ok((line("1 Box of spice cake mix").grams ?? 0) > 400);
  // Shelf standards still win over SR's own (3 oz) package: a package of cream cheese is 8 oz.
  assert.equal(line("1 package cream cheese").grams, 227);
});

test("counted items: the food's own head word, then a typical item weight", () => {
  assert.ok((line("1 aubergine").grams ?? 0) > 400);
  assert.equal(line("4 sweet potatoes").grams, 520);
  assert.equal(line("2 puerros").grams, 178);
  assert.equal(line("1 medium summer squash").grams, 196);
  assert.equal(line("2 shallots").grams, 80);
  assert.equal(line("1 small yellow squash").grams, 117.6);
  assert.equal(line("1 baguette").grams, 250);
});

test("'1 whole chicken' is a whole bird's edible meat, not SR's yield from one pound", () => {
  assert.equal(line("1 whole chicken").grams, 920);
});

test("German and Dutch colour words before the noun are qualifiers; ligatures fold like accents", () => {
  assert.match(food("rote Zwiebel") ?? "", /^Onions, raw/);
  assert.match(food("rote Bete") ?? "", /^Beets/);
  assert.match(food("grüne Bohnen") ?? "", /^Beans, snap/);
  assert.match(food("3 œufs".replace(/^\d+\s*/, "")) ?? "", /^Egg, whole/);
  assert.match(food("bœuf haché") ?? "", /^Beef, ground/);
  assert.match(food("weiße Bohnen") ?? "", /^Beans, white/);
});

test("a rotisserie or barbecued chicken is cooked meat off the bone: about 420 g a bird", () => {
  const half = line("1/2 barbecued chicken, skin and bones removed, meat shredded");
  assert.match(half.food ?? "", /meat only, roasted/);
  assert.equal(half.grams, 210);
  assert.ok(Math.abs((line("2 cups shredded rotisserie chicken").grams ?? 0) - 280) < 5);
});

test("typical item weights stay within their word: six slices of country bread are not six baguettes", () => {
  assert.equal(line("6 (1/2-inch thick) sliced day-old country bread").grams, undefined);
});

test("more than two whole birds on one line is a cut-off name and is skipped, not weighed", () => {
  assert.equal(line("6 bone in, skin on chicken").grams, undefined);
  assert.equal(line("2 chickens").grams, 1840);
});

test("foreign words that are also English food names stay unmapped or English", () => {
  // US "queso" is a cheese dip and "peperoni" a misspelt pepperoni: neither is plain cheese or sweet pepper.
  assert.doesNotMatch(food("queso") ?? "", /^Cheese, cheddar/);
  assert.doesNotMatch(food("peperoni") ?? "", /^Peppers, sweet/);
  assert.match(food("cooked grains") ?? "", /cooked/);
});

test("'cooked' kept in the preparation measures the cooked food by volume; weights stay dry", () => {
  assert.match(line("1 cup cooked quinoa").food ?? "", /^Quinoa, cooked/);
  assert.match(line("1 cup rice, cooked").food ?? "", /cooked/);
  assert.match(line("1 cup cooked lentils").food ?? "", /^Lentils, mature seeds, cooked/);
  assert.match(line("2 cups cooked shredded chicken").food ?? "", /roasted/);
  assert.match(line("1 lb pasta, cooked al dente").food ?? "", /^Pasta, dry/);
  assert.match(line("1 cup pasta, cooked according to package directions").food ?? "", /^Pasta, dry/);
  assert.match(line("1/2 cup cranberries, dried").food ?? "", /^Cranberries, dried/);
});

test("fresh pasta is SR's fresh-refrigerated pasta, not dry pasta; filled pastas take it too", () => {
  assert.match(line("1 lb fresh pasta").food ?? "", /^Pasta, fresh-refrigerated/);
  assert.match(line("375g pkt fresh lasagne sheets").food ?? "", /^Pasta, fresh-refrigerated/);
  assert.match(line("9 oz fresh tortellini").food ?? "", /^Pasta, fresh-refrigerated/);
  assert.match(line("1 cup fresh spinach").food ?? "", /^Spinach, raw/);
});

test("strips of bacon are slices; shelf sizes of a bag of frozen vegetables, seasoning packet, garlic head, loaf", () => {
  assert.equal(line("2 strips bacon").grams, 56);
  assert.equal(line("1 bag frozen peas").grams, 340);
  assert.equal(line("1 packet taco seasoning").grams, 28);
  assert.equal(line("1 head garlic").grams, 45);
  assert.equal(line("1 loaf French bread").grams, 454);
  assert.equal(line("6 hamburger buns").grams, 264);
  assert.equal(line("8 slices sandwich bread").grams, 232);
});

test("a counted fish fillet is a 170 g portion, not SR's whole side; stated weights still win", () => {
  assert.equal(line("4 salmon fillets").grams, 680);
  assert.equal(line("2 cod fillets").grams, 340);
  assert.equal(line("1 wild coho salmon, about 1½ lbs").grams, 680.4);
});

test("almond flour weighs 112 g a cup, not SR's 145 g cup of whole almonds; marinara, pecan halves, berries", () => {
  assert.equal(line("1 cup almond flour").grams, 112);
  assert.equal(line("1 jar marinara").grams, 680);
  assert.match(line("1 cup pecan halves").food ?? "", /pecans/);
  assert.match(line("1 cup frozen berries").food ?? "", /frozen/);
});

test("a can on the line makes a raw match canned; unsized cans of tomatoes are the 14.5 oz shelf can", () => {
  assert.match(line("1 (28 oz) can crushed tomatoes").food ?? "", /^Tomatoes, red, ripe, canned/);
  assert.equal(line("1 can of chopped tomatoes").grams, 411);
  assert.match(line("1 can (4 ounce size) sliced mushrooms").food ?? "", /^Mushrooms, canned/);
  // Beans already match their canned, drained form and keep it.
  assert.match(line("1 15 oz. can red kidney beans").food ?? "", /drained solids/);
  assert.match(line("2 tomatoes").food ?? "", /raw/);
});

test("German, French and Italian names that matched nothing: Brühe, Natron, Spätzle, râpé, guanciale", () => {
  for (const [name, description] of [
    ["Brühe", /^Soup, vegetable broth/],
    ["Natron", /baking soda/],
    ["Spätzle", /^Pasta, fresh-refrigerated/],
    ["gruyère râpé", /^Cheese, gruyere/],
    ["guanciale", /jowl/],
    ["lievito di birra", /yeast/],
  ] as const) {
    assert.match(matchFood(name)?.food.description ?? "", description, name);
  }
});

test("Spanish, Portuguese, Italian and German staples that matched nothing or a lookalike", () => {
  for (const [name, description] of [
    ["carne de res", /^Beef, chuck for stew/],
    ["cerdo", /^Pork, fresh, composite/],
    ["pimentón", /^Spices, paprika/],
    ["frijoles negros", /^Beans, black, mature seeds, raw/],
    ["frijoles", /^Beans, pinto/], // refried beans
    ["feijão", /^Beans, pinto/],
    ["presunto", /^Pork, cured, ham/],
    ["coco ralado", /coconut meat, dried/],
    ["prosciutto crudo", /^Pork, cured, ham/],
    ["salsiccia", /^Sausage, Italian/],
    ["Rinderhack", /^Beef, ground/],
    ["Paprika edelsüß", /^Spices, paprika/],
  ] as const) {
    assert.match(matchFood(name)?.food.description ?? "", description, name);
  }
});

test("German sachets and tubs hold one recipe's worth", () => {
  near(weigh("1 Päckchen Backpulver").grams, 15, 0.5, "a sachet of baking powder");
  near(weigh("1 Päckchen Vanillezucker").grams, 8, 0.5, "a sachet of vanilla sugar");
  near(weigh("1 Becher Sahne").grams, 200, 1, "a tub of cream");
  near(weigh("1 Becher Schmand").grams, 200, 1, "a tub of Schmand");
  near(weigh("1 container sour cream").grams, 454, 1, "an American tub of sour cream");
  near(weigh("2 Knoblauchzehen").grams, 6, 1, "two garlic cloves");
});

test("French, Italian, Dutch and Portuguese sachets and boxes", () => {
  near(weigh("1 zakje vanillesuiker").grams, 8, 0.5, "a Dutch sachet of vanilla sugar");
  near(weigh("1 sachet de sucre vanillé").grams, 8, 0.5, "a French sachet of vanilla sugar");
  assert.match(weigh("1 bustina di lievito").description, /baking powder/);
  near(weigh("1 caixinha de creme de leite").grams, 200, 1, "a Brazilian box of table cream");
  assert.match(weigh("400 g di pelati").description, /^Tomatoes, red, ripe, canned/);
});

test("Indian and Latin American pantry names: poha is flattened rice, dosa batter no fried chicken, methi a green", () => {
  const poha = weigh("1 cup poha");
  assert.equal(poha.ndb, "20044"); // was the poha berry
  near(poha.grams, 80, 1, "a cup of flattened rice flakes");
  assert.equal(weigh("2 cups dosa batter").ndb, "20045"); // was fried chicken in batter
  assert.equal(weigh("1 cup chopped methi leaves").ndb, "11457"); // was a cup of fenugreek seed, 574 kcal
  assert.equal(weigh("1 tbsp kasuri methi").ndb, "02027");
  assert.equal(weigh("1 tbsp achiote paste").ndb, "02015"); // was almond paste
  assert.equal(weigh("2 green plantains").ndb, "09277"); // was fried plantains, and unweighed
  assert.equal(weigh("1 lb yuca").ndb, "11134");
  assert.equal(weigh("1 cup sooji").ndb, "20066");
});

test("everyday staples of Italian, French, German, Dutch, Portuguese, Nordic and Polish pages match their food", () => {
  weighsAs([
    ["1 scatola di ceci", "16358"],
    ["200 g di tonno", "15121"],
    ["500 ml di passata di pomodoro", "11547"],
    ["100 g di cioccolato fondente", "19903"],
    ["200 g d'épinards", "11457"],
    ["300 g de pâtes", "20120"],
    ["1 pâte brisée", "18948"],
    ["4 Scheiben Toastbrot", "18069"],
    ["2 Hähnchenschenkel", "05096"],
    ["1 lata de grão de bico", "16358"],
    ["200 g de salmão", "15236"],
    ["1 ss olje", "04582"],
    ["400 g kikerter", "16358"],
    ["2 cebula", "11282"],
    ["500 g mięso mielone", "23567"],
    ["2 chicken fillets", "05062"],
  ]);
  // Norwegian and Swedish cans, a French carton, a pack of mozzarella and a bag of Dutch grated cheese.
  near(weigh("1 boks hakkede tomater").grams, 411, 15, "a Norwegian can of chopped tomatoes");
  assert.equal(weigh("1 brique de crème liquide").grams, 200);
  assert.equal(weigh("1 Packung Mozzarella").grams, 125);
  assert.equal(weigh("1 zakje geraspte kaas").grams, 226);
});

test("a Brazilian and a Dutch home cook's staples match their food, not a word they share with another", () => {
  weighsAs([
    ["200 ml de leite de coco", "12118"], // was whole milk
    ["1 pitada de noz-moscada", "02025"], // was walnuts (noz)
    ["2 colheres de sopa de extrato de tomate", "11546"], // was fresh tomato
    ["500 g de mandioca", "11134"],
    ["1 berinjela", "11209"],
    ["400 g de bacalhau", "15018"],
    ["500 g de linguiça calabresa", "07074"],
    ["100 g de castanha de caju", "12087"],
    ["1 xícara de amendoim", "16087"],
    ["4 sobrecoxas de frango", "05096"], // the thigh; coxa is the drumstick
    ["6 coxas de frango", "05066"],
    ["1 xícara de aveia", "08120"],
    ["200 g roomkaas", "01017"],
    ["400 g kabeljauw", "15015"],
    ["2 el pindakaas", "16098"],
    ["1 rode peper", "11819"], // a chilli, not a sweet pepper
    ["1 zoete aardappel", "11507"], // was a potato
    ["2 rookworsten", "07074"],
    ["100 g cashewnoten", "12087"],
  ]);
});

test("German, Spanish, French and Italian staples and chicken parts match their food", () => {
  weighsAs([
    ["400 g Kabeljau", "15015"],
    ["250 g Erdbeeren", "09316"],
    ["150 g Schafskäse", "01019"],
    ["4 Hähnchenkeulen", "05075"],
    ["1 Sellerieknolle", "11141"],
    ["2 EL Erdnussbutter", "16098"],
    ["1 Dose schwarze Bohnen", "16018"], // was green beans
    ["1 aguacate", "09037"],
    ["4 muslos de pollo", "05096"], // was "4 whole birds is a cut-off name"
    ["4 cuisses de poulet", "05075"],
    ["4 cosce di pollo", "05075"],
    ["100 g de poudre d'amande", "12061"],
  ]);
});

test("a can of beans an alias names bought dry is the canned beans, not a can's weight of dry ones", () => {
  const can = weigh("1 lata de frijoles negros");
  assert.equal(can.ndb, "16018"); // was 425 g of dry black beans, 1,449 kcal
  near(can.grams, 425, 1, "a whole can of black beans");
  assert.equal(weigh("1 lata de feijão").ndb, "16345"); // canned pinto beans, drained
  // A weight or a cup of the dry beans stays the dry beans the recipe cooks.
  assert.equal(weigh("500 g de feijão preto").ndb, "16014");
});

test("a Mexican or Spanish cook's staples are their food, not a lookalike that shares a word", () => {
  weighsAs([
    ["1 taza de harina de maíz", "20317"], // was wheat flour
    ["500 g de pescado blanco", "15015"], // was queso blanco, 1,550 kcal
    ["1 taza de frijoles refritos", "16103"], // was dry pinto beans
    ["1 lata de leche evaporada", "01096"], // was whole milk, unweighed
    ["2 plátanos", "09040"], // was fried plantains
    ["1 plátano macho", "09277"],
    ["1 piña", "09266"], // was a canned piña colada
    ["6 alitas de pollo", "05100"], // was "6 whole birds is a cut-off name"
    ["2 tortillas de maíz", "18363"],
    ["1 cucharada de manteca de cerdo", "04002"], // was pork meat
  ]);
  // "Polvo" is powder in Spanish ("polvo para hornear"), never the Portuguese octopus.
  assert.doesNotMatch(food("polvo") ?? "", /octopus/i);
});

test("French and Italian staples, and a stock cube in any language is the dry cube", () => {
  weighsAs([
    ["1 pincée de noix de muscade", "02025"], // was walnuts (noix)
    ["4 tranches de pain de mie", "18069"], // was egg noodles (the Dutch mie)
    ["1 c. à soupe de vinaigre balsamique", "02069"], // was distilled vinegar
    ["200 g de fromage blanc", "01012"],
    ["4 filets de cabillaud", "15015"],
    ["2 poivrons rouges", "11821"],
    ["1 kg di cozze", "15164"],
    ["300 g di vongole", "15157"],
    ["1 finocchio", "11957"],
  ]);
  // A cube of stock was "no weight for a cube" of the ready-to-serve stock the name matched.
  for (const line of ["1 cube de bouillon de volaille", "1 dado da brodo", "1 tablete de caldo de galinha", "1 cubo de caldo de pollo"]) {
    const cube = weigh(line);
    assert.equal(cube.ndb, "06081", line);
    near(cube.grams, 5, 1, line);
  }
  assert.equal(weigh("1 tablete de caldo de carne").ndb, "06076");
  assert.equal(weigh("1 Würfel Gemüsebrühe").ndb, "06981");
  // Two cups of stock stay the stock.
  assert.equal(weigh("2 cups chicken broth").ndb, "06194");
});

test("Swedish and Norwegian staples match their food", () => {
  weighsAs([
    ["500 g nötfärs", "23567"],
    ["4 kycklinglår", "05096"],
    ["400 g torskfilé", "15015"],
    ["2 dl matlagningsgrädde", "01049"],
    ["200 g kvarg", "01012"],
    ["25 g jäst", "18374"], // fresh yeast, as Swedish packets sell it
    ["1 buljongtärning", "06081"],
    ["2 dl havregryn", "08120"],
    ["1 kg svinekjøtt", "10187"],
  ]);
});

test("Slovak, Czech and Polish names in the genitive an amount gives them match their food", () => {
  weighsAs([
    ["500 g hladkej múky", "20081"],
    ["200 g cukru", "19335"],
    ["100 g masla", "01001"],
    ["250 ml mlieka", "01077"],
    ["500 g zemiakov", "11352"],
    ["500 g brambor", "11352"],
    ["250 g tvarohu", "01012"],
    ["500 g mąki pszennej", "20081"],
    ["500 g piersi z kurczaka", "05062"],
    ["1 lyžica oleja", "04582"],
  ]);
  // Meat ("mäsa", "masa") was the Mexican masa: 500 g of pork weighed 1,815 kcal of corn flour.
  for (const line of ["500 g bravčového mäsa", "500 g vepřového masa", "500 g mięsa wieprzowego"]) assert.equal(weigh(line).ndb, "10187", line);
  assert.equal(weigh("500 g mletého mäsa").ndb, "23567");
  near(weigh("1 lyžica oleja").grams, 14, 1, "a Slovak tablespoon of oil");
});

test("a can of crushed tomatoes is a whole can in any language, not the 190 g can SR lists for another tomato", () => {
  for (const line of ["1 burk krossade tomater", "1 lata de tomate triturado"]) near(weigh(line).grams, 411, 1, line);
});

test("a can named in any language of the unit table is the canned food, not the raw one", () => {
  // "blik", "boîte", "boks" and "Dose" are cans in the shared unit table; the can test had its own shorter list.
  for (const text of ["1 blik mais", "1 boîte de maïs", "1 lata de maíz"]) near(weigh(text).grams, 298, 1, text);
  for (const text of ["1 Dose Tomaten", "1 boks hakkede tomater", "1 boîte de tomates concassées"]) {
    assert.equal(weigh(text).ndb, "11531", text);
    near(weigh(text).grams, 411, 1, text);
  }
  // SR's "Pineapple, raw, all varieties": its generic words do not stop the canned form.
  assert.match(line("1 Dose Ananas").food ?? "", /^Pineapple, canned/);
});

test("a name the parser split from its purpose is joined again when together they name a food", () => {
  // "para hornear" reads as a purpose ("aceite para freír"), but "polvo para hornear" is baking powder.
  assert.match(line("2 cucharaditas de polvo para hornear").food ?? "", /baking powder/);
  assert.match(line("2 cucharadas de aceite para freír").food ?? "", /^Oil/);
});

test("Spanish corn, sardines and popcorn, and French ladyfingers find their food", () => {
  assert.match(food("maíz") ?? "", /^Corn, sweet/);
  assert.match(food("harina de maíz") ?? "", /^Corn flour/);
  assert.match(food("sardinas") ?? "", /sardine/i);
  assert.match(food("palomitas de maíz") ?? "", /popcorn/i);
  assert.match(food("boudoirs") ?? "", /ladyfingers/i);
});

test("Dutch and Swedish supermarket diminutives and compounds find their food; a Dutch tub or bag is a unit", () => {
  weighsAs([
    ["250 g half-om-halfgehakt", "23567"],
    ["250 g kastanjechampignons", "11266"],
    ["400 g krieltjes", "11352"],
    ["200 g sperziebertjes", "11052"],
    ["250 g cherrytomaatjes", "11529"],
    ["300 g pandanrijst", "20044"],
    ["1 grönsaksbuljongtärning", "06081"],
  ]);
  near(weigh("1 bekertje zure room").grams, 125, 1, "a Dutch 125 g tub, not the American 16 oz one");
  assert.equal(line("1 zak spinazie").food, "Spinach, raw");
  // "pak" stays out of the unit table: "pak choi" is a vegetable.
  assert.match(line("2 pak choi, halved").food ?? "", /pak-choi/);
});
