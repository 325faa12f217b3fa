/**
 * More curated synonyms (see ./aliases): drinks, fats, pantry goods, whole spices, cuts and heads under the names
 * cooks and shops use, each to the SR food that is or fairly stands in for it. Found among the labelled ingredient
 * lines that matched no food or a lookalike; general kitchen knowledge, not tuned to any one recipe.
 */
// prettier-ignore
export const PANTRY_ALIASES: Record<string, string> = {
  // Drinks cooks pour in. Sherry, Madeira and Marsala are SR's dry fortified (dessert) wine, port and the
  // cream or sweet ones its sweet one; brandies, whiskies and agave spirits any 80-proof spirit (kirsch is a
  // clear fruit brandy, not a liqueur); Chinese rice wine is sake's make-up, never the vinegar the search
  // found for "Shaoxing wine"; coffee and cream liqueurs are SR's own, other sweet liqueurs its creme de
  // menthe (36% alcohol, 371 kcal per 100 g, as Cointreau or amaretto); sparkling wine is white table wine.
  sherry: "14536", "dry sherry": "14536", "fino sherry": "14536", "amontillado sherry": "14536",
  "medium sherry": "14536", "cooking sherry": "14536", "cream sherry": "14057", "sweet sherry": "14057",
  madeira: "14536", marsala: "14536", "dry marsala": "14536", "sweet marsala": "14057",
  port: "14057", "port wine": "14057", "ruby port": "14057", "tawny port": "14057",
  brandy: "14037", cognac: "14037", armagnac: "14037", calvados: "14037", "apple brandy": "14037",
  kirsch: "14037", whisky: "14037", whiskey: "14037", scotch: "14037", "scotch whisky": "14037",
  "bourbon whiskey": "14551", "rye whiskey": "14037", "irish whiskey": "14037", tequila: "14037", mezcal: "14037",
  "rice wine": "43479", "chinese rice wine": "43479", "shaoxing wine": "43479", "shaoxing rice wine": "43479",
  "shao hsing wine": "43479", "cooking wine": "43154",
  "coffee liqueur": "14414", kahlua: "14414", "tia maria": "14414", "irish cream": "14415",
  "irish cream liqueur": "14415", baileys: "14415", liqueur: "14034", "orange liqueur": "14034",
  "grand marnier": "14034", cointreau: "14034", "triple sec": "14034", curacao: "14034", amaretto: "14034",
  "almond liqueur": "14034", frangelico: "14034", "hazelnut liqueur": "14034", limoncello: "14034",
  "creme de cassis": "14034", cassis: "14034", "cherry liqueur": "14034", "maraschino liqueur": "14034",
  chambord: "14034", "raspberry liqueur": "14034", "elderflower liqueur": "14034", "st germain": "14034",
  sambuca: "14034", "anise liqueur": "14034", "peach schnapps": "14034", "cherry brandy": "14034",
  campari: "14034", aperol: "14034", wine: "14084", "table wine": "14084",
  // Wine unnamed by colour is SR's table wine (the search found red wine vinegar).
  // Coffee poured into a recipe is brewed coffee (the search found coffee cream for "coffee" alone); a cup of
  // hot milk is milk, not the hot cocoa the search found; a hot dog is the frankfurter, not its relish.
  coffee: "14209", "brewed coffee": "14209", "black coffee": "14209", "strong coffee": "14209",
  "strong black coffee": "14209", "hot coffee": "14209", "cold coffee": "14209", "strong brewed coffee": "14209",
  "freshly brewed coffee": "14209", "fresh coffee": "14209", "filter coffee": "14209", espresso: "14210",
  "espresso coffee": "14210", "brewed espresso": "14210", "hot milk": "01077", "hot dog": "07950",
  frankfurter: "07950", wiener: "07950",
  "hard cider": "14250", "dry cider": "14250", stout: "14003", ale: "14003", lager: "14003",
  "dark beer": "14003", champagne: "14106", prosecco: "14106", cava: "14106", "sparkling wine": "14106",
  // American shop brands recipes name instead of the food: Guinness is a stout, Coke a cola, Ro-Tel canned
  // tomatoes with green chiles, Fritos corn chips, Doritos nacho tortilla chips, Cheez-It cheese crackers,
  // King's Hawaiian the sweet dinner rolls, Tajín a chile seasoning.
  guinness: "14003", "coca cola": "14148", coke: "14148", cola: "14148", rotel: "11537", "ro tel": "11537",
  "rotel tomato": "11537", fritos: "19003", frito: "19003", "corn chip": "19003", doritos: "19057", dorito: "19057",
  "cheez it": "18214", "cheez its": "18214", "cheese cracker": "18214", "capn crunch": "08010", "capn crunch cereal": "08010",
  "rice chex": "08064", "corn chex": "08019", "wheat chex": "08082", chex: "08064", "hawaiian roll": "28348",
  "hawaiian sweet roll": "28348", "kings hawaiian roll": "28348", "sweet roll": "28348", tajin: "02009",
  // Filled pastas named by their filling are the fresh pasta (the filling word is itself a food); pepperoncini and
  // giardiniera are pickled peppers and vegetables, SR's hot pickled peppers; TVP is textured soy protein, SR's
  // concentrate; pickled onions are weighed as the onion, ramps as the leek they are wild kin of.
  "cheese tortellini": "20093", "spinach tortellini": "20093", "three cheese tortellini": "20093",
  "cheese ravioli": "20093", "spinach ravioli": "20093", "meat ravioli": "20093", "mushroom ravioli": "20093",
  pepperoncini: "31034", pepperoncino: "31034", giardiniera: "31034", tvp: "16121",
  "textured vegetable protein": "16121", "pickled onion": "11282", "pickled red onion": "11282", ramp: "11246",
  // Delicata is a winter squash of an acorn's size (the search found summer squash); kabocha SR's winter squash.
  delicata: "11482", "delicata squash": "11482", kabocha: "11643", "kabocha squash": "11643",
  "reeses peanut butter cup": "19150", "peanut butter cup": "19150", "nilla wafer": "18213", "vanilla wafer": "18213",
  // Fats under other names: lard by its animal or its rendering, shortening by its brand, chicken fat by its
  // Yiddish name, cooking spray SR's own, vegan butters the plant spreads they are (margarine's make-up).
  // Shop-bought forms SR names otherwise: pineapple tidbits come canned (a counted ring, see ./item-weights);
  // pickled jalapeños are SR's canned ones;
  // skyr is a strained nonfat yogurt and labneh a strained full-fat one (as sour cream); oat milk is SR's rice
  // milk (both about 50 kcal per 100 g) and cashew milk its unsweetened almond milk; udon is sold cooked, as
  // SR's cooked noodles, instant noodles are ramen; candied and stem ginger are candied fruit; meringue nests and
  // sprinkles are sugar; pizza dough is a bread dough (SR's French bread).
  "pineapple tidbit": "09268",
  "canned pineapple": "09268", "pickled jalapeno": "11632", "jarred jalapeno": "11632",
  "pickled jalapeno pepper": "11632", skyr: "01256", labneh: "01056", labne: "01056", "oat milk": "14639",
  "oat drink": "14639", "cashew milk": "14091", udon: "20110", "udon noodle": "20110",
  "instant noodle": "06583", "instant ramen": "06583", "candied ginger": "09426",
  "crystallized ginger": "09426", "crystallised ginger": "09426", "stem ginger": "09426",
  "meringue nest": "19335", sprinkle: "19335", "hundreds and thousands": "19335",
  "pizza dough": "18029", "flax seed": "12220", flaxseed: "12220", linseed: "12220",
  "ground flaxseed": "12220", "flax meal": "12220", "flaxseed meal": "12220", "ground flax": "12220", "oreo cookie": "18166", "biscoff cookie": "18192",
  "speculoos cookie": "18192",
  // Cuts the search took from the wrong animal: spare ribs and baby back ribs are pork (it found beef ribs); a
  // fish fillet unnamed is white fish (it found bluefish); a duck breast is a farmed duck's, with its skin (SR
  // weighs that only roasted, 202 kcal per 100 g, as raw magret), not a wild duck's lean breast; a lamb shank
  // is the foreshank.
  "spare rib": "10088", "pork spare rib": "10088", sparerib: "10088", "pork rib": "10088",
  "st louis rib": "10088", "st louis style rib": "10088", "baby back rib": "10192", "back rib": "10192",
  "pork back rib": "10192", "loin back rib": "10192", "fish fillet": "15015", "duck breast": "05315",
  "lamb shank": "17007",
  // Starches and flours: arrowroot as cooks buy it is the powder, a starch like cornstarch (the search found
  // the raw root); mochiko and glutinous rice flour are rice flours, and rice paper is dried rice flour dough;
  // coconut flour is a high-fibre flour nearest whole wheat flour; vanilla paste is vanilla extract with seeds.
  arrowroot: "20027", "arrowroot powder": "20027", "arrowroot starch": "20027", mochiko: "20061",
  "glutinous rice flour": "20061", "sweet rice flour": "20061", "rice paper": "20061",
  "rice paper wrapper": "20061", "rice paper sheet": "20061", "durum wheat semolina": "20066",
  "coconut flour": "20080", "vanilla paste": "02050", "vanilla bean paste": "02050",
  // US convenience foods the search found lookalikes for: meatballs are the meat ones (it found meatless),
  // smoked sausage pork and beef (it found turkey), pineapple juice the juice (it found canned pineapple),
  // peanut butter chips peanut butter's energy (it found a granola bar); ranch mix is a salt-based seasoning;
  // tater tots are SR's potato puffs.
  meatball: "07972", "beef meatball": "07972", "frozen meatball": "07972", "turkey meatball": "07972",
  "chicken meatball": "07972", "swedish meatball": "07972", "italian meatball": "07972",
  "vegetarian meatball": "43132", "vegan meatball": "43132", "meatless meatball": "43132",
  "plant based meatball": "43132", "smoked sausage": "07075",
  "pineapple juice": "09273", "peanut butter chip": "16098", "ranch seasoning": "02034",
  "ranch dressing mix": "02034", "ranch mix": "02034", "ranch seasoning mix": "02034", "tater tot": "11398",
  "oreo crumb": "18166", "oreo cookie crumb": "18166", "rice krispies cereal": "08065", "cornflakes cereal": "08020",
  "corn flakes cereal": "08020", cheerios: "08013", "cheerios cereal": "08013", "puff pastry sheet": "18337",
  "pizza crust": "18029", "prebaked pizza crust": "18029",
  // English names of Indian and Latin American foods: flattened rice is poha, dosa and idli batter a
  // fermented rice batter (as cooked rice; the search found fried chicken batter), fresh methi or fenugreek
  // leaves a green (dried ones, kasuri methi, are in ./aliases-condiments), a green plantain SR's raw plantain
  // (the search found fried ones), Mexican crema sour cream, guava paste a fruit paste (as jam), bitter
  // melon SR's balsam-pear.
  "flattened rice": "20044", "dosa batter": "20045", "idli batter": "20045", "idli rice": "20044",
  "methi leaf": "11457", "fenugreek leaf": "11457", "green plantain": "09277", "mexican crema": "01056",
  "guava paste": "19297", "bitter melon": "11024", "bitter gourd": "11024",
  // Fish, shellfish and soy foods the search missed or took for lookalikes: oysters are the mollusc (it found
  // an emu cut), crab sticks and fish balls surimi, tinned mackerel SR's canned mackerel, salt cod SR's dried
  // salted cod, hot-smoked mackerel SR's cooked mackerel, smoked trout trout; bean curd is tofu, smoked tofu
  // firm tofu, tofu puffs SR's fried tofu.
  oyster: "15167", "fresh oyster": "15167", "shucked oyster": "15167", "crab stick": "15138",
  "fish ball": "15109", "tinned mackerel": "15048", "canned mackerel": "15048", "salt cod": "15018",
  "salted cod": "15018", bacalao: "15018", "smoked mackerel": "15047", "smoked trout": "15114",
  crawfish: "15145", cockle: "15157", "paneer cheese": "01228", "nutritional yeast flake": "18375",
  "bean curd": "16427", "smoked tofu": "16426", "fried tofu": "16129", "tofu puff": "16129",
  "fried tofu puff": "16129",
  // Baking pantry: vanilla sugar is sugar (the search found a no-sugar ice cream); instant coffee and espresso
  // powder SR's instant coffee powder (it found the one with chicory); extracts and essences are flavourings
  // of a few grams, as vanilla extract; cacao powder is cocoa; candy melts are coloured white chocolate;
  // erythritol and monk fruit sweeteners have no energy, as SR's stevia sweetener; baking chocolate is SR's
  // unsweetened squares (the search found the liquid one), fondant icing sugar (it found a fondant sweet).
  "vanilla sugar": "19335", "instant coffee": "14214", "instant coffee powder": "14214",
  "instant coffee granule": "14214", "espresso powder": "14214", "instant espresso powder": "14214",
  "instant espresso": "14214", "buttermilk powder": "01094", "vanilla essence": "02050", "almond essence": "02050",
  "lemon essence": "02050", "orange essence": "02050", "peppermint essence": "02050", "maple extract": "02050",
  "cacao powder": "19165", "raw cacao powder": "19165", "chocolate shaving": "19903", "candy melt": "19087",
  erythritol: "19918", "monk fruit sweetener": "19918", "monk fruit": "19918", "baking chocolate": "19078",
  "unsweetened baking chocolate": "19078", fondant: "19335", "rolled fondant": "19335", "fondant icing": "19335",
  // British and Australian brands and bakes: Marmite and Vegemite are SR's yeast extract spread; Bisto is gravy granules, an Oxo cube a beef stock cube; HP and
  // brown sauce are a tomato-based steak sauce (the search found hash browns in butter sauce); Frank's and
  // Cholula are hot sauces (it found a chicken frankfurter); piccalilli is a pickle relish; custard creams
  // and bourbons are sandwich biscuits (it found a cream puff); Madeira and pound cake are SR's butter pound
  // cake (it found the fat-free one), angel food cake its own; scones are SR's plain biscuits, hot cross
  // buns its sweet rolls, breadsticks and grissini its bread sticks; Biscoff spread is a sweet spread of the
  // hazelnut spread's energy.
  marmite: "43406", vegemite: "43406", "yeast extract": "43406", "yeast extract spread": "43406", bisto: "06127", "bisto gravy granule": "06127",
  oxo: "06076", "oxo cube": "06076", "hp sauce": "27048", "brown sauce": "27048", piccalilli: "11945",
  "lea and perrins": "06971", "franks redhot": "06168", "franks redhot sauce": "06168", "franks red hot sauce": "06168",
  "franks hot sauce": "06168", cholula: "06168",
  "biscoff spread": "19125", "cookie butter": "19125", "custard cream": "18166", "bourbon biscuit": "18166",
  "shortbread finger": "18192", "madeira cake": "18120", "pound cake": "18120", "angel food cake": "18086",
  "angel cake": "18086", scone: "18016", "hot cross bun": "18356", breadstick: "18080", grissini: "18080",
  // Cooked and ready-made forms: cooked or crispy bacon is SR's pan-fried bacon (raw bacon loses most of its
  // weight in the pan); French fried onions and crispy shallots are slices fried in oil, about 600 kcal per
  // 100 g, nearest SR's potato chips (the search found frozen onion rings, 258 kcal); pie dough and a pizza
  // base are SR's pie crust and French bread; Bisquick is a biscuit mix; candied pecans are pecans.
  "cooked bacon": "10862", "crispy bacon": "10862", "bacon crumble": "10862",
  "real bacon bit": "10862", "fried onion": "19411", "french fried onion": "19411",
  "crispy fried onion": "19411", "crispy onion": "19411", "fried shallot": "19411", "crispy shallot": "19411",
  "pie dough": "18948", "pizza base": "18029", bisquick: "18010", "baking mix": "18010", "candied pecan": "12142",
  // Crème fraîche is a cultured cream of 30-40% fat (about 300-380 kcal per 100 g): SR's heavy cream (36%, 340
  // kcal), not its sour cream (20%, 198 kcal); the light ones (about 15%) are SR's reduced-fat sour cream.
  "creme fraiche": "01053", "full fat creme fraiche": "01053", "reduced fat creme fraiche": "01055",
  "light creme fraiche": "01055", "low fat creme fraiche": "01055",
  // Vegetables unnamed are SR's mixed vegetables (as the search finds): a food of its own, so "vegetables or
  // chile peppers" is not read as vegetable peppers.
  vegetable: "11579", "mixed vegetable": "11579",
  "pork lard": "04002", "leaf lard": "04002", "rendered lard": "04002", crisco: "04031",
  "solid vegetable shortening": "04031", schmaltz: "04542", "chicken fat": "04542",
  "rendered chicken fat": "04542", "cooking spray": "04679", "nonstick cooking spray": "04679",
  "oil spray": "04679", "olive oil spray": "04679", "vegetable oil spray": "04679", "vegan butter": "04610",
  "plant butter": "04610", "dairy free butter": "04610", "vegan spread": "04610", "dairy free spread": "04610",
  // Baking and pantry goods: matzo meal is ground matzo; bulgur by its other names; brioche and challah
  // are SR's egg bread; digestives are graham crackers' cousin (430 vs 470 kcal); custard powder is
  // flavoured cornflour; glucose syrup is light corn syrup; marzipan is sweetened almond paste (458 vs ~450);
  // mixed and candied peel and glace cherries SR's candied fruit; caramel sauce its caramel topping;
  // tamarind paste and pulp raw tamarind (the pulp it is); black pudding blood sausage; gelatine leaves and
  // powder SR's dry gelatin.
  "matzo meal": "18217", "matzah meal": "18217", "matza meal": "18217", matzo: "18217", matzah: "18217",
  "bulgur wheat": "20012", "cracked wheat": "20012", burghul: "20012", "bulghur wheat": "20012",
  brioche: "18027", "brioche bread": "18027", "brioche loaf": "18027", challah: "18027",
  "challah bread": "18027", "egg bread": "18027",
  "digestive biscuit": "18173", digestive: "18173", "digestive biscuit crumb": "18173",
  "custard powder": "20027", "liquid glucose": "19350", "glucose syrup": "19350", "dark corn syrup": "19349",
  "agave nectar": "19912", "agave syrup": "19912", agave: "19912", marzipan: "12071", "almond paste": "12071",
  "mixed peel": "09426", "candied peel": "09426", "candied citrus peel": "09426", "candied orange peel": "09426",
  "candied lemon peel": "09426", "glace cherry": "09426", "candied cherry": "09426", "candied fruit": "09426",
  "caramel sauce": "19364", "salted caramel sauce": "19364", "caramel topping": "19364",
  "butterscotch sauce": "19364", "dulce de leche": "01225",
  "tamarind paste": "09322", "tamarind pulp": "09322", "tamarind puree": "09322", tamarind: "09322",
  "black pudding": "07005", "blood sausage": "07005", morcilla: "07005",
  "gelatine leaf": "19177", "leaf gelatine": "19177", "gelatine sheet": "19177",
  "sheet gelatine": "19177", "gelatin sheet": "19177", "gelatin leaf": "19177", "powdered gelatin": "19177",
  "powdered gelatine": "19177", "gelatin powder": "19177", "unflavored gelatin": "19177",
  // Crab meat is sold cooked and picked; chorizo and bacon keep their names whatever their cure or cut.
  crabmeat: "15140", "crab meat": "15140", "white crab meat": "15140", "white crabmeat": "15140",
  "lump crab meat": "15140", "lump crabmeat": "15140", "jumbo lump crab meat": "15140", "brown crab meat": "15140",
  "cooking chorizo": "07019", "chorizo sausage": "07019", "spanish chorizo": "07019",
  "smoked bacon": "10123", "smoked streaky bacon": "10123", "smoked back bacon": "10123",
  "unsmoked bacon": "10123", "unsmoked streaky bacon": "10123", "unsmoked back bacon": "10123",
  "dry cured bacon": "10123", "smoked lardon": "10123", "smoked pancetta": "10123", "smoked bacon lardon": "10123",
  "slab bacon": "10123", "smoked slab bacon": "10123",
  butterbean: "16073", kiwi: "09148", "kiwi fruit": "09148",
  // Meat and fish named only by the animal: pork is SR's composite of retail cuts, lean and fat (the search
  // found the separable fat alone, 632 kcal, or brain), and lamb SR's composite the same way (it found ground
  // lamb for "diced lamb"); white fish is cod, the usual one.
  pork: "10187", "pork meat": "10187", "diced pork": "10187", "stewing pork": "10187", "pork stew meat": "10187",
  "cubed pork": "10187", "pork piece": "10187", lamb: "17001", "diced lamb": "17001", "stewing lamb": "17001",
  "lamb piece": "17001", "white fish": "15015", "firm white fish": "15015",
  "white fish fillet": "15015", "skinless white fish": "15015",
  // Waters have no energy: still, sparkling and mineral water are tap water's figures, soda water and seltzer
  // club soda (the search found tonic, which is sweetened, and a mineral-fortified peanut butter for "mineral
  // or filtered water"). Ice is not a food (see ./compute).
  "mineral water": "14411", "sparkling water": "14121", "sparkling mineral water": "14121", "still water": "14411",
  "soda water": "14121", seltzer: "14121", "seltzer water": "14121", "carbonated water": "14121",
  "fizzy water": "14121", "bottled water": "14411", "spring water": "14411", "pasta water": "14411", "pasta cooking water": "14411", "cooking water": "14411",
  // Fish sold under European and restaurant names, each to SR's fish of the same family and leanness: hake is a
  // whiting; coley (saithe) and pollack are pollock; plaice, dab, brill and megrim are flatfish; sea bream,
  // dorade and porgy are SR's scup (a porgy); branzino and barramundi are sea bass; arctic char is a trout;
  // zander is a walleye; basa and pangasius are farmed catfish; John Dory, gurnard and skate, lean white fish
  // SR lacks, are cod (82 kcal per 100 g; they are 80 to 95).
  "broccoli crown": "11090", "broccoli floret": "11090",
  // Carom (ajwain) seeds are caraway's cousin (the search found breadfruit seeds); hot water is water (it found a hot cereal); glucose is the liquid glucose British baking uses (it
  // found a glucose-reduced dried egg); a citrus rind is its peel (it found lemon ladyfingers).
  // Bakery, cuts, fish and pantry names that matched nothing: a chocolate croissant is a butter croissant's
  // make-up, a crumpet an English muffin's; British lasagne sheets are dry pasta; a côte de boeuf is a rib
  // steak (SR's small-end rib); pig's cheeks are pork; Jersey Royals are new potatoes; hot-smoked salmon is
  // smoked salmon, hoki a lean white fish (cod), Arbroath smokies smoked haddock; ceps (porcini) are weighed
  // as white mushrooms; powdered spices are the ground ones; garlic oil is oil; seasoned rice vinegar is
  // rice vinegar; dried minced onion SR's dehydrated flakes.
  "chocolate croissant": "18239", "pain au chocolat": "18239", crumpet: "18258", lasagne: "20120",
  "lasagne sheet": "20120", "lasagne noodle": "20120", "lasagna sheet": "20120", "cote de boeuf": "13850",
  "rib eye steak": "13850", "ribeye steak": "13850", "pig cheek": "10187", "pigs cheek": "10187",
  "jersey royal potato": "11355", "jersey royal": "11355", "hot smoked salmon": "15077",
  "hot smoked salmon fillet": "15077", hoki: "15015", "arbroath smokie": "15035", "arbroath smoky": "15035", cep: "11260",
  porcini: "11260", "porcini mushroom": "11260", "powdered cinnamon": "02010", "cardamom powder": "02006",
  "powdered mustard": "02024", "mustard powder": "02024", "garlic oil": "04053", "garlic infused oil": "04053",
  "lager beer": "14003", "fried pork rind": "19041", "seasoned rice vinegar": "02053",
  "dried minced onion": "11284", "minced dried onion": "11284",
  // Cured hams sold sliced thin are prosciutto's make-up; liver alone is calf's or beef liver (the search
  // found liver cheese).
  "parma ham": "10141", "serrano ham": "10141", "jamon serrano": "10141", "jamon": "10141",
  "black forest ham": "10141", "bayonne ham": "10141", liver: "13325", "calf liver": "17202",
  "calves liver": "17202", "lamb liver": "17199", "lambs liver": "17199",
  "pig liver": "10110", "pigs liver": "10110", "pork liver": "10110",
  "napa cabbage": "11119", "nappa cabbage": "11119", "chinese leaf": "11119", "chinese leaves": "11119",
  tabasco: "06168", "tabasco sauce": "06168",
  // British shop names that matched a lookalike or nothing: soured cream is sour cream (dropping "soured" found
  // heavy cream), mixed herbs and herbes de Provence the dried blend Italian seasoning already is (the search
  // found chamomile tea), broad beans fresh fava beans (it found green beans), gammon cured ham, kippers
  // kippered herring, mangetout snow peas, beef tomatoes tomatoes, lamb's lettuce and salad leaves leaf
  // lettuce, fromage frais a fresh cheese like quark.
  "soured cream": "01056", "mixed herb": "02027", "dried mixed herb": "02027", "herbes de provence": "02027",
  "broad bean": "11088", "fava bean": "11088", "dried broad bean": "16052", "dried fava bean": "16052", gammon: "10136", "gammon steak": "10136", "gammon joint": "10136",
  kipper: "15042", "kipper fillet": "15042", mangetout: "11300", "snow pea": "11300", "beef tomato": "11529", "lambs lettuce": "11253",
  "lamb lettuce": "11253", "salad leaf": "11253", "mixed salad leaf": "11253", "gem lettuce": "11251",
  "fromage frais": "01012",
  // American pantry names that found a lookalike: black-eyed peas are cowpeas (they were green peas), a cake mix
  // the everyday yellow one (not angel food), Alfredo sauce a ready cheese sauce (the search found the dry mix,
  // three times the energy).
  "black eyed pea": "16064", "blackeyed pea": "16064", cowpea: "16064", "dried black eyed pea": "16062",
  "cake mix": "18144", "alfredo sauce": "06930", "alfredo pasta sauce": "06930",
  // Frisée is curly endive and dandelion leaves SR's dandelion greens; marshmallow fluff and creme its marshmallow
  // cream topping; bran flakes the plain bran flakes cereal.
  frisee: "11213", "curly endive": "11213", dandelion: "11207", "dandelion leaf": "11207", "dandelion green": "11207",
  "marshmallow fluff": "19365", "marshmallow creme": "19365", "marshmallow cream": "19365", "bran flake": "08029",
  // Everyday names the search matched to a lookalike: rice milk (a rice-crisp chocolate), granola (an English
  // muffin), popcorn (caramel corn), currants (fresh black currants; a recipe's currants are the dried vine
  // fruit), gravy (the dry mix, seven times the energy of the gravy), icing (iced animal crackers), seaweed
  // (agar). And names that matched nothing: muesli, nori, glass noodles, farro (an emmer wheat like spelt),
  // pearl barley, hazelnut spread, water chestnuts (bought canned), sweet chili sauce, sorbet, jaggery and
  // the other unrefined cane sugars, dumpling wrappers.
  "rice milk": "14639", "rice drink": "14639", granola: "08054", muesli: "08286", popcorn: "19034",
  "popcorn kernel": "19034", currant: "09085", "dried currant": "09085", "zante currant": "09085",
  "red currant": "09084", redcurrant: "09084", "white currant": "09084", "black currant": "09083", blackcurrant: "09083",
  "redcurrant jelly": "19300", "red currant jelly": "19300", "currant jelly": "19300", "redcurrant jam": "19297",
  gravy: "06116", "beef gravy": "06116", "brown gravy": "06116", "chicken gravy": "06119", "turkey gravy": "06125",
  "mushroom gravy": "06121", "gravy granule": "06127", "gravy powder": "06127", "gravy mix": "06127",
  icing: "19230", frosting: "19230", "vanilla icing": "19230", buttercream: "19230", "buttercream icing": "19230",
  "buttercream frosting": "19230", "chocolate icing": "19226", "cream cheese icing": "19228", seaweed: "11446", nori: "11446", "nori sheet": "11446", laver: "11446",
  "glass noodle": "16082", "cellophane noodle": "16082", "bean thread noodle": "16082", "mung bean noodle": "16082",
  farro: "20140", emmer: "20140", "pearl barley": "20005", "pearled barley": "20005", nutella: "19125",
  "hazelnut spread": "19125", "chocolate hazelnut spread": "19125", "water chestnut": "11590",
  "sweet chili sauce": "27050", "sweet chilli sauce": "27050", "thai sweet chili sauce": "27050", sorbet: "19097",
  jaggery: "19334", panela: "19334", piloncillo: "19334", "dumpling wrapper": "18368", "gyoza wrapper": "18368",
  "spring roll wrapper": "18368", "egg roll wrapper": "18368",
  // Produce and meat by shop names the search read wrongly: a blood orange is an orange (it found blood
  // sausage), ribeye the beef rib (bison), calamari squid, broccolini broccoli, dried porcini and other dried
  // mushrooms SR's dried shiitake. Spice blends SR lacks take a spice of the same make-up and energy: Chinese
  // five spice star anise's anise seed (it found cardamom), za'atar dried thyme, ras el hanout curry powder,
  // sumac (a ground dried berry) paprika.
  "blood orange": "09200", ribeye: "13850", "rib eye": "13850", calamari: "15175", "calamari ring": "15175",
  "squid ring": "15175", broccolini: "11090", "baby broccoli": "11090", "dried porcini": "11268",
  "dried porcini mushroom": "11268", "dried mushroom": "11268", "dried wild mushroom": "11268", "five spice": "02002",
  "five spice powder": "02002", "chinese five spice": "02002", "chinese five spice powder": "02002", zaatar: "02042",
  "za atar": "02042", "ras el hanout": "02015", sumac: "02028", "ground sumac": "02028",
  // Starches and gums SR lacks are its cornstarch, energy for energy (potato starch had found gluten-free
  // rolls made with it, xanthan gum chewing gum).
  // Coconut by its sweetening: "sweetened shredded coconut" had found canned cream of coconut (three times the
  // weight a cup holds), and "unsweetened" was dropped to the sweetened flakes.
  "sweetened shredded coconut": "12179", "sweetened coconut": "12179", "sweetened coconut flake": "12109",
  "sweetened flaked coconut": "12109", "unsweetened shredded coconut": "12108", "unsweetened coconut": "12108",
  "unsweetened coconut flake": "12108", "unsweetened flaked coconut": "12108", "unsweetened desiccated coconut": "12108",
  "toasted coconut": "12114", "toasted coconut flake": "12114",
  // Sauces, milks, stocks and breads by names the search read wrongly: hollandaise, béchamel and satay had found
  // barbecue sauce, cheese sauce the dry mix, black bean sauce baked beans, powdered milk a dessert topping,
  // mushroom stock a condensed soup, corn bread the dry mix, clam juice the clam and tomato drink. Hollandaise
  // (butter and yolk) takes mayonnaise, SR's nearest emulsion; black bean sauce hoisin; béchamel SR's medium
  // white sauce; a turkey stock the chicken one.
  "hollandaise sauce": "04025", hollandaise: "04025", "bechamel sauce": "06166", bechamel: "06166",
  "satay sauce": "06618", "cheese sauce": "06930", "black bean sauce": "06175", "powdered milk": "01091",
  "milk powder": "01091", "dry milk": "01091", "nonfat dry milk": "01091", "skimmed milk powder": "01091",
  "whole milk powder": "01090", "mushroom stock": "06700", "mushroom broth": "06700", "turkey stock": "06194",
  "turkey broth": "06194", "corn bread": "18024", cornbread: "18024",
  "clam juice": "15162", "grape juice": "09135", "chocolate sauce": "14181", "apple sauce": "09019",
  "ranch sauce": "04639", "pastry flour": "20081", "chili oil": "04582", "chilli oil": "04582",
  "champagne vinegar": "02068", "pearl sugar": "19335", "wholemeal bread": "18075", "flat bread": "18041",
  flatbread: "18041",
  chipolata: "07063", "chipolata sausage": "07063", "pork chipolata": "07063",
  "potato starch": "20027", "xanthan gum": "20027", "guar gum": "20027",
  "carom seed": "02005", ajwain: "02005", "ajwain seed": "02005", "hot water": "14411", "lukewarm water": "14411", "tepid water": "14411", glucose: "19350",
  "lemon rind": "09156", "orange rind": "09216", "lime rind": "09156", "grated lemon rind": "09156",
  // Beef named by its use or by the animal alone is the stewing cut a recipe buys, as German "Rindfleisch" is
  // (the search found the whole carcass, fat included: 291 kcal per 100 g against 129); its fat is suet, and
  // pastrami the beef one (the search found turkey's). Plain whole milk yogurt is not Greek.
  beef: "23093", "stewing beef": "23093", "braising beef": "23093", "braising steak": "23093",
  "beef fat": "13335", "beef pastrami": "13355", pastrami: "13355", "whole milk yogurt": "01116",
  "plain whole milk yogurt": "01116", "whole milk yoghurt": "01116",
  // British biscuits are cookies (SR's "Biscuits" are the American scone-like bread): ginger nuts are
  // gingersnaps, amaretti and rich tea plain sweet cookies, oat biscuits and Hobnobs oatmeal cookies, Biscoff
  // and speculoos spiced ones (gingersnaps' make-up).
  "ginger biscuit": "18172", "ginger nut": "18172", "gingernut biscuit": "18172", amaretti: "18204",
  "amaretti biscuit": "18204", "rich tea biscuit": "18204", "oat biscuit": "18178", hobnob: "18178",
  biscoff: "18172", "biscoff biscuit": "18172", "lotus biscuit": "18172", speculoos: "18172",
  "shortbread cookie": "18192",
  // Beans the search took for green beans by their last word: borlotti are cranberry (Roman) beans, haricot
  // beans navy beans, flageolets small white beans, gigantes large limas (butter beans); British French beans
  // are green beans, not SR's dried "Beans, french".
  borlotti: "16021", "borlotti bean": "16021", "haricot bean": "16039", flageolet: "16051",
  "flageolet bean": "16051", gigante: "16073", "gigante bean": "16073", "giant bean": "16073",
  "french bean": "11052", "fine bean": "11052", "fine green bean": "11052", cantalope: "09181", "cantalope melon": "09181",
  hake: "15132", coley: "15065", saithe: "15065", pollack: "15065", plaice: "15028", dab: "15028",
  brill: "15028", megrim: "15028", "sea bream": "15090", bream: "15090", dorade: "15090", daurade: "15090",
  porgy: "15090", branzino: "15091", barramundi: "15091", "arctic char": "15114", zander: "15064",
  basa: "15234", pangasius: "15234", "john dory": "15015", gurnard: "15015", skate: "15015", "skate wing": "15015",
  // Spices, herbs and pickles by the form they are bought in (pods, threads, flakes, stems) and British names:
  // mixed spice is pumpkin pie spice's blend; swede is rutabaga; cavolo nero is kale; gherkins and cornichons
  // are pickled cucumbers; langoustines are lobster's make-up; shortbread biscuits SR's shortbread.
  "cardamom pod": "02006", "green cardamom pod": "02006", "cardamom seed": "02006",
  "saffron thread": "02037", "star anise": "02002", "whole star anise": "02002",
  "ground star anise": "02002", "mixed spice": "02035", "powdered ginger": "02021",
  "sea salt flake": "02047", "salt flake": "02047", "flaky sea salt": "02047", "dried chilli flake": "02031",
  "dried chili flake": "02031", "dried red chilli": "11962", "dried red chile": "11962", "dried red chili": "11962",
  "dried chilli": "11962", "dried chile": "11962", "dried chili": "11962", "parsley stem": "11297",
  "flat leaf italian parsley": "11297", "italian flat leaf parsley": "11297", "fresh sage leaf": "02038",
  "sage leaf": "02038", "rosemary leaf": "02063", "fresh rosemary leaf": "02063", chervil: "02008",
  "pomegranate seed": "09286", "pomegranate aril": "09286", gherkin: "11937", cornichon: "11937",
  swede: "11435", "green papaya": "09226", papaya: "09226", "cavolo nero": "11233", "tuscan kale": "11233",
  "lacinato kale": "11233", "black kale": "11233", langoustine: "15147", "shortbread biscuit": "18192",
  shortbread: "18192", "all butter puff pastry": "18337", "all butter shortcrust pastry": "18334",
  "sherry vinegar": "02068", "long pasta": "20120", fregola: "20120", "button onion": "11282",
  "pearl onion": "11282", "scotch bonnet chilli": "11819", "scotch bonnet": "11819", "scotch bonnet pepper": "11819",
  "salt cured black olive": "09193", "oil cured black olive": "09193",
  // Cuts and heads by the names shops use: a lamb chop or cutlet is SR's loin chop (the search found ground
  // lamb), a shoulder chop its arm chop; rabbit is the farmed one; escarole is SR's endive (the search found
  // it cooked); round, butter, Bibb and Boston lettuces are butterhead.
  "lamb chop": "17023", "lamb cutlet": "17023", "lamb loin chop": "17023", "lamb rib chop": "17023",
  "lamb shoulder chop": "17043", rabbit: "17177", "rabbit leg": "17177", escarole: "11213",
  "round lettuce": "11250", "butter lettuce": "11250", "butterhead lettuce": "11250", "bibb lettuce": "11250",
  "boston lettuce": "11250", "little gem lettuce": "11251", "little gem": "11251",
  // More shop and British names, each to the food it is: wild rice is its own grain (dropping "wild" found white
  // rice); mixed dried fruit is mostly vine fruit (raisins); royal icing is icing sugar set with egg white;
  // petits pois are frozen peas; spring greens are collards' make-up; lamb stock has beef stock's make-up.
  "wild rice": "20088", "marsala wine": "14536", "candied mixed peel": "09426", "unsmoked pancetta": "10123",
  "dried chorizo": "07019", "dried chorizo sausage": "07019", "mixed dried fruit": "09298", "dried mixed fruit": "09298",
  "white chocolate drop": "19087", "white chocolate button": "19087", "milk chocolate drop": "19120",
  "milk chocolate button": "19120", "chocolate button": "19120", "royal icing": "19336", "parmesan shaving": "01033",
  "petit pois": "11312", "tinned anchovy": "15002", "canned anchovy": "15002",
  "limoncello liqueur": "14034", "lobster claw": "15147", "lobster tail": "15147",
  "monkfish tail": "15054", "flour tortilla wrap": "18364", "pork scratching": "19041", "pork rind": "19041",
  chicharron: "19041", "salmon roe": "15072", roe: "15072", daikon: "11430", mooli: "11430",
  "sweetcorn cob": "11167", "corn cob": "11167", "fast action dried yeast": "18375", "fast action yeast": "18375",
  "easy bake yeast": "18375", tumeric: "02043", "rhubarb stem": "09307", "rhubarb stalk": "09307",
  "chard leaf": "11147", "rainbow chard": "11147", "smoked garlic": "11215", "cinnamon bark": "02010",
  "thai basil": "02044", "holy basil": "02044", "thai shallot": "11677", "lamb stock": "06170",
  "jalapeno chilli": "11979", "jalapeno chile": "11979", "bird eye chilli": "11819", "thai chilli": "11819",
  "allspice berry": "02001", "marjoram leaf": "02023", "spring green": "11161", "tinned italian chopped tomato": "11531",
  // Whole and dried forms SR files under another name: a vanilla pod (about 3 g) or its seeds as the extract's
  // energy per gram; mace blades are the ground spice; sorrel is SR's dock and sea beet its chard; dried corn
  // for posole is whole white corn grain; pectin by itself is the dry powder. ("Dried beans" stays unmatched:
  // an alias would catch "dried cannellini beans", which the dried-food rule weighs as dry white beans.)
  "vanilla pod": "02050", "vanilla bean": "02050", "vanilla seed": "02050", "mace blade": "02022",
  sorrel: "11616", "wild sorrel": "11616", "sea beet": "11147", "pea aubergine": "11209",
  "dried corn": "20314", "dried posole": "20314",
  "dried hominy": "20314", "posole corn": "20314", pectin: "19310", "apple pectin": "19310",
  "fruit pectin": "19310", "powdered pectin": "19310", "liquid pectin": "42063",
  // Chilli flakes of Turkey, Syria and the Basque country are dried red chilli, not the black pepper the
  // search found through "pepper"; Sichuan and sansho pepper are husks of the same energy as black pepper.
  "aleppo pepper": "02031", "urfa biber": "02031", "pul biber": "02031", "marash pepper": "02031",
  "maras pepper": "02031", "espelette pepper": "02031", "piment despelette": "02031", "chipotle flake": "02031",
  shichimi: "02031", "shichimi togarashi": "02031", togarashi: "02031",
  // Juices of tropical fruit are sold as nectars (SR's canned ones), not the smoothie the search found.
  "mango juice": "09436", "papaya juice": "09229", "guava juice": "09435", "tamarind water": "09437",
  "tamarind liquid": "09437", "apricot juice": "09036", "peach juice": "09251", "pear juice": "09262",
  // Greens sold as shoots or seedlings are leafy, like garden cress (SR's sprouted pea seeds are the seed).
  "pea shoot": "11203", "pea sprout": "11203", microgreen: "11203", "micro green": "11203",
  "micro herb": "11203", "alfalfa sprout": "11001", "onion juice": "11282",
  // Spreads, sweeteners and meat-free goods by brand and shop names; pieces of chicken for stock.
  "earth balance": "04613", "buttery spread": "04613", "vegetable spread": "04613", soysage: "16107",
  sucralose: "19918", splenda: "19918", "chicken part": "05006", "chicken piece": "05006",
  "lime marmalade": "19303", "lemon marmalade": "19303", "grapefruit marmalade": "19303",
  "ginger marmalade": "19303", "marron glace": "09426", "candied chestnut": "09426",
  poppadum: "42200", poppadom: "42200", papadum: "42200", pappadam: "42200",
  // Soft rolls for sandwiches and burgers are SR's hamburger roll (a potato roll was a gluten-free roll made
  // with potato starch); a sub or hero roll its French roll.
  "potato roll": "18350", "potato bun": "18350", "potato sandwich roll": "18350", "sandwich roll": "18350",
  "sandwich bun": "18350", "pretzel bun": "18350", "pretzel roll": "18350", "sub roll": "18349",
  "hero roll": "18349", "hoagie roll": "18349",
  // Salad greens by the shop's names are leaf lettuce (the search found Russian dressing for "salad", canned peas
  // for "baby greens", corn grain for "field greens" and canned mixed vegetables for "mixed greens"); British salad
  // onions are spring onions, salad tomatoes and potatoes the raw ones (not a dressing or a potato salad); a milk
  // named only as not dairy is SR's soy milk.
  salad: "11253", "green salad": "11253", "side salad": "11253", "salad green": "11253", "baby salad green": "11253",
  "mixed salad green": "11253", "mixed green": "11253", "baby green": "11253", "mixed baby green": "11253",
  "field green": "11253", "spring mix": "11253", mesclun: "11253", "mesclun green": "11253", "salad mix": "11253",
  "mixed leaf": "11253", "salad onion": "11291", "salad tomato": "11529", "salad potato": "11352",
  "dairy free milk": "16139", "non dairy milk": "16139", "nondairy milk": "16139",
  "plant milk": "16139", "plant based milk": "16139", "vegan milk": "16139",
  // Cooked forms named by how they were cooked: caramelised onions are SR's sautéed onions (cooked down in fat),
  // pulled pork its roasted shoulder, crumbled bacon the fried bacon (the raw bacon weighed three times the energy
  // a cup of crumbles holds).
  "caramelized onion": "11286", "caramelised onion": "11286", "sauteed onion": "11286", "pulled pork": "10071",
  "crumbled bacon": "10862",
  // Shop names the search missed or misread: Miracle Whip is SR's mayonnaise-type dressing, cheddar cheese soup its
  // condensed cheese soup, cornbread mix the cornbread dry mix (not the stuffing mix), Texas toast thick white bread,
  // waffle mix the pancake mix.
  "miracle whip": "04018", "salad cream": "04018", "cheddar cheese soup": "06011", "cheese soup": "06011",
  "cornbread mix": "18022", "corn muffin mix": "18022", "jiffy corn muffin mix": "18022", "texas toast": "18069",
  // Polenta sold cooked (a log or tube, "precooked", "ready-made") is SR's grits cooked with water, not dry meal.
  "precooked polenta": "08091", "cooked polenta": "08091", "prepared polenta": "08091", "polenta log": "08091",
  "polenta tube": "08091", "tube polenta": "08091", "ready made polenta": "08091",
  "waffle mix": "18289", "mahi mahi": "15023", mahimahi: "15023", "chicken strip": "05062",
  // Pantry names of other cuisines the search missed or misread: dashi is a fish broth, kombu SR's kelp, bonito
  // flakes dried fish (SR's dried salt cod; the search found celery flakes), furikake mostly sesame, doenjang a
  // soybean paste like miso, char siu sauce a sweet sauce like hoisin, yuzu juice a citrus juice like lemon's;
  // makrut (kaffir) lime leaves weigh like a bay leaf, fresh curry leaves like basil; vermicelli noodles are rice noodles; masa harina is SR's
  // masa corn flour (the search found wheat flour); 'nduja, capicola and soppressata are cured pork like salami.
  dashi: "06963", "dashi stock": "06963", "dashi broth": "06963", kombu: "11445", konbu: "11445",
  "bonito flake": "15018", katsuobushi: "15018", furikake: "12023", doenjang: "16112", "char siu sauce": "06175",
  "yuzu juice": "09152", "curry leaf": "02044", "kaffir lime leaf": "02004", "makrut lime leaf": "02004", "lime leaf": "02004",
  "vermicelli noodle": "20133", "rice vermicelli": "20133", "masa harina": "20017", "masa flour": "20017",
  maseca: "20017", nduja: "07926", capicola: "07926", capocollo: "07926", coppa: "07926", soppressata: "07926",
  // Herbs unnamed are fresh leafy ones (parsley's make-up), not the chamomile tea the search found; fines herbes
  // are a dried blend. Lamb fat is SR's separable fat; carob powder is carob flour (the search found a sweetened
  // drink mix). (Cocktail bitters stay unmatched: any key ending in "bitter" would make bitter chocolate and
  // bitter oranges match nothing; a dash weighs nothing anyway.)
  herb: "11297", "fresh herb": "11297", "mixed fresh herb": "11297", "soft herb": "11297", "fine herb": "02029",
  "fines herbe": "02029", sourdough: "18029", "sourdough loaf": "18029", "lamb fat": "17005", "carob powder": "16055", "lemon lime soda": "14144",
  // Panettone and other enriched Christmas breads with fruit weigh in like a raisin sweet roll.
  // A chocolate bar is milk chocolate (the search found a fibre bar); saltines, daikon and squid tubes by the
  // names shops give them.
  "chocolate bar": "19120", "milk chocolate bar": "19120", "chocolate candy bar": "19120", saltine: "18228",
  "dark chocolate bar": "19903", "bittersweet chocolate bar": "19903", "semisweet chocolate bar": "19080",
  "white chocolate bar": "19087",
  "saltine cracker": "18228", "soda cracker": "18228", "daikon radish": "11430", "calamari tube": "15175",
  "squid tube": "15175", "m&m": "19141", "m&ms": "19141", "m&m's": "19141", "mini m&ms": "19157", "mini m&m": "19157",
  "toffee bit": "19136", "heath toffee bit": "19136", "english toffee bit": "19136", "pie shell": "18948", "pie crust": "18948", "coleslaw mix": "11109", "slaw mix": "11109",
  panettone: "18356", stollen: "18356", "pickled chilli": "11632", "pickled chili": "11632",
  "juniper berry": "02001", "pickled chile": "11632", "pickled cucumber": "11937", "pickled gherkin": "11937",
};
