/**
 * The shape every extractor returns: a pure description of a recipe found in some input,
 * before it is validated and stored. Ingredient lines are kept raw so that one parser
 * (src/lib/ingredients) turns them into Ingredient records everywhere.
 */
export interface ExtractedComponent {
  title: string;
  description?: string;
  notes?: string;
  /** Raw ingredient lines of this component, as written in the source. */
  ingredientLines: string[];
  instructions: string[];
}

/** A recipe found in a web page, a caption, pasted text or OCR output. */
export interface ExtractedRecipe {
  title: string;
  subtitle?: string;
  description?: string;
  notes?: string;
  /** Raw ingredient lines of the main recipe (not of components). */
  ingredientLines: string[];
  /** Groups such as "For the sauce:" become components. */
  components: ExtractedComponent[];
  instructions: string[];
  tags: string[];
  /** Minutes. */
  prepTime?: number;
  /** Minutes. */
  cookTime?: number;
  /** Minutes. */
  totalTime?: number;
  /** Number of servings (the number in "serves 4" or recipeYield "4 servings"). */
  servings?: number;
  /** The yield as written, e.g. "24 cookies". */
  yieldText?: string;
  /** Absolute URL of the main image, if the source names one. */
  imageUrl?: string;
  /** Published nutrition per serving, if the source carries it (schema.org keys → values as written). */
  publishedNutrition?: Record<string, string>;
  /** Where the recipe came from, for provenance. */
  site?: { name?: string; canonicalUrl?: string; author?: string };
  language?: string;
}

/**
 * An Ingredient record: the spec's five fields plus additive ones, so that a stored record keeps everything its line
 * said. A client renders `original` when it has nothing better; scaled and derived amounts carry `display`.
 */
export interface Ingredient {
  name: string;
  quantity?: number;
  unit?: string;
  preparation?: string;
  isOptional?: boolean;
  /** Size or package size: "large", "28 oz" in "1 (28 oz) can", "400g" in "2 x 400g cans". */
  size?: string;
  /** Comments and words the parser could not place: "to taste", "about 250 g", "at room temperature". */
  note?: string;
  /** Upper end of a range: "1-2 cloves" is quantity 1, quantityMax 2. */
  quantityMax?: number;
  /** The line as written (list decoration removed), when the record was read from a line. */
  original?: string;
  /** Scaled and derived amounts only: the exact value, when `quantity` was rounded to a kitchen amount. */
  quantityExact?: number;
  /** Scaled and derived amounts only: the amount as a cook reads it ("3⅔", "4", "1-2"); the unit stays in `unit`. */
  display?: string;
}
