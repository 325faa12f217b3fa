/**
 * Curated synonyms for the most common recipe ingredients → SR NDB number. The fuzzy matcher handles the
 * long tail; this table pins the everyday names whose SR wording differs from how recipes say them
 * ("all-purpose flour" is "Wheat flour, white, all-purpose, enriched, bleached"; "scallion" is
 * "Onions, spring or scallions ..."). Keys are in normalized form (lower case, singular, no preparation
 * words) — see normalizeName in ./text. General culinary knowledge only; not tuned to any one recipe.
 */
import { INTL_ALIASES } from "./aliases-intl";
import { CONDIMENT_ALIASES } from "./aliases-condiments";
import { PANTRY_ALIASES } from "./aliases-pantry";
import { normalizeName } from "./text";

// prettier-ignore
const A: Record<string, string> = {
  // Alliums, roots, common vegetables
  garlic: "11215", "garlic clove": "11215", "clove garlic": "11215", "clove of garlic": "11215",
  onion: "11282", "yellow onion": "11282", "white onion": "11282", "brown onion": "11282",
  "sweet onion": "11282", "red onion": "11282", "spanish onion": "11282",
  shallot: "11677", "banana shallot": "11677",
  scallion: "11291", "green onion": "11291", "spring onion": "11291",
  leek: "11246", ginger: "11216", "ginger root": "11216", "root ginger": "11216",
  celery: "11143", "celery stalk": "11143", "celery rib": "11143", carrot: "11124", "baby carrot": "11124",
  potato: "11352", "russet potato": "11353", "white potato": "11354", "red potato": "11355",
  "yukon gold potato": "11354", "new potato": "11355", "baby potato": "11355", "sweet potato": "11507",
  tomato: "11529", "ripe tomato": "11529", "plum tomato": "11529", "roma tomato": "11529",
  "cherry tomato": "11529", "grape tomato": "11529", "vine tomato": "11529",
  "canned tomato": "11531", "tinned tomato": "11531", "chopped tomato": "11531", "diced tomato": "11531",
  "whole peeled tomato": "11531", "crushed tomato": "11693", "tomato paste": "11546",
  "tomato puree": "11547", "tomato sauce": "11549", passata: "11547", "sun dried tomato": "11955",
  "bell pepper": "11821", "red bell pepper": "11821", "red pepper": "11821", "green bell pepper": "11333",
  "green pepper": "11333", "yellow bell pepper": "11951", "yellow pepper": "11951", capsicum: "11821",
  // Sweet peppers by colour words that are not the spice ("orange pepper", "sweet peppers").
  "orange pepper": "11821", "orange bell pepper": "11821", "sweet pepper": "11821",
  "jalapeno": "11979", "jalapeno pepper": "11979", "serrano pepper": "11977", "red chilli": "11819",
  "red chili": "11819", "red chile": "11819", "green chilli": "11670", "green chili": "11670",
  "chili pepper": "11819", "chilli": "11819", "poblano pepper": "11670", "poblano chili pepper": "11670",
  spinach: "11457", "baby spinach": "11457", kale: "11233", arugula: "11959", rocket: "11959",
  mushroom: "11260", "button mushroom": "11260", "white mushroom": "11260", "cremini mushroom": "11260",
  "chestnut mushroom": "11260", "portobello mushroom": "11265", "shiitake mushroom": "11238",
  cucumber: "11205", zucchini: "11477", courgette: "11477", "butternut squash": "11485",
  broccoli: "11090", "broccoli floret": "11090", cauliflower: "11135", "cauliflower floret": "11135",
  cabbage: "11109", "green cabbage": "11109", "red cabbage": "11112", "purple cabbage": "11112",
  fennel: "11957", "fennel bulb": "11957", asparagus: "11011", pea: "11304", "green pea": "11304",
  "frozen pea": "11304", "green bean": "11052", corn: "11167", "sweet corn": "11167", sweetcorn: "11167",
  eggplant: "11209", aubergine: "11209", lettuce: "11251", "romaine lettuce": "11251",
  "iceberg lettuce": "11252", radish: "11429", beet: "11080", beetroot: "11080", celeriac: "11141",
  parsnip: "11298", "brussels sprout": "11098", lemongrass: "11972", "lemon grass": "11972",
  // Herbs (fresh unless "dried")
  parsley: "11297", "flat leaf parsley": "11297", "italian parsley": "11297", "parsley leaf": "11297",
  cilantro: "11165", "cilantro leaf": "11165", coriander: "11165", "coriander leaf": "11165",
  basil: "02044", "basil leaf": "02044", mint: "02065", "mint leaf": "02065", dill: "02045",
  thyme: "02049", "thyme leaf": "02049", rosemary: "02063", chive: "11156",
  "dried basil": "02003", "dried oregano": "02027", oregano: "02027", "dried thyme": "02042",
  "dried rosemary": "02036", "dried parsley": "02029", "dried dill": "02017", "dried sage": "02038",
  sage: "02038", "bay leaf": "02004", tarragon: "02041", marjoram: "02023",
  // Spices and seasonings
  salt: "02047", "table salt": "02047", "sea salt": "02047", "kosher salt": "02047", "fine salt": "02047",
  "black pepper": "02030", pepper: "02030", "ground black pepper": "02030", peppercorn: "02030",
  "black peppercorn": "02030", "white pepper": "02032", "cayenne pepper": "02031", cayenne: "02031",
  "red pepper flake": "02031", "hot pepper flake": "02031", "chili pepper flake": "02031", "chilli pepper flake": "02031",
  "chile pepper flake": "02031", "chili flake": "02031", "chilli flake": "02031", "crushed red pepper": "02031",
  paprika: "02028", "smoked paprika": "02028", "sweet paprika": "02028", "chili powder": "02009",
  "chilli powder": "02009", "chile powder": "02009", cinnamon: "02010", "ground cinnamon": "02010",
  cumin: "02014", "ground cumin": "02014", "cumin seed": "02014", nutmeg: "02025", "ground nutmeg": "02025",
  "ground ginger": "02021", turmeric: "02043", "ground turmeric": "02043", "curry powder": "02015",
  "garlic powder": "02020", "onion powder": "02026", "ground clove": "02011", clove: "02011",
  "ground coriander": "02013", "coriander seed": "02013", "fennel seed": "02018", cardamom: "02006",
  "ground cardamom": "02006", allspice: "02001", "ground allspice": "02001", "mustard powder": "02024",
  "ground mustard": "02024", "dry mustard": "02024", "poultry seasoning": "02034",
  "pumpkin pie spice": "02035", saffron: "02037", "celery seed": "02007", "caraway seed": "02005",
  "italian seasoning": "02027", "dried italian herb": "02027", "italian herb": "02027",
  "vanilla extract": "02050", vanilla: "02050", "pure vanilla extract": "02050",
  // Fats and oils
  butter: "01001", "salted butter": "01001", "unsalted butter": "01145", margarine: "04610",
  "olive oil": "04053", "extra virgin olive oil": "04053", "virgin olive oil": "04053",
  "vegetable oil": "04582", "canola oil": "04582", "rapeseed oil": "04582", "neutral oil": "04582",
  "cooking oil": "04582", "sunflower oil": "04582", oil: "04582", "peanut oil": "04042",
  "groundnut oil": "04042", "sesame oil": "04058", "toasted sesame oil": "04058", "coconut oil": "04047",
  "avocado oil": "04581", lard: "04002", shortening: "04031", "vegetable shortening": "04031",
  ghee: "01003", mayonnaise: "04025", mayo: "04025",
  // Dairy and eggs
  egg: "01123", "whole egg": "01123", "egg white": "01124", "egg yolk": "01125",
  milk: "01077", "whole milk": "01077", "full fat milk": "01077", buttermilk: "01088",
  "heavy cream": "01053", "heavy whipping cream": "01053", "whipping cream": "01053",
  "double cream": "01053", cream: "01053", "single cream": "01049", "light cream": "01049",
  "half and half": "01049", "sour cream": "01056",
  "sweetened condensed milk": "01095", "condensed milk": "01095", "evaporated milk": "01096",
  yogurt: "01116", yoghurt: "01116", "plain yogurt": "01116", "natural yoghurt": "01116",
  "greek yogurt": "01293", "greek yoghurt": "01293", "plain greek yogurt": "01293",
  // Yogurt not called Greek is the ordinary kind (about half the protein of strained Greek yogurt).
  "nonfat yogurt": "01118", "nonfat plain yogurt": "01118", "plain nonfat yogurt": "01118",
  "skim yogurt": "01118", "lowfat yogurt": "01117", "lowfat plain yogurt": "01117",
  "plain lowfat yogurt": "01117", "vanilla yogurt": "01119", "lowfat vanilla yogurt": "01119",
  // Nonfat vanilla too: SR's own "Yogurt, vanilla, non-fat" has 2.9 g protein, below the 4-5 g of
  // typical labels, while the low-fat entry differs from them by about 1 g of fat.
  "vanilla lowfat yogurt": "01119", "nonfat vanilla yogurt": "01119", "vanilla nonfat yogurt": "01119",
  "cream cheese": "01017", "cheddar cheese": "01009", cheddar: "01009", "sharp cheddar": "01009",
  "parmesan cheese": "01032", parmesan: "01032", "parmigiano reggiano": "01033",
  "mozzarella cheese": "01026", mozzarella: "01026", "feta cheese": "01019", feta: "01019",
  // Australian and British spelling of feta; chipotle powder is a ground dried chili.
  fetta: "01019", "fetta cheese": "01019", "chipotle powder": "02009", "ancho chili powder": "02009",
  // Pourable chocolate syrup, not the thick fudge topping SR lists first.
  "chocolate syrup": "14181", "hot fudge": "19348", "fudge sauce": "19348",
  "ricotta cheese": "01036", ricotta: "01036", "cottage cheese": "01012", "goat cheese": "01159",
  "swiss cheese": "01040", "gruyere cheese": "01023", gruyere: "01023", "monterey jack cheese": "01025",
  "monterey jack": "01025", "provolone cheese": "01035", "blue cheese": "01004",
  "pecorino romano": "01038", "pecorino romano cheese": "01038", pecorino: "01038",
  "romano cheese": "01038", "cotija cheese": "01267", "mexican cheese": "01251", "asiago cheese": "01033",
  // Meat and fish
  chicken: "05006", "whole chicken": "05006", "chicken breast": "05062",
  "boneless skinless chicken breast": "05062", "skinless chicken breast": "05062",
  "chicken breast fillet": "05062", "chicken fillet": "05062", "chicken thigh": "05096", "boneless skinless chicken thigh": "05096",
  "chicken wing": "05100", "chicken drumstick": "05066", "ground chicken": "05332",
  // Wing sections (drumettes, flats) and leg quarters, sold with their skin.
  "chicken drumette": "05100", drumette: "05100", "chicken wingette": "05100", wingette: "05100",
  "chicken wing flat": "05100", "wing flat": "05100", "party wing": "05100", "chicken party wing": "05100",
  "chicken leg quarter": "05075", "leg quarter": "05075",
  "ground beef": "23572", "minced beef": "23567", "minced meat": "23567", "minced pork": "10219",
  "minced lamb": "17224", "minced chicken": "05332", "minced turkey": "05305", "beef mince": "23567", "lean ground beef": "23562",
  "ground pork": "10219", "pork mince": "10219", "ground turkey": "05305", "ground lamb": "17224",
  bacon: "10123", "streaky bacon": "10123", "italian sausage": "07036", shrimp: "15270", prawn: "15270", scallop: "15172", "sea scallop": "15172", "bay scallop": "15172",
  salmon: "15236", "salmon fillet": "15236", "cod fillet": "15015", cod: "15015", tuna: "15121",
  // Halibut in the shop is the Atlantic or Pacific one (91 kcal per 100 g); the search found Greenland's (186).
  halibut: "15036", "halibut fillet": "15036", "halibut steak": "15036",
  "canned tuna": "15121", "ground meat": "23572", "roaster chicken": "05006", "roasting chicken": "05006",
  "broiler chicken": "05006", "rotisserie chicken": "05013", "barbecued chicken": "05013",
  "bbq chicken": "05013", "cooked chicken": "05013", "roast chicken": "05013", "shredded chicken": "05013", "fryer chicken": "05006", ham: "07029", "deli ham": "07029",
  "chicken tender": "05062", "chicken tenderloin": "05062", "pork chop": "10164", "pork loin": "10020",
  "pork tenderloin": "10218", "beef steak": "13929", steak: "13929", "stew beef": "23093", "beef stew meat": "23093",
  "italian sausage link": "07036", chorizo: "07019", pancetta: "10123", prosciutto: "10141",
  "garlic salt": "02047", "onion salt": "02047", "seasoned salt": "02047", "celery salt": "02047",
  // Grains, flours, baking
  flour: "20081", "all purpose flour": "20081", "plain flour": "20081", "white flour": "20081",
  "unbleached all purpose flour": "20081", "bread flour": "20083", "strong white flour": "20083",
  "cake flour": "20084", "self raising flour": "20082", "self rising flour": "20082",
  "whole wheat flour": "20080", "wholemeal flour": "20080", cornstarch: "20027", cornflour: "20027",
  "corn starch": "20027", "rice flour": "20061", cornmeal: "20022", "yellow cornmeal": "20022",
  "baking soda": "18372", "bicarbonate of soda": "18372", "baking powder": "18369",
  "active dry yeast": "18375", yeast: "18375", "instant yeast": "18375", "dry yeast": "18375",
  "rolled oat": "08120", oat: "08120", "old fashioned oat": "08120", "old fashioned rolled oat": "08120",
  "quick oat": "08120", rice: "20044", "white rice": "20044", "long grain rice": "20044",
  "basmati rice": "20044", "jasmine rice": "20044", "brown rice": "20036", "cooked rice": "20045",
  "arborio rice": "20050", pasta: "20120", spaghetti: "20120", linguine: "20120", penne: "20120",
  fettuccine: "20120", macaroni: "20120", "egg noodle": "20109", couscous: "20028", quinoa: "20035",
  breadcrumb: "18079", "bread crumb": "18079", "dry breadcrumb": "18079", panko: "18079",
  "corn tortilla": "18363", "flour tortilla": "18364", tortilla: "18364",
  "white bread": "18069", bread: "18069", "whole wheat bread": "18075",
  rigatoni: "20120", fusilli: "20120", farfalle: "20120", rotini: "20120", ziti: "20120", orzo: "20120",
  tagliatelle: "20120", pappardelle: "20120", "angel hair pasta": "20120", "lasagna noodle": "20120",
  "lasagne sheet": "20120", "lasagna sheet": "20120", "elbow macaroni": "20120",
  "rice noodle": "20133", "rice vermicelli": "20133", pretzel: "19047", oreo: "18166",
  "chocolate sandwich cookie": "18166", "graham cracker": "18173", "oat flour": "20132",
  // US store-bought staples the search misses or mistakes: crescent dough (SR has no crescent dough; its
  // refrigerated biscuit dough is the same kind, about 310 kcal per 100 g), frozen whipped topping (the
  // search found the fat-free spray cream), process cheese, canned tomatoes with chiles, plain chips and
  // cereals (corn flakes found a breakfast bar), vanilla wafers (found chocolate wafers).
  "crescent roll": "18014", "crescent roll dough": "18014", "crescent dough": "18014", "cool whip": "01073",
  "whipped topping": "01073", "frozen whipped topping": "01073", velveeta: "01046", rotel: "11537",
  "green chile": "11980", "potato chip": "19411", "corn flake": "08020", cornflake: "08020",
  "rice krispy": "08065", "nilla wafer": "18213", "vanilla wafer": "18213", "butterscotch chip": "19085",
  // British names the search took for other foods or missed: shortcrust and filo pastry (found Danish
  // pastry), custard (found custard-apple), sponge fingers, bean sprouts, lemon sole, half-fat crème fraîche.
  "shortcrust pastry": "18334", "sweet shortcrust pastry": "18334", "filo pastry": "18338", filo: "18338",
  "phyllo pastry": "18338", phyllo: "18338", custard: "19170", "ready made custard": "19170",
  "sponge finger": "18423", ladyfinger: "18423", savoiardi: "18423", "bean sprout": "11043",
  beansprout: "11043", "lemon sole": "15028", sole: "15028", "half fat creme fraiche": "01055",
  // Fresh acid-set cheeses SR lacks, by their closest SR counterpart (queso fresco: ~300 kcal, 18 g protein).
  paneer: "01228", "queso fresco": "01228", "queso blanco": "01229",
  "yellow squash": "11467", "summer squash": "11467", "crookneck squash": "11467", "jell o": "19172",
  jello: "19172", "flavored gelatin": "19172", "gelatin dessert": "19172",
  // Sugars and sweeteners
  sugar: "19335", "granulated sugar": "19335", "white sugar": "19335", "caster sugar": "19335",
  "superfine sugar": "19335", "cane sugar": "19335", "raw sugar": "19908", "turbinado sugar": "19908",
  "brown sugar": "19334", "light brown sugar": "19334", "dark brown sugar": "19334",
  "packed brown sugar": "19334", "coconut sugar": "19334", "powdered sugar": "19336",
  "icing sugar": "19336", "confectioners sugar": "19336", "confectioner sugar": "19336", honey: "19296",
  "maple syrup": "19353", "pure maple syrup": "19353", "corn syrup": "19350", "light corn syrup": "19350",
  molasses: "19304", jam: "19297", "cocoa powder": "19165", "unsweetened cocoa powder": "19165",
  cocoa: "19165", "chocolate chip": "19080", "semisweet chocolate chip": "19080",
  "semi sweet chocolate chip": "19080", "semisweet chocolate": "19080", "dark chocolate": "19903",
  "bittersweet chocolate": "19903", "chocolate chunk": "19080", "unsweetened chocolate": "19078",
  gelatin: "19177", gelatine: "19177",
  // Condiments, sauces, liquids
  "soy sauce": "16123", "low sodium soy sauce": "16424", "reduced sodium soy sauce": "16424",
  tamari: "16124", "fish sauce": "06179", "oyster sauce": "06176", "hoisin sauce": "06175",
  "worcestershire sauce": "06971", sriracha: "06631", "hot sauce": "06168", "bbq sauce": "06150",
  "barbecue sauce": "06150", salsa: "06164", "teriyaki sauce": "06112", "marinara sauce": "06931",
  "pasta sauce": "06931", pesto: "06626", ketchup: "11935", "tomato ketchup": "11935",
  "dijon mustard": "02046", mustard: "02046", "yellow mustard": "02046", "whole grain mustard": "02046",
  "apple cider vinegar": "02048", "cider vinegar": "02048", "white vinegar": "02053", vinegar: "02053",
  "red wine vinegar": "02068", "white wine vinegar": "02068", "balsamic vinegar": "02069",
  "rice vinegar": "02053", "rice wine vinegar": "02053", "chicken broth": "06194",
  // Chicken stock as recipes buy it, a carton or can: SR's ready-to-serve broth (6 kcal per 100 g; shop stocks are
  // 4-10), not its home-prepared stock (36 kcal, six times more).
  "chicken stock": "06194", "beef broth": "06008", "beef stock": "06170", "vegetable broth": "06700",
  "vegetable stock": "06700", water: "14411", "white wine": "14106", "dry white wine": "14106",
  "red wine": "14096", "dry red wine": "14096", beer: "14003", sake: "43479", bourbon: "14551",
  "lemon juice": "09152", "fresh lemon juice": "09152", "lime juice": "09160", "orange juice": "09206",
  "lemon zest": "09156", "lime zest": "09156", "orange zest": "09216", tahini: "12698",
  caper: "02054", "black olive": "09193", "kalamata olive": "09195", "green olive": "09195",
  olive: "09193", pickle: "11937", "dill pickle": "11937", hummus: "16158",
  "coconut milk": "12118", "almond milk": "14091", "unsweetened almond milk": "14091",
  // Fruit
  lemon: "09150", lime: "09159", orange: "09200", apple: "09003", banana: "09040", avocado: "09037",
  strawberry: "09316", blueberry: "09050", raspberry: "09302", blackberry: "09042", mango: "09176",
  pineapple: "09266", peach: "09236", pear: "09252", cherry: "09070", grape: "09132",
  watermelon: "09326", tangerine: "09218", clementine: "09218", pomegranate: "09286",
  raisin: "09298", sultana: "09298", "dried cranberry": "09079", "dried apricot": "09032",
  "medjool date": "09421", date: "09421", applesauce: "09019", prune: "09291", "dried plum": "09291",
  // Nuts, seeds, legumes
  almond: "12061", walnut: "12155", pecan: "12142", cashew: "12087", "pine nut": "12147",
  pistachio: "12151", hazelnut: "12120", peanut: "16087", "peanut butter": "16098",
  "sesame seed": "12023", "chia seed": "12006", "sunflower seed": "12036", flaxseed: "12220",
  "pumpkin seed": "12014", "shredded coconut": "12109", "desiccated coconut": "12108",
  "coconut flake": "12109", "unsweetened coconut flake": "12108", chickpea: "16358",
  "garbanzo bean": "16358", "black bean": "16316", "kidney bean": "16145", "white bean": "16051",
  "cannellini bean": "16051", lentil: "16069", "almond flour": "12062", "almond meal": "12061",
  "chickpea flour": "16157", "gram flour": "16157", besan: "16157", "tapioca starch": "20068",
  "tapioca flour": "20068", "celery root": "11141", tofu: "16426", "firm tofu": "16426",
  // Pasta named by its wheat or a small shape; gnocchi weigh like fresh pasta as cooked (about 130 kcal
  // per 100 g, as potato gnocchi bought chilled); spice blends SR lacks take the nearest blend.
  "macaroni pasta": "20120", "wheat pasta": "20120", "durum wheat pasta": "20120", "semolina pasta": "20120",
  "durum wheat macaroni": "20120", "durum wheat spaghetti": "20120", "whole wheat pasta": "20124",
  "acini de pepe": "20120", "acini di pepe": "20120", "acini de pepe pasta": "20120", "acini di pepe pasta": "20120",
  pastina: "20120", ditalini: "20120", orecchiette: "20120", bucatini: "20120", cavatappi: "20120",
  gemelli: "20120", conchiglie: "20120", "pasta shell": "20120", "small pasta": "20120",
  gnocchi: "20094", "potato gnocchi": "20094",
  "garam masala": "02015", "italian seasoning blend": "02027",
  // Everyday names the table lacked (each seen failing on recipe pages without published nutrients).
  // Panko is dry bread crumbs; mirin, SR-less, takes sake, its base; flavour extracts other than vanilla
  // take vanilla extract (all are mostly alcohol, a teaspoon at a time); Thai chilies are red chilies.
  "panko breadcrumb": "18079", "panko bread crumb": "18079", "whole wheat panko breadcrumb": "18079",
  "italian breadcrumb": "18376", "seasoned breadcrumb": "18376", "italian bread crumb": "18376",
  mirin: "43479", anchovy: "15002", "anchovy fillet": "15002", "anchovy filet": "15002",
  "coriander powder": "02013", "black pepper powder": "02030", "white pepper powder": "02032",
  "pepper powder": "02030", "cumin powder": "02014", "turmeric powder": "02043", "ginger powder": "02021",
  "dried mint": "02066", "dried mint leaf": "02066", "tahini paste": "12698",
  "almond extract": "02050", "coconut extract": "02050", "anise extract": "02050", "lemon extract": "02050",
  "orange extract": "02050", "peppermint extract": "02050", "rum extract": "02050",
  "lamb mince": "17224", "pork sausage": "07063", "breakfast sausage": "07063", sausage: "07063",
  // Breakfast links are SR's 25 g pork links; andouille a smoked pork link (68 g); a shop's chicken sausage
  // the smoked chicken one (84 g a link; SR's Polish "beef with chicken" is weighed only in 11 g slices).
  "breakfast sausage link": "07063", "pork sausage link": "07063", andouille: "07074", "andouille sausage": "07074",
  "chicken sausage": "07928", "chicken sausage link": "07928", "chicken apple sausage": "07928",
  "grass fed butter": "01001", "low sodium tamari": "16124", "low salt tamari": "16124",
  "cane vinegar": "02053", "dried pasta": "20120", "dry pasta": "20120", "onion granule": "02026",
  "garlic granule": "02020", "thai chili": "11819", "thai chile": "11819", "bird eye chili": "11819",
  "baking potato": "11353", clam: "15157", "minced clam": "15160", "chopped clam": "15160",
  "canned clam": "15160", "artichoke heart": "11009", "canned pumpkin": "11424", "pumpkin puree": "11424",
  "canned pumpkin puree": "11424", pumpkin: "11422", "golden syrup": "90480", "cane syrup": "90480",
  miso: "16112", "miso paste": "16112", "white miso": "16112", "red miso": "16112",
  "dried lentil": "16069", "dry lentil": "16069", "red lentil": "16144", pita: "18041", "pita bread": "18041",
  "pita pocket": "18041", baguette: "18029", "french bread": "18029", "country bread": "18029",
  "sourdough bread": "18029", "chicken cutlet": "05062", "boneless skinless chicken cutlet": "05062",
  "garlic paste": "11215", "ginger paste": "11216", horseradish: "02055", "prepared horseradish": "02055",
  "apple cider": "09016", "tomato passata": "11547", "butternut pumpkin": "11485",
  "cauliflower rice": "11135", "buffalo sauce": "06168", "buffalo wing sauce": "06168",
  "hot horseradish": "02055", "palm sugar": "19334", lardon: "10123", "veg stock": "06700", "veg broth": "06700",
  "veggie stock": "06700", "veggie broth": "06700", "fire roasted tomato": "11531",
  "puff pastry": "18337", "white chocolate": "19087", "white chocolate chip": "19087",
  "hamburger bun": "18350", "burger bun": "18350", "hot dog bun": "18350", "hotdog bun": "18350",
  "slider bun": "18350", "sandwich bread": "18069", tortellini: "20093", ravioli: "20093", "taco seasoning": "02075", "refrigerated pasta": "20093",
  marinara: "06931", "pecan half": "12142", "walnut half": "12155", "mixed berry": "09054",
  "frozen berry": "09054", "frozen mixed berry": "09054", berry: "09054",
  "cooked grain": "20045", "cooked lentil": "16070", "cooked pasta": "20121", "cooked spaghetti": "20121",
  "cooked quinoa": "20137", "cooked brown rice": "20037", "cooked white rice": "20045", "cooked couscous": "20029",
  "cooked barley": "20006", "cooked bulgur": "20013", "dark chocolate chip": "19903", "milk chocolate": "19120", "milk chocolate chip": "19120",
  "golden mushroom soup": "06043", "vegan sausage": "16107", "vegetarian sausage": "16107",
  "veggie sausage": "16107", "meatless sausage": "16107",
  // Stock cubes and powders are SR's dry bouillons, weighed by SR's own cube (3.6-4.8 g) and teaspoon
  // (2 g); a cup or more of them is the stock made with water (see preparedBouillon in compute.ts).
  // SR has no dry vegetable bouillon: the plain chicken bouillon stands in (about 11 kcal a cube).
  "bouillon cube": "06080", "stock cube": "06080", "broth cube": "06080", "bouillon granule": "06080",
  "bouillon powder": "06080", "stock powder": "06080", "stock granule": "06080",
  "chicken bouillon cube": "06081", "chicken stock cube": "06081", "chicken broth cube": "06081",
  "chicken bouillon": "06080", "chicken bouillon powder": "06080", "chicken bouillon granule": "06080",
  "chicken stock powder": "06080", "chicken stock granule": "06080", "chicken broth powder": "06080",
  "beef bouillon cube": "06076", "beef stock cube": "06076", "beef broth cube": "06076", "oxo cube": "06076",
  "beef bouillon": "06075", "beef bouillon powder": "06075", "beef bouillon granule": "06075",
  "beef stock powder": "06075", "beef stock granule": "06075", "beef broth powder": "06075",
  "vegetable bouillon cube": "06080", "vegetable stock cube": "06080", "veg stock cube": "06080",
  "veggie stock cube": "06080", "vegetable bouillon": "06080", "vegetable bouillon powder": "06080",
  "vegetable stock powder": "06080", "vegetable bouillon granule": "06080", "vegetable stock granule": "06080",
  "fish stock cube": "06080", "lamb stock cube": "06076", "pork stock cube": "06081",
  // Plain stock or broth is the everyday chicken one, as "chicken stock" and "chicken broth" are.
  stock: "06194", broth: "06194", "apple juice": "09016",
  // British "mince" alone is minced beef (as "beef mince"); "mincemeat" is the dried-fruit pie filling,
  // which SR has only inside its mince pie (289 kcal per 100 g, as jarred mincemeat's 270-290).
  mince: "23567", "lean mince": "23562", "turkey mince": "05305", "chicken mince": "05332",
  mincemeat: "18322", "fruit mincemeat": "18322",
  // Shop soy milk is fortified; the search found SR's non-soy imitation milk or the chocolate one.
  "soy milk": "16139", "soya milk": "16139", soymilk: "16139",
  // Everyday foods SR names otherwise, each by its closest fair stand-in. Fruit jams are SR's jams and
  // preserves; polenta is cornmeal (dry) or, cooked or bought ready, cooked yellow grits; halloumi is
  // queso blanco, the firm white frying cheese of nearly the same make-up (310 vs 320 kcal, 20 vs 21 g
  // protein); treacle is molasses, muscovado brown sugar; rum any 80-proof spirit; vermouth SR's
  // fortified (dessert) wine, dry unless sweet or red; ciabatta Italian bread; emmental Swiss cheese;
  // stilton and gorgonzola blue cheese; thigh fillets boneless thigh meat; pork fillet the tenderloin;
  // a tuna steak fresh yellowfin ("fresh tuna" too, see freshForm in ./match); harissa paste, a chili-garlic paste, sriracha (harissa spice, chili
  // powder). Mascarpone (about 430 kcal, 44 g fat per 100 g) is SR's cream cheese, the nearest fresh cheese it
  // has (350 kcal): a fifth under, where leaving it out undercounted a tiramisu by half.
  mascarpone: "01017", "mascarpone cheese": "01017",
  "strawberry jam": "19297", "raspberry jam": "19297", "seedless raspberry jam": "19297", "blackberry jam": "19297",
  "blackcurrant jam": "19297", "cherry jam": "19297", "plum jam": "19297", "fig jam": "19297", "blueberry jam": "19297",
  "fruit jam": "19297", "berry jam": "19297", "strawberry preserve": "19297", "raspberry preserve": "19297",
  "cherry preserve": "19297", preserve: "19297", "fruit preserve": "19297", "apricot jam": "19719",
  "apricot preserve": "19719",
  polenta: "20022", "instant polenta": "20022", "quick cook polenta": "20022", "quick polenta": "20022",
  "polenta flour": "20022", "polenta meal": "20022", "cooked polenta": "08164", "precooked polenta": "08164",
  "prepared polenta": "08164", "ready made polenta": "08164", "readymade polenta": "08164", "polenta log": "08164",
  "polenta tube": "08164", "polenta roll": "08164",
  "semolina flour": "20066", "durum semolina": "20066", "semolina": "20066",
  halloumi: "01229", "halloumi cheese": "01229", haloumi: "01229", "haloumi cheese": "01229",
  treacle: "19304", "black treacle": "19304", "light treacle": "90480",
  muscovado: "19334", "muscovado sugar": "19334", "dark muscovado sugar": "19334", "light muscovado sugar": "19334",
  "dark muscovado": "19334", "light muscovado": "19334", "demerara sugar": "19908", demerara: "19908",
  "dark rum": "14050", "white rum": "14050", "light rum": "14050", "spiced rum": "14050", "golden rum": "14050",
  vermouth: "14536", "dry vermouth": "14536", "white vermouth": "14536", "extra dry vermouth": "14536",
  "sweet vermouth": "14057", "red vermouth": "14057", "rosso vermouth": "14057",
  ciabatta: "18033", "ciabatta bread": "18033", "ciabatta loaf": "18033", "ciabatta roll": "18033",
  "italian bread": "18033", emmental: "01040", "emmental cheese": "01040", emmenthal: "01040",
  "emmenthal cheese": "01040", "emmentaler cheese": "01040",
  stilton: "01004", "stilton cheese": "01004", "blue stilton": "01004", gorgonzola: "01004",
  "gorgonzola cheese": "01004", "danish blue": "01004", "danish blue cheese": "01004",
  "graham cracker crumb": "18173", "graham crumb": "18173", "crushed graham cracker": "18173",
  "chicken thigh fillet": "05096", "chicken thigh filet": "05096", "skinless chicken thigh fillet": "05096",
  "pork fillet": "10218", "pork filet": "10218", "pork tenderloin fillet": "10218",
  "tuna steak": "15127", "ahi tuna": "15127", "yellowfin tuna": "15127", "tuna loin": "15127",
  harissa: "06631", "harissa paste": "06631", "rose harissa": "06631", "rose harissa paste": "06631",
  "harissa spice": "02009", "harissa powder": "02009", "harissa seasoning": "02009", "dried harissa": "02009",
  // Canned foods the names missed: corn for cooking is drained whole kernels, not SR's can with its
  // liquid; canned coconut cream is unsweetened (the sweetened one is "cream of coconut", for drinks);
  // sardines come canned in oil (the search found sardine oil); butter beans are canned large limas.
  "canned corn": "11172", "tinned corn": "11172", "canned sweetcorn": "11172", "tinned sweetcorn": "11172",
  "canned sweet corn": "11172", "corn kernel": "11167", "canned corn kernel": "11172",
  "coconut cream": "12115", "cream of coconut": "12116", sardine: "15088", "canned sardine": "15088",
  "sardine in oil": "15088", "butter bean": "16073", "canned butter bean": "16073", "dried butter bean": "16071",
  "canned lentil": "16070", "tinned lentil": "16070",
  // Breads counted by the piece, each to the SR entry that weighs one: a bread roll is the crusty white
  // roll (SR's hard roll, 57 g); a brioche bun weighs as a burger bun; a bagel or English muffin is the
  // plain one (the search found egg bagels and wheat muffins); pitta is pita; a wrap is a flour tortilla.
  "bread roll": "18353", "white bread roll": "18353", "crusty roll": "18353", "crusty bread roll": "18353",
  "white roll": "18353", "kaiser roll": "18353", "dinner roll": "18342", "brioche bun": "18350", "brioche burger bun": "18350",
  "brioche roll": "18350", "burger roll": "18350", "bread bun": "18350", "ciabatta bun": "18033",
  bagel: "18001", "plain bagel": "18001", "sesame bagel": "18001", "everything bagel": "18001",
  "poppy seed bagel": "18001", "whole wheat bagel": "18968", "english muffin": "18258",
  "whole wheat english muffin": "18266", "wholemeal english muffin": "18266",
  pitta: "18041", "pitta bread": "18041", "pitta pocket": "18041", "whole wheat pita": "18042",
  "wholemeal pita": "18042", "wholemeal pitta": "18042", "whole wheat pita bread": "18042",
  "wholemeal pitta bread": "18042", "wholemeal pita bread": "18042", naan: "28307", "naan bread": "28307",
  "plain naan": "28307", "garlic naan": "28307", "whole wheat naan": "28287",
  wrap: "18364", "tortilla wrap": "18364", "flour wrap": "18364", "wholemeal wrap": "28295",
  "whole wheat wrap": "28295", "whole wheat tortilla": "28295", "wholemeal tortilla": "28295",
};

/** Pasta shapes named with the word "pasta" or "noodles" after them ("bucatini pasta", "elbow noodles"). */
// prettier-ignore
const PASTA_SHAPES = ["spaghetti", "linguine", "penne", "fettuccine", "rigatoni", "fusilli", "farfalle", "rotini",
  "ziti", "tagliatelle", "pappardelle", "bucatini", "cavatappi", "gemelli", "orecchiette", "ditalini", "orzo",
  "paccheri", "casarecce", "campanelle", "radiatori", "lasagna", "lasagne", "shell", "elbow", "bowtie", "bow tie"];
// "shell" is a preparation word to the name tidying, so "shell noodles" would have made every noodle pasta.
for (const shape of PASTA_SHAPES) for (const noun of shape === "shell" ? ["pasta"] : ["pasta", "noodle"]) A[`${shape} ${noun}`] ??= "20120";

/**
 * Chiles by variety, named with any of the family's nouns before or after ("serrano chiles", "chile poblano",
 * "chiles de árbol"): SR knows only a few varieties, so each takes the nearest SR chile of its colour and
 * state. Before, a variety SR lacks left "chile" alone to the search, which found sriracha sauce.
 */
const RED_CHILE = "11819";
const GREEN_CHILE = "11670";
const DRIED_CHILE = "11962";
// prettier-ignore
const CHILE_VARIETIES: Record<string, string> = {
  jalapeno: "11979", serrano: "11977", ancho: "11978", habanero: RED_CHILE, "scotch bonnet": RED_CHILE,
  "bird eye": RED_CHILE, "birds eye": RED_CHILE, thai: RED_CHILE, cayenne: RED_CHILE, fresno: RED_CHILE,
  "long red": RED_CHILE, "piri piri": RED_CHILE, "peri peri": RED_CHILE, red: RED_CHILE, green: GREEN_CHILE,
  anaheim: GREEN_CHILE, hatch: GREEN_CHILE, poblano: GREEN_CHILE, finger: GREEN_CHILE, "long green": GREEN_CHILE,
  shishito: GREEN_CHILE, padron: GREEN_CHILE, guajillo: DRIED_CHILE, pasilla: DRIED_CHILE, arbol: DRIED_CHILE,
  "de arbol": DRIED_CHILE, cascabel: DRIED_CHILE, mulato: DRIED_CHILE, morita: DRIED_CHILE, japones: DRIED_CHILE,
  "new mexico": DRIED_CHILE, chipotle: DRIED_CHILE, kashmiri: DRIED_CHILE,
};
// Alone, only the words that name nothing but the chile ("red", "thai", "cayenne" name other things).
const CHILE_ALONE = new Set(["habanero", "scotch bonnet", "poblano", "guajillo", "pasilla", "ancho", "anaheim", "chipotle"]);
for (const [variety, ndb] of Object.entries(CHILE_VARIETIES)) {
  const keys = ["chile", "chili", "chilli", "pepper"].flatMap((noun) => [`${variety} ${noun}`, `${noun} ${variety}`]);
  // "red chilli pepper", "green chile peppers": the family's noun and "pepper" together (the search took them
  // for sweet peppers).
  keys.push(...["chile", "chili", "chilli"].map((noun) => `${variety} ${noun} pepper`));
  for (const key of CHILE_ALONE.has(variety) ? [variety, ...keys] : keys) A[key] ??= ndb;
}
A.chile ??= RED_CHILE;
for (const noun of ["chile", "chili", "chilli"]) A[`${noun} pepper`] ??= RED_CHILE;
// Chipotles canned in adobo: the chile (the sauce is a spoonful); the sauce alone, SR's canned red chili sauce.
A["adobo sauce"] ??= "06961";
for (const noun of ["", " chile", " chili", " pepper"]) for (const sauce of ["", " sauce"]) A[`chipotle${noun} in adobo${sauce}`] ??= DRIED_CHILE;

/**
 * The alias table: normalized ingredient name → SR NDB number. Keys are normalized here, so the table
 * above can be written naturally; when two keys normalize alike, the first listed wins.
 */
export const ALIASES: ReadonlyMap<string, string> = lazyMap(buildAliases);

function buildAliases(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, ndb] of [...Object.entries(A), ...Object.entries(PANTRY_ALIASES), ...Object.entries(CONDIMENT_ALIASES), ...Object.entries(INTL_ALIASES)]) {
    const k = normalizeName(key);
    if (k !== "" && !map.has(k)) map.set(k, ndb);
  }
  return map;
}

/**
 * Normalized keys of the non-English aliases. Romance and Slavic names put qualifiers after the noun
 * ("arroz carolino", "tomate maduro", "cebola grande"), so these keys may also match a name's beginning.
 */
export const INTL_KEYS: ReadonlySet<string> = lazySet(
  () =>
    new Set(
      Object.keys(INTL_ALIASES)
        .map((k) => normalizeName(k))
        .filter((k) => k !== ""),
    ),
);

/**
 * Both tables are built on first use, not when the server starts: normalizing a thousand names through
 * normalizeName's expressions was a tenth of the single executable's start-up work, for tables only an
 * ingredient match reads.
 */
function lazyMap<K, V>(build: () => Map<K, V>): ReadonlyMap<K, V> {
  let map: Map<K, V> | undefined;
  const m = (): Map<K, V> => (map ??= build());
  return {
    get: (k) => m().get(k),
    has: (k) => m().has(k),
    forEach: (fn, self?: unknown) => m().forEach((v, k) => fn.call(self, v, k, m())),
    get size() {
      return m().size;
    },
    entries: () => m().entries(),
    keys: () => m().keys(),
    values: () => m().values(),
    [Symbol.iterator]: () => m()[Symbol.iterator](),
  };
}

/** A set built on its first read (see lazyMap). */
export function lazySet<T>(build: () => Set<T>): ReadonlySet<T> {
  let set: Set<T> | undefined;
  const s = (): Set<T> => (set ??= build());
  return {
    has: (v) => s().has(v),
    forEach: (fn, self?: unknown) => s().forEach((v) => fn.call(self, v, v, s())),
    get size() {
      return s().size;
    },
    entries: () => s().entries(),
    keys: () => s().keys(),
    values: () => s().values(),
    [Symbol.iterator]: () => s()[Symbol.iterator](),
  };
}
