/**
 * The grocery aisle classifier: "2 cups frozen peas" → frozen, "Hähnchenbrust" → meat and seafood. A built-in
 * word table (English first, with common German, French, Spanish, Italian and Dutch words where cheap), no
 * network and no model: the head noun of the name decides, multi-word phrases ("baking powder", "coconut
 * milk") and modifiers ("frozen", "dried") override it.
 */

/** The aisles a grocery item can belong to, in the order a shop is usually walked. */
export const AISLES = ["produce", "bakery", "meat and seafood", "dairy", "frozen", "pantry", "spices", "drinks", "household", "other"] as const;
export type Aisle = (typeof AISLES)[number];

// Words are listed without diacritics and in singular; matching strips both from the ingredient name.
const WORDS: Record<Exclude<Aisle, "other">, string> = {
  produce:
    "apple|apricot|avocado|banana|berry|blackberry|blueberry|cranberry|raspberry|strawberry|cherry|grape|grapefruit|lemon|lime|orange|mandarin|clementine|mango|melon|watermelon|kiwi|peach|pear|plum|pineapple|pomegranate|fig|date|papaya|passion fruit|rhubarb|" +
    "onion|shallot|scallion|leek|garlic|ginger|potato|sweet potato|yam|carrot|parsnip|turnip|beet|beetroot|radish|celery|celeriac|fennel|cabbage|kale|lettuce|spinach|chard|arugula|rocket|endive|chicory|watercress|" +
    "tomato|cucumber|zucchini|courgette|eggplant|aubergine|squash|pumpkin|bell pepper|capsicum|chili|chile|chilli|jalapeno|serrano|broccoli|broccolini|cauliflower|asparagus|artichoke|pea|snow pea|green bean|bean sprout|sprout|corn|okra|" +
    "chilly|chily|chervil|marjoram|sorrel|cress|radicchio|cavolo nero|daikon|tangerine|galangal|curry leaf|cep|chanterelle|coleslaw|gherkin|cornichon|currant|swede|tofu|tempeh|romaine|celery rib|garlic clove|lemon juice|lime juice|red pepper|green pepper|yellow pepper|sweet pepper|red bell pepper|green onion|spring onion|mushroom|champignon|shiitake|portobello|herb|parsley|cilantro|coriander leaf|basil|mint|dill|chive|thyme|rosemary|sage|tarragon|oregano leaf|lemongrass|salad|greens|microgreen|bok choy|pak choi|" +
    "pomodori|zwiebel|knoblauch|kartoffel|mohre|karotte|tomate|gurke|paprika schote|apfel|birne|zitrone|salat|petersilie|schnittlauch|pilz|lauch|porree|kohl|" +
    "oignon|ail|pomme de terre|carotte|poireau|citron|persil|champignon de paris|echalote|courgette|poivron|" +
    "cebolla|ajo|patata|papa|zanahoria|tomate|pimiento|limon|manzana|perejil|" +
    "cipolla|aglio|patata|carota|pomodoro|limone|prezzemolo|basilico|funghi|fungo|" +
    "ui|knoflook|aardappel|wortel|prei|citroen|peterselie|champignons",
  bakery:
    "biscuit|meringue|chapati|roti|cake|dough|pie crust|pizza base|bread|baguette|ciabatta|focaccia|brioche|roll|bun|bagel|croissant|pita|naan|tortilla|wrap|flatbread|sourdough|loaf|muffin|english muffin|brot|brotchen|pain|pan|pane|brood|broodje",
  "meat and seafood":
    "beef|steak|veal|pork|lamb|mutton|goat|venison|chicken|turkey|duck|goose|quail|rabbit|bacon|pancetta|prosciutto|ham|sausage|chorizo|salami|pepperoni|mince|ground beef|ground pork|ground turkey|ground lamb|meatball|" +
    "breast|thigh|drumstick|wing|tenderloin|sirloin|brisket|rib|chop|cutlet|loin|shoulder|shank|oxtail|liver|kidney|" +
    "fish|salmon|tuna steak|cod|haddock|halibut|trout|tilapia|sea bass|snapper|mackerel|sardine|anchovy fillet|swordfish|monkfish|sole|shrimp|prawn|crab|lobster|scallop|mussel|clam|oyster|squid|calamari|octopus|seafood|" +
    "crabmeat|langoustine|pastrami|caviar|grouse|pheasant|cheek|marrow|cockle|filet|fillet|brust|rind|rindfleisch|schwein|schweinefleisch|hahnchen|huhn|hackfleisch|speck|wurst|schinken|lachs|garnele|fleisch|" +
    "boeuf|porc|poulet|agneau|jambon|lardon|saumon|crevette|viande|" +
    "carne|cerdo|pollo|cordero|jamon|salmon|gamba|camaron|" +
    "manzo|maiale|agnello|prosciutto crudo|salsiccia|gamberi|" +
    "rundvlees|varkensvlees|kip|kipfilet|gehakt|spek|zalm|garnaal|vlees",
  dairy:
    "stilton|milk|buttermilk|cream|heavy cream|whipping cream|double cream|single cream|half and half|sour cream|creme fraiche|butter|ghee|cheese|cheddar|mozzarella|parmesan|parmigiano|pecorino|ricotta|feta|gouda|brie|camembert|gruyere|emmental|mascarpone|halloumi|paneer|quark|cottage cheese|cream cheese|" +
    "yogurt|yoghurt|kefir|skyr|egg|egg yolk|egg white|margarine|" +
    "milch|sahne|schmand|butter|kase|joghurt|ei|eier|" +
    "lait|creme|beurre|fromage|yaourt|oeuf|" +
    "leche|nata|mantequilla|queso|yogur|huevo|" +
    "latte|panna|burro|formaggio|uovo|uova|" +
    "melk|room|boter|kaas|ei|eieren",
  frozen: "ice cream|frozen|sorbet|gelato|ice cube|ice|puff pastry|phyllo|filo|fish finger|fish stick",
  pantry:
    "flour|sugar|brown sugar|icing sugar|powdered sugar|honey|maple syrup|syrup|molasses|rice|pasta|spaghetti|penne|macaroni|noodle|lasagna|couscous|quinoa|bulgur|barley|oat|oatmeal|polenta|cornmeal|semolina|breadcrumb|panko|cracker|cereal|granola|" +
    "oil|olive oil|vegetable oil|vinegar|soy sauce|fish sauce|worcestershire sauce|hot sauce|sauce|ketchup|mustard|mayonnaise|mayo|pesto|salsa|jam|peanut butter|tahini|miso|stock|broth|bouillon|stock cube|" +
    "lard|suet|sambal|harissa|paste|curry paste|chutney|marmalade|jelly|treacle|custard|mixed peel|candied peel|bucatini|tagliatelle|fettuccine|linguine|rigatoni|fusilli|orzo|gnocchi|fregola|bread crumb|soup|coconut|vanilla|vanilla bean|chip|crisp|baking powder|baking soda|bicarbonate|yeast|cornstarch|cornflour|starch|gelatin|cocoa|chocolate|chocolate chip|vanilla extract|extract|" +
    "bean|chickpea|lentil|black bean|kidney bean|cannellini|split pea|tomato paste|tomato puree|passata|canned tomato|coconut milk|coconut cream|" +
    "nut|almond|walnut|pecan|cashew|pistachio|hazelnut|peanut|pine nut|seed|sesame seed|sunflower seed|pumpkin seed|chia|flaxseed|raisin|sultana|dried fruit|prune|" +
    "olive|caper|pickle|anchovy|tuna|sardine in oil|" +
    "mehl|zucker|reis|nudel|ol|olivenol|rapsol|sonnenblumenol|essig|bruhe|senf|honig|" +
    "farine|sucre|riz|pate|huile|vinaigre|bouillon|moutarde|miel|" +
    "harina|azucar|arroz|aceite|vinagre|caldo|miel|" +
    "farina|zucchero|riso|olio|aceto|brodo|miele|" +
    "bloem|meel|suiker|rijst|olie|azijn|bouillon",
  spices:
    "tumeric|salt|sea salt|kosher salt|pepper|black pepper|white pepper|peppercorn|cumin|turmeric|paprika|smoked paprika|cayenne|chili powder|chilli powder|chili flake|red pepper flake|curry powder|garam masala|cinnamon|nutmeg|clove|allspice|cardamom|" +
    "coriander|coriander seed|fennel seed|mustard seed|caraway|star anise|anise|saffron|sumac|za'atar|zaatar|bay leaf|oregano|dried oregano|dried thyme|dried basil|herbes de provence|italian seasoning|seasoning|spice|" +
    "garlic powder|onion powder|ginger powder|ground ginger|five spice|msg|" +
    "salz|pfeffer|zimt|muskat|kreuzkummel|lorbeer|gewurz|sel|poivre|cannelle|muscade|sal|pimienta|canela|comino|sale|pepe|cannella|zout|peper|kaneel",
  drinks:
    "port|sherry|vermouth|sake|mirin|ale|cassis|bitters|cordial|prosecco|champagne|water|sparkling water|juice|orange juice|apple juice|wine|white wine|red wine|beer|cider|vodka|rum|gin|whisky|whiskey|brandy|cognac|liqueur|coffee|espresso|tea|soda|cola|tonic|lemonade|wasser|saft|wein|bier|kaffee|eau|jus|vin|biere|cafe|agua|zumo|vino|cerveza|acqua|succo|birra|water|sap|wijn|bier|koffie|thee",
  household:
    "paper towel|kitchen paper|foil|aluminum foil|aluminium foil|plastic wrap|cling film|parchment|parchment paper|baking paper|wax paper|toothpick|skewer|dish soap|detergent|sponge|trash bag|bin bag|napkin|zip bag|freezer bag|backpapier|alufolie|papier sulfurise",
};

// Modifiers that move an item to another aisle whatever the noun ("frozen peas", "canned tomatoes").
const MODIFIERS: ReadonlyArray<[RegExp, Aisle]> = [
  [/\b(frozen|tiefgekuhlt|tiefkuhl|surgele|surgeles|congelado|congelados|congelada|surgelato|surgelati|diepvries)\b/, "frozen"],
  [/\b(canned|tinned|jarred|dosen|en conserve|en lata|in scatola)\b/, "pantry"],
];

// Fresh herbs are produce, dried ones spices; fresh fruit is produce, dried fruit pantry.
const DRIED_RE = /\b(dried|dry|getrocknet|getrocknete|seche|seches|secas?|secos?|secc?h?[io]|gedroogde?)\b/;
const HERBS = new Set([
  "parsley",
  "basil",
  "mint",
  "dill",
  "chive",
  "thyme",
  "rosemary",
  "sage",
  "tarragon",
  "oregano leaf",
  "herb",
  "coriander leaf",
  "cilantro",
  "petersilie",
  "persil",
  "perejil",
  "prezzemolo",
  "basilico",
]);
// Words that are spices unless called fresh ("fresh coriander", "fresh oregano").
const FRESH_SPICE_HERBS = new Set(["coriander", "oregano", "bay leaf", "turmeric"]);
const FRESH_CUES_RE = /\b(fresh|frisch|frische|frais|fraiche|fresco|fresca|vers|verse)\b/;

interface Entry {
  words: string[];
  aisle: Aisle;
}

const PHRASES: Entry[] = [];
const SINGLE = new Map<string, Aisle>();
for (const [aisle, list] of Object.entries(WORDS) as Array<[Exclude<Aisle, "other">, string]>) {
  for (const w of list.split("|")) {
    const words = w.split(" ");
    if (words.length > 1) PHRASES.push({ words, aisle });
    // First listing wins for single words that appear in two aisles ("pan" is bread, not a pot).
    else if (!SINGLE.has(w)) SINGLE.set(w, aisle);
  }
}
// Longest phrase first, so "red pepper flake" beats "pepper".
PHRASES.sort((a, b) => b.words.length - a.words.length);

/** Lower case, no diacritics, no parenthesised remarks, punctuation as spaces. */
function clean(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A naive singular: tomatoes → tomato, berries → berry, leaves → leaf, eggs → egg; short words unchanged. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/^(?:lea|loa|hal|kni|shel|cal)ves$/.test(word)) return `${word.slice(0, -3)}f`;
  if (/(?:oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The key under which the same ingredient is recognised across recipes and manual adds: lower case, no
 * diacritics or punctuation, each word singular ("Tomatoes" and "tomato" meet; "cherry tomatoes" stays apart).
 */
export function ingredientKey(name: string): string {
  return clean(name).split(" ").filter(Boolean).map(singular).join(" ");
}

function matchPhrase(tokens: string[]): { aisle: Aisle; end: number } | null {
  let best: { aisle: Aisle; end: number; len: number } | null = null;
  for (const p of PHRASES) {
    for (let i = 0; i + p.words.length <= tokens.length; i++) {
      let ok = true;
      for (let j = 0; j < p.words.length && ok; j++) ok = tokens[i + j] === p.words[j];
      const end = i + p.words.length;
      // The phrase nearest the end of the name wins (the head noun), then the longest.
      if (ok && (!best || end > best.end || (end === best.end && p.words.length > best.len))) best = { aisle: p.aisle, end, len: p.words.length };
    }
  }
  return best ? { aisle: best.aisle, end: best.end } : null;
}

function matchWord(token: string): Aisle | null {
  const direct = SINGLE.get(token);
  if (direct) return direct;
  // German and Italian plurals and inflections: Zwiebeln, Tomaten, Pilze.
  for (const cut of ["en", "n", "e", "i"]) {
    if (token.length > cut.length + 3 && token.endsWith(cut)) {
      const hit = SINGLE.get(token.slice(0, -cut.length));
      if (hit) return hit;
    }
  }
  // Compounds ("hahnchenbrust", "buttermilk", "cornflour"): the longest known ending of four letters or more.
  for (let i = 1; i <= token.length - 4; i++) {
    const hit = SINGLE.get(token.slice(i));
    if (hit) return hit;
  }
  return null;
}

/** Which aisle an ingredient is usually found in; "other" when the table does not know the name. */
export function aisleOf(name: string): Aisle {
  const text = clean(name);
  if (!text) return "other";
  for (const [re, aisle] of MODIFIERS) if (re.test(text)) return aisle;
  const tokens = text.split(" ").map(singular);
  const phrase = matchPhrase(tokens);
  let aisle: Aisle | null = null;
  let noun = "";
  // The head noun is usually last ("chicken stock", "garlic clove"); a phrase ending at or after it wins.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] ?? "";
    if (phrase && phrase.end > i) {
      aisle = phrase.aisle;
      noun = tokens.slice(0, phrase.end).join(" ");
      break;
    }
    const hit = matchWord(token) ?? matchWord(text.split(" ")[i] ?? "");
    if (hit) {
      aisle = hit;
      noun = token;
      break;
    }
  }
  if (!aisle) return "other";
  if (DRIED_RE.test(text) && !FRESH_CUES_RE.test(text)) {
    if (aisle === "produce") return [...HERBS].some((h) => noun.endsWith(h)) ? "spices" : "pantry";
  }
  if (aisle === "spices" && FRESH_CUES_RE.test(text) && FRESH_SPICE_HERBS.has(noun)) return "produce";
  return aisle;
}
