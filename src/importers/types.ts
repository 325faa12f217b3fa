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
