/**
 * Word lists the ingredient parser relies on. Kept apart from the grammar so they can grow
 * (new languages, new kitchen verbs) without touching the parsing logic.
 */

/** Size words: "2 large eggs" → size "large". Also covers unit qualifiers such as "heaped". */
export const SIZE_WORDS = new Set([
  "small", "medium", "large", "big", "extra-large", "extra large", "x-large", "jumbo", "lg", "md", "med", "sm",
  "medium-sized", "medium-size", "large-sized", "small-sized", "thick", "thin", "heaped", "heaping", "scant",
  "level", "rounded", "generous", "good", "very large", "very small",
  "groß", "große", "großer", "großes", "klein", "kleine", "kleiner", "kleines", "mittelgroß", "mittelgroße",
  "gestrichener", "gestrichene", "gehäufter", "gehäufte", "grand", "grande", "grandes", "gros", "grosse",
  "petit", "petite", "petits", "petites", "moyen", "moyenne", "pequeño", "pequeña", "pequeños", "pequeñas",
  "mediano", "mediana", "medianos", "medianas", "piccolo", "piccola", "piccoli", "piccole", "medio", "media",
  "grote", "groot", "kleine", "klein", "middelgrote", "middelgroot",
]);

/**
 * Kitchen actions applied to an ingredient before use. A name that starts with these ("finely
 * chopped onion") has them moved to `preparation`. Product descriptors that name a different
 * thing to buy ("ground cumin", "dried apricots", "smoked salmon", "canned tomatoes") are
 * deliberately absent so they stay part of the name.
 */
export const PREP_WORDS = new Set([
  "chopped", "peeled", "sliced", "grated", "minced", "diced", "trimmed", "drained", "halved", "softened",
  "crushed", "seeded", "deseeded", "de-seeded", "melted", "shredded", "cleaned", "washed", "cored", "rinsed",
  "chilled", "stemmed", "crumbled", "cubed", "soaked", "quartered", "warmed", "shelled", "sifted", "thawed",
  "hulled", "skinned", "scrubbed", "beaten", "whisked", "julienned", "strained", "defrosted", "shucked",
  "boned", "deboned", "mashed", "zested", "juiced", "torn", "snipped", "sieved", "pureed", "puréed", "cooked",
  "squeezed", "cut", "separated", "cracked", "smashed", "picked", "dissolved",
  "packed", "toasted", "boiled", "hard-boiled", "hard-cooked", "soft-boiled", "sautéed", "sauteed", "milled",
  "combined", "uncooked", "unsifted", "rough-chopped", "thin-sliced", "spooned", "leveled", "levelled", "griddled",
  "spiralled", "scooped", "blanched",
  "room-temperature", "slivered", "segmented", "riced", "spiralized", "spiralised", "bruised", "crumbed",
  "gehackt", "gehackte", "gehackter", "geschält", "geschälte", "geriebener", "gerieben", "geriebene",
  "gewürfelt", "gewürfelte", "geschnitten", "zerlassene", "zerlassen", "weiche", "haché", "hachée", "hachés",
  "hachées", "émincé", "émincée", "émincés", "râpé", "râpée", "râpés", "fondu", "picado", "picada", "picados",
  "picadas", "rallado", "rallada", "tritato", "tritata", "grattugiato", "grattugiata", "gehakt", "gehakte",
  "geraspte", "gesneden",
]);

/** Adverbs that introduce a preparation ("finely", "freshly") are recognised by their -ly form plus these. */
export const PREP_ADVERBS = new Set(["fein", "grob", "frisch", "finement", "grossièrement", "finamente", "fijn", "grof"]);

/** Past participles that may follow an adverb even though alone they name a product ("freshly ground"). */
export const ADVERB_TARGETS = new Set(["ground", "cracked", "grated", "squeezed", "made", "baked", "brewed", "picked", "milled"]);

/**
 * Parts of a whole that a recipe uses: "1 lemon, zest and juice", "½ orange, juice only". A tail
 * made only of these is preparation, never a list of further ingredients.
 */
export const PART_WORDS = new Set([
  "zest", "zested", "juice", "juiced", "peel", "rind", "pith", "flesh", "seeds", "seed", "skin", "skins", "leaves",
  "leaf", "stems", "stem", "stalks", "stalk", "whites", "white", "yolks", "yolk", "tops", "meat", "shells", "shell",
  "parts", "part", "bones", "fronds", "core", "cores", "green", "finely", "grated", "reserved", "separately",
]);

/** Phrases after a comma that are comments rather than preparation ("to taste", "for serving", "plus extra"). */
export const NOTE_START = /^(?:to\b|for\b|plus\b|or\b|and\b|such as\b|preferably\b|about\b|around\b|approx|at\b|if\b|from\b|see\b|optional|use\b|i\.?e\b|e\.?g\b|as\b|about\b|we\b|you\b|available\b|homemade\b|store-bought\b|any\b|each\b|ideally\b|nach\b|zum\b|für\b|pour\b|para\b|per\b|voor\b|q\.?b|al gusto|au goût|selon\b)/i;

/** Phrases that mark an ingredient as optional, in the supported languages. */
export const OPTIONAL_RE = /\(\s*(?:optional|facultatif|facultative|optionnel|opcional|facoltativ[oa]|optioneel|nach belieben|nach wunsch)\s*\)|(?:^|[,;\s])\s*(?:optional(?:ly)?|if desired|if you like|facultatif|optionnel|opcional|facoltativ[oa]|optioneel|nach belieben|nach wunsch)\b/i;

/** Amount-free quantity phrases that belong in the note, never in the name. */
export const TO_TASTE_RE = /(?:,\s*)?(?:(?<!\p{L})(?:or|and)\s+(?:(?:more|less|extra)\s+)?)?(?<!\p{L})(?:to taste|as needed|as required|as desired|nach geschmack|nach bedarf|au goût|selon (?:le |votre )?goût|al gusto|a gusto|q\.\s?b\.|qb|quanto basta|naar smaak)(?!\p{L})\.?/iu;

/** Words that join a unit to its ingredient: "pinch of salt", "200 g de farine", "un filo d'olio". */
export const CONNECTOR_RE = /^(?:(?:of|de|di|del|della|des|du|van|von)\s+|d['’]\s*)(?=\S)/i;

/** Approximation words before a quantity: "about 2 cups", "ca. 200 g", "~2". */
export const APPROX_RE = /^(?:(?:about|approx(?:imately)?|around|roughly|up to|circa|ca|etwa|environ|env|unos|unas|aproximadamente|ongeveer|ong)\b\.?\s*|~\s*)/i;

/** Vague amounts that are not numbers: "few sprigs", "several tablespoons", "some". */
export const VAGUE_RE = /^(?:a\s+few|few|several|some|a\s+little|a\s+bit\s+of|einige|quelques|unas\s+cuantas|algunos|algunas|qualche|een\s+paar|wat)\s+/i;

/** "Zest of 1 lemon", "Juice from 2 limes": a part taken from a counted whole. */
export const PART_OF_RE = /^((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+(of|from)\s+(?=[\d½¼¾⅓⅔⅛]|(?:one|two|three|four|five|six|half|a|an)\s)/iu;
