/**
 * Condiments, pastes, spice blends and stock concentrates under the names cooks use, each to the SR food that
 * is or fairly stands in for it (chosen by what it is made of and its energy per gram). Found by running
 * lists of everyday condiment names of many cuisines through the matcher: before, most matched nothing, and
 * some matched a lookalike (korma paste was almond paste, sweet soy sauce plain soy sauce, beef stock pot a
 * pot roast, chili crisp a fresh green chili).
 */
const SRIRACHA = "06631";
const HOISIN = "06175";
const CURRY_POWDER = "02015";
const POULTRY_SEASONING = "02034";
const TACO_SEASONING = "02075";
const OREGANO = "02027";
const BOUILLON = "06080";
const SOY_SAUCE = "16123";
const MOLASSES = "19304";
const JAM = "19297";

/** The three spellings cooks use for the hot pepper. */
const CHILI_SPELLINGS = ["chili", "chilli", "chile"];

// prettier-ignore
const NAMED: Record<string, string> = {
  // Fermented and sweet Asian pastes: gochujang is sweetened with rice syrup (about 220 kcal per 100 g, as
  // hoisin); chili bean paste (doubanjiang) is fermented broad beans, as miso; kecap manis is a palm-sugar soy
  // syrup, nearer hoisin than soy sauce. Shrimp paste is used by the teaspoon, like anchovy paste.
  gochujang: HOISIN, "korean chili paste": HOISIN, "korean red pepper paste": HOISIN, "korean chilli paste": HOISIN,
  gochugaru: "02031", "korean chili flake": "02031", "korean red pepper flake": "02031",
  doubanjiang: "16112", "toban djan": "16112", "broad bean paste": "16112", "spicy bean paste": "16112",
  "kecap manis": HOISIN, "ketjap manis": HOISIN, "sweet soy sauce": HOISIN, "indonesian sweet soy sauce": HOISIN,
  "shrimp paste": "15002", belacan: "15002", terasi: "15002", "anchovy paste": "15002",
  sambal: SRIRACHA, "sambal oelek": SRIRACHA, "sambal olek": SRIRACHA, "peri peri sauce": SRIRACHA,
  "piri piri sauce": SRIRACHA, "wasabi paste": "11990",
  // Soy sauces by their Chinese grade, and soy-like seasonings.
  "light soy sauce": SOY_SAUCE, "thin soy sauce": SOY_SAUCE, "all purpose soy sauce": SOY_SAUCE,
  "japanese soy sauce": SOY_SAUCE, ponzu: SOY_SAUCE, "ponzu sauce": SOY_SAUCE, "coconut aminos": SOY_SAUCE,
  "liquid aminos": SOY_SAUCE,
  // Thai-style curry pastes (named by their colour or as Thai) are chiles, aromatics and salt (about 100 kcal
  // per 100 g, as sriracha); Indian ones, and a curry paste named by nothing else, are ground spices in oil,
  // weighed as a paste (./portions) with curry powder's energy.
  "curry paste": CURRY_POWDER, "thai curry paste": SRIRACHA, "red curry paste": SRIRACHA, "green curry paste": SRIRACHA,
  "yellow curry paste": SRIRACHA, "massaman curry paste": SRIRACHA, "panang curry paste": SRIRACHA,
  "penang curry paste": SRIRACHA, "thai red curry paste": SRIRACHA, "thai green curry paste": SRIRACHA,
  "thai yellow curry paste": SRIRACHA, "tom yum paste": SRIRACHA, "laksa paste": SRIRACHA,
  "tikka masala paste": CURRY_POWDER, "tikka paste": CURRY_POWDER, "korma paste": CURRY_POWDER,
  "korma curry paste": CURRY_POWDER, "rogan josh paste": CURRY_POWDER, "vindaloo paste": CURRY_POWDER,
  "madras paste": CURRY_POWDER, "madras curry paste": CURRY_POWDER, "balti paste": CURRY_POWDER,
  "jalfrezi paste": CURRY_POWDER, "tandoori paste": CURRY_POWDER, "biryani paste": CURRY_POWDER,
  "butter chicken paste": CURRY_POWDER, "indian curry paste": CURRY_POWDER, "mild curry paste": CURRY_POWDER,
  // Spice blends: Indian masalas and mango powder are ground spices as curry powder; dried fenugreek leaves
  // (kasuri methi) a dried leaf herb, as oregano (fresh ones are greens, ./aliases-intl); achiote paste a spice
  // paste; Cajun-style blends are paprika and chili blends like taco seasoning;
  // salt-based blends SR's poultry seasoning; herb blends oregano, as Italian seasoning already is.
  "chaat masala": CURRY_POWDER, "tandoori masala": CURRY_POWDER, "chicken masala": CURRY_POWDER,
  "biryani masala": CURRY_POWDER, "kitchen king masala": CURRY_POWDER, "pav bhaji masala": CURRY_POWDER,
  "chana masala powder": CURRY_POWDER, "sambar powder": CURRY_POWDER, "rasam powder": CURRY_POWDER,
  "meat masala": CURRY_POWDER, "fish masala": CURRY_POWDER, "goda masala": CURRY_POWDER,
  "curry masala": CURRY_POWDER, "kasuri methi": OREGANO, "dried fenugreek leaf": OREGANO,
  "dried methi leaf": OREGANO, "achiote paste": CURRY_POWDER, "annatto paste": CURRY_POWDER, amchur: CURRY_POWDER, amchoor: CURRY_POWDER, "mango powder": CURRY_POWDER,
  "dry mango powder": CURRY_POWDER, asafoetida: CURRY_POWDER, hing: CURRY_POWDER,
  "cajun seasoning": TACO_SEASONING, "creole seasoning": TACO_SEASONING, "blackening seasoning": TACO_SEASONING,
  "jerk seasoning": TACO_SEASONING, "fajita seasoning": TACO_SEASONING, "burrito seasoning": TACO_SEASONING,
  "old bay": POULTRY_SEASONING, "old bay seasoning": POULTRY_SEASONING, "seafood seasoning": POULTRY_SEASONING,
  "steak seasoning": POULTRY_SEASONING, "montreal steak seasoning": POULTRY_SEASONING,
  "seasoning salt": POULTRY_SEASONING, "lemon pepper": POULTRY_SEASONING,
  "lemon pepper seasoning": POULTRY_SEASONING, "adobo seasoning": POULTRY_SEASONING,
  "all purpose seasoning": POULTRY_SEASONING, "everything bagel seasoning": "12023",
  "italian herb seasoning": OREGANO, "italian herbs seasoning": OREGANO, "mixed dried herb": OREGANO,
  "dried mixed herb": OREGANO, "herb seasoning": OREGANO,
  // Stock concentrates are the dry bouillon they replace: a stock pot, tablet or spoon of base makes the same
  // pint of stock as a cube.
  "stock pot": BOUILLON, "chicken stock pot": BOUILLON, "beef stock pot": BOUILLON, "vegetable stock pot": BOUILLON,
  "bouillon tablet": BOUILLON, "stock tablet": BOUILLON, "broth tablet": BOUILLON, "chicken base": BOUILLON,
  "beef base": BOUILLON, "vegetable base": BOUILLON, "better than bouillon": BOUILLON, "bouillon paste": BOUILLON,
  "stock paste": BOUILLON, "bouillon base": BOUILLON, "stock concentrate": BOUILLON, "broth concentrate": BOUILLON,
  "liquid stock concentrate": BOUILLON,
  // Compressed (cake) yeast is SR's own; "fresh yeast" is read in ./match (the name tidying drops "fresh").
  "compressed yeast": "18374", "cake yeast": "18374", "yeast cake": "18374",
  // Syrups and reductions by what they are: balsamic glaze and pomegranate or grape molasses are reduced fruit
  // sugar, as molasses; rice syrup is a glucose syrup; curds and chutneys are fruit cooked with sugar, as jam.
  "balsamic glaze": MOLASSES, "balsamic reduction": MOLASSES, "pomegranate molasses": MOLASSES,
  "date syrup": MOLASSES, "grape molasses": MOLASSES, "carob syrup": MOLASSES, "rice syrup": "19350",
  "brown rice syrup": "19350", "lemon curd": JAM, "lime curd": JAM, "passion fruit curd": JAM, chutney: JAM,
  "mango chutney": JAM, "tamarind chutney": JAM, "onion chutney": JAM, "tomato chutney": JAM,
  "apple chutney": JAM, "chili jam": JAM, "chilli jam": JAM, "onion jam": JAM, "bacon jam": JAM,
  // Dips and dressings: tzatziki is strained yogurt, guacamole avocado, baba ganoush a tahini dip like hummus,
  // aioli a garlic mayonnaise, chimichurri and basil pesto herbs in oil (SR's pesto), vinaigrette SR's
  // Italian dressing.
  tzatziki: "01293", guacamole: "09037", "baba ganoush": "16158", "baba ghanoush": "16158",
  "baba ghanouj": "16158", aioli: "04025", "garlic mayonnaise": "04025", "garlic mayo": "04025",
  chimichurri: "06626", "chimichurri sauce": "06626", "basil pesto": "06626", "green pesto": "06626",
  "pesto genovese": "06626", "pesto alla genovese": "06626", "kale pesto": "06626", "wild garlic pesto": "06626",
  vinaigrette: "04114", "balsamic vinaigrette": "04114", "house vinaigrette": "04114",
  // Cajun and Creole blends named as a spice or spice mix.
  "cajun spice": TACO_SEASONING, "cajun spice mix": TACO_SEASONING, "creole spice": TACO_SEASONING,
};

/** Hot chili sauces and pastes in every spelling ("chilli garlic sauce", "red chile paste"). */
function chiliCondiments(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chili of CHILI_SPELLINGS) {
    // "chili sauce" alone is the American bottled tomato chili sauce (kept in ./aliases); the British
    // "chilli sauce" is a hot one.
    if (chili !== "chili") out[`${chili} sauce`] = SRIRACHA;
    for (const key of ["red # sauce", "hot # sauce", "# garlic sauce", "garlic # sauce", "# paste", "red # paste", "hot # paste", "# garlic paste"]) {
      out[key.replace("#", chili)] = SRIRACHA;
    }
    out[`green ${chili} sauce`] = "06962";
    out[`green ${chili} paste`] = "11670";
    out[`${chili} bean paste`] = "16112";
    // Chili crisp is chiles fried in oil, most of its weight the oil.
    out[`${chili} crisp`] = "04582";
    out[`${chili} crunch`] = "04582";
    out[`crispy ${chili} oil`] = "04582";
  }
  return out;
}

export const CONDIMENT_ALIASES: Record<string, string> = { ...NAMED, ...chiliCondiments() };
