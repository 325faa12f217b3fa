/**
 * Word lists the ingredient parser relies on. Kept apart from the grammar so they can grow
 * (new languages, new kitchen verbs) without touching the parsing logic.
 */

/** Size words: "2 large eggs" → size "large". Also covers unit qualifiers such as "heaped". */
// prettier-ignore
export const SIZE_WORDS = new Set([
  "small", "medium", "large", "big", "extra-large", "extra large", "x-large", "jumbo", "lg", "md", "med", "sm",
  "medium-sized", "medium-size", "large-sized", "small-sized", "thick", "thin", "heaped", "heaping", "scant",
  "level", "rounded", "generous", "good", "very large", "very small",
  "groß", "große", "großer", "großes", "klein", "kleine", "kleiner", "kleines", "mittelgroß", "mittelgroße",
  "gestrichener", "gestrichene", "gehäufter", "gehäufte", "grand", "grande", "grandes", "gros", "grosse",
  "petit", "petite", "petits", "petites", "moyen", "moyenne", "pequeño", "pequeña", "pequeños", "pequeñas",
  "mediano", "mediana", "medianos", "medianas", "piccolo", "piccola", "piccoli", "piccole", "medio", "media",
  "grote", "groot", "kleine", "klein", "middelgrote", "middelgroot",
  // German level/heaped/scant measures ("1 gestr. TL", "1 knapper EL", "1 guter Schuss").
  "gestr.", "gestr", "gestrichen", "gehäuft", "knapp", "knapper", "knappe", "guter", "gute", "gutes", "reichlich",
  "kl.", "kl",
  "pequeno", "pequena", "pequenos", "pequenas", "médio", "média", "médios", "médias",
]);

/**
 * Kitchen actions applied to an ingredient before use. A name that starts with these ("finely
 * chopped onion") has them moved to `preparation`. Product descriptors that name a different
 * thing to buy ("ground cumin", "dried apricots", "smoked salmon", "canned tomatoes") are
 * deliberately absent so they stay part of the name.
 */
// prettier-ignore
export const PREP_WORDS = new Set([
  "chopped", "peeled", "sliced", "grated", "minced", "diced", "trimmed", "drained", "halved", "softened",
  "crushed", "seeded", "deseeded", "de-seeded", "melted", "shredded", "cleaned", "washed", "cored", "rinsed",
  "chilled", "stemmed", "crumbled", "cubed", "soaked", "quartered", "warmed", "shelled", "sifted", "thawed",
  "hulled", "skinned", "scrubbed", "beaten", "whisked", "julienned", "strained", "defrosted", "shucked",
  "boned", "deboned", "mashed", "zested", "juiced", "torn", "snipped", "sieved", "pureed", "puréed", "cooked",
  "squeezed", "cut", "separated", "cracked", "smashed", "picked", "dissolved",
  "packed", "toasted", "boiled", "hard-boiled", "hard-cooked", "soft-boiled", "sautéed", "sauteed", "milled",
  "combined", "uncooked", "unsifted", "rough-chopped", "thin-sliced", "spooned", "leveled", "levelled", "griddled",
  "spiralled", "scooped", "blanched", "lukewarm",
  "room-temperature", "slivered", "segmented", "riced", "spiralized", "spiralised", "bruised", "crumbed",
  "gehackt", "gehackte", "gehackter", "geschält", "geschälte", "geriebener", "gerieben", "geriebene",
  "gewürfelt", "gewürfelte", "geschnitten", "zerlassene", "zerlassen", "weiche", "haché", "hachée", "hachés",
  "hachées", "émincé", "émincée", "émincés", "râpé", "râpée", "râpés", "fondu", "picado", "picada", "picados",
  "picadas", "rallado", "rallada", "tritato", "tritata", "grattugiato", "grattugiata", "gehakte",
  "geraspte", "gesneden", "gesnipperde", "fijngehakte", "fijngesneden", "geperste", "geschilde", "gesmolten",
  "gepresst", "gepresste",
  // Norwegian, Danish and Swedish ("1 ss hakket, frisk ingefær"). Dutch "gehakt" is left out: before a food
  // it is "gehakte", and alone it is the noun, minced meat ("500 gram gehakt").
  "hakket", "finhakket", "grovhakket", "revet", "skivet", "skåret", "smeltet", "knust", "presset", "skrellet",
  "strimlet", "hackad", "hackade", "finhackad", "finhackade", "riven", "rivna", "skivad", "skivade", "smält",
  "pressad", "pressade", "skalad", "skalade", "strimlad", "strimlade",
]);

/**
 * Kitchen actions written after the noun, as French, Spanish, Italian and Portuguese do: "1 oignon
 * émincé", "2 dientes de ajo picados", "1 cipolla tritata finemente", "cebola picada". Participles
 * whose noun then names another product to buy ("carne picada", "pan rallado") are handled by
 * PRODUCT_BEFORE_ACTION. Descriptors such as "moulu", "molido", "pelati", "triturado" are left out on
 * purpose: "comino molido", "pomodori pelati" are what the cook buys.
 */
export const POSTPOSED_PREP_RE = new RegExp(
  "^(?:" +
    [
      // French: haché, émincée, râpés, ciselées ...
      "(?:hach|éminc|râp|cisel|coup|pel|épluch|écras|press|égoutt|rinc|tranch|taill|épépin|dénoyaut|dégerm|effil|tamis)(?:é|ée|és|ées)",
      "(?:fondu|battu|ramolli)(?:e|s|es)?",
      // Spanish and Portuguese: picado, rallada, cortados, peladas, derretido, ralado, descascado ...
      "(?:pic|rall|ral|cort|pel|trocead|machac|lamin|tamiz|desmenuz|fati|descasc|amass|peneir|lav|despepit|deshues)(?:ado|ada|ados|adas)",
      // Diminutives: "picadinho", "picadito".
      "picad(?:inh|it)(?:o|a|os|as)",
      "(?:derret|bat|cern|escurr|esprem|exprim)(?:ido|ida|idos|idas)",
      // Italian: tritato, grattugiata, affettati, tagliate, fuso, ammorbidito ...
      "(?:trit|grattugi|affett|sminuzz|tagli|sbucci|schiacci|spezzett|sgocciol|frull)(?:ato|ata|ati|ate)",
      "(?:fus|sciolt|ammorbidit)(?:o|a|i|e)",
    ].join("|") +
    ")$",
  "iu",
);

/** Nouns that a following participle turns into another product: "carne picada", "pan rallado", "viande hachée". */
// Tomatoes too: "tomates pelados", "pomodori pelati", "tomates pelées" are the canned product.
// prettier-ignore
export const PRODUCT_BEFORE_ACTION = new Set([
  "carne", "viande", "bœuf", "boeuf", "steak", "pan", "pão", "coco", "queso", "queijo", "tomate", "tomates", "pomodori", "pomodoro",
]);

/** Shapes a cut produces, after "en"/"in"/"a"/"em": "en dés", "in Würfeln", "a cubetti", "en rodajas". */
export const CUT_SHAPE_RE =
  /^(?:dés|cubes|rondelles|lamelles|julienne|brunoise|morceaux|tranches|lanières|dados|cubos|cubitos|rodajas|juliana|tiras|trozos|láminas|rodelas|pedaços|pedacinhos|fatias|cubetti|dadini|pezzi|pezzetti|rondelle|fettine|listarelle|würfel|würfeln|würfelchen|scheiben|scheibchen|streifen|ringe|ringen|stücke|stücken|röllchen|reepjes|blokjes|plakjes|stukjes|schijfjes|ringetjes|quartiers|bâtonnets|cuartos|gajos|bastones|gomos|quarti|metà|spicchi|bastoncini|viertel|vierteln|hälften|achtel|achteln|partjes|parten)$/iu;

/** Size words written after the noun in Romance languages: "1 cebolla mediana", "2 huevos grandes", "1 oignon moyen". */
// prettier-ignore
export const POSTPOSED_SIZE_WORDS = new Set([
  "grande", "grandes", "mediano", "mediana", "medianos", "medianas", "pequeño", "pequeña", "pequeños", "pequeñas",
  "moyen", "moyenne", "moyens", "moyennes", "médio", "média", "médios", "médias", "pequeno", "pequena", "pequenos",
  // Not Italian "grosso": "sale grosso" is coarse salt.
  "pequenas", "piccolo", "piccola", "piccoli", "piccole", "medio", "media", "medi", "medie",
]);

/** Adverbs that introduce a preparation ("finely", "freshly") are recognised by their -ly form plus these. */
// prettier-ignore
export const PREP_ADVERBS = new Set([
  "fein", "grob", "frisch", "finement", "grossièrement", "finamente", "finemente", "grossolanamente", "groseramente",
  "fijn", "grof", "fraîchement", "recién", "fint", "grovt",
]);

/** Grinding words that are an action after an adverb ("poivre fraîchement moulu") but a product alone ("comino molido"). */
export const POSTPOSED_ADVERB_TARGETS_RE = /^(?:moulu|moulue|moulus|moulues|molido|molida|molidos|molidas|macinato|macinata|moído|moída|râpé|râpée)$/iu;

/** Past participles that may follow an adverb even though alone they name a product ("freshly ground"). */
export const ADVERB_TARGETS = new Set(["ground", "cracked", "grated", "squeezed", "made", "baked", "brewed", "picked", "milled"]);

/**
 * Parts of a whole that a recipe uses: "1 lemon, zest and juice", "½ orange, juice only". A tail
 * made only of these is preparation, never a list of further ingredients.
 */
// prettier-ignore
export const PART_WORDS = new Set([
  "zest", "zested", "juice", "juiced", "peel", "rind", "pith", "flesh", "seeds", "seed", "skin", "skins", "leaves",
  "leaf", "stems", "stem", "stalks", "stalk", "whites", "white", "yolks", "yolk", "tops", "meat", "shells", "shell",
  "parts", "part", "bones", "fronds", "core", "cores", "green", "finely", "grated", "reserved", "separately",
  // The same parts in the other supported languages: "1 citron (jus)", "1 Zitrone, Saft und Schale".
  "jus", "zeste", "zestes", "saft", "schale", "abrieb", "zumo", "jugo", "ralladura", "cáscara", "piel", "succo", "scorza",
  "buccia", "sap", "rasp", "schil", "suco", "raspas", "casca",
]);

/** Phrases after a comma that are comments rather than preparation ("to taste", "for serving", "plus extra"). */
export const NOTE_START =
  /^(?:to\b|for\b|plus\b|or\b|and\b|such as\b|preferably\b|about\b|around\b|approx|at\b|if\b|from\b|see\b|optional|use\b|i\.?e\b|e\.?g\b|as\b|about\b|we\b|you\b|available\b|homemade\b|store-bought\b|any\b|each\b|ideally\b|nach\b|zum\b|für\b|pour\b|para\b|per\b|voor\b|q\.?b|al gusto|a gosto|au goût|selon\b)/i;

/** Phrases that mark an ingredient as optional, in the supported languages. */
export const OPTIONAL_RE =
  /\(\s*(?:optional|facultatif|facultative|optionnel|opcional|facoltativ[oa]|optioneel|nach belieben|nach wunsch|n\.\s?b\.)\s*\)|(?:^|[,;\s])\s*(?:(?:optional(?:ly)?|if desired|if you like|facultatif|optionnel|opcional|facoltativ[oa]|optioneel|nach belieben|nach wunsch)\b|n\.\s?B\.(?=\s|$))/i;

/** Amount-free quantity phrases that belong in the note, never in the name. */
export const TO_TASTE_RE =
  /(?:,\s*)?(?:(?<!\p{L})(?:or|and)\s+(?:(?:more|less|extra)\s+)?)?(?<!\p{L})(?:to taste|as needed|as required|as desired|nach geschmack|nach bedarf|au goût|selon (?:le |votre )?goût|al gusto|a gusto|a gosto|à gosto|q\.\s?b\.|qb|quanto basta|naar smaak|c\/n|c\.\s?n\.|cantidad necesaria|(?:la\s+)?cantidad suficiente|q\.\s?s\.|по вкусу|на вкус)(?!\p{L})\.?/iu;

/** Words that join a unit to its ingredient: "pinch of salt", "200 g de farine", "un filo d'olio". */
export const CONNECTOR_RE = /^(?:(?:of|de|di|del|della|des|du|van|von)\s+|d['’]\s*)(?=\S)/i;

/** Approximation words before a quantity: "about 2 cups", "ca. 200 g", "~2". */
export const APPROX_RE =
  /^(?:(?:about|approx(?:imately)?|around|roughly|up to|circa|ca|etwa|ungefähr|environ|env|unos|unas|aprox|aproximadamente|cerca de|alrededor de|ongeveer|ong)(?!\p{L})\.?\s*|~\s*)/iu;

/** Vague amounts that are not numbers: "few sprigs", "several tablespoons", "some". */
export const VAGUE_RE =
  /^(?:(?:a\s+few|few|several|some|a\s+little|a\s+bit\s+of|einige|ein\s+paar|mehrere|etwas|ein\s+wenig|ein\s+bisschen|quelques|plusieurs|unas\s+cuantas|unos\s+cuantos|algunos|algunas|un\s+poco\s+de|qualche|alcuni|alcune|een\s+paar|enkele|een\s+beetje|wat|alguns|algumas|um\s+pouco\s+de)\s+|(?:un\s+peu|un\s+po['’])\s*(?:de\s+|di\s+|d['’]\s*))/i;

/** Vague counts of pieces: after them a count word is a unit even when it can name a product ("einige Blätter Basilikum"). */
export const VAGUE_COUNT_RE =
  /^(?:a\s+few|few|several|einige|ein\s+paar|mehrere|quelques|plusieurs|unas\s+cuantas|unos\s+cuantos|algunos|algunas|alcuni|alcune|een\s+paar|enkele|alguns|algumas)\s+/i;

/**
 * "Zest of 1 lemon", "Juice from 2 limes", "Saft von 1 Zitrone", "le jus d'un citron", "el zumo de 1
 * limón", "il succo di 1 limone", "Saft einer Zitrone": a part taken from a counted whole.
 */
export const PART_OF_RE =
  /^((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+?)(?:\s+(?:of|from|von|de|di|da|do|du|van)\s+|\s+d['’]\s*|\s+(?=(?:einer|eines)\s))(?=[\d½¼¾⅓⅔⅛]|(?:one|two|three|four|five|six|half|a|an|ein|eine|einer|eines|einem|un|une|uno|una|um|uma|een|zwei|drei|deux|trois|dos|tres|due|dois|duas|twee|drie|mezzo|mezza|medio|media|meio|meia|halve)\s)/iu;

/** An article that stands for one whole after a part: "juice of a lemon", "le jus d'un citron". */
export const PART_ARTICLE_RE = /^(?:a|an|ein|eine|einer|eines|einem|un|une|uno|una|um|uma|een)\s+/i;

/** A definite article before the part: "le jus", "el zumo", "la ralladura", "il succo". */
export const LEADING_ARTICLE_RE = /^(?:the|le|la|les|el|los|las|il|lo|der|die|das|het|os|as)\s+|^l['’]\s*/i;
