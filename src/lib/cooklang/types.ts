/**
 * The parsed form of a Cooklang recipe, shaped like the items of the Cooklang spec's canonical parser tests
 * (https://github.com/cooklang/spec): a step is a list of text, ingredient, cookware and timer items.
 */

/** A quantity as the canonical tests give it: a number when the text is one ("2", "1.5", "1/2"), else the text. */
export type CooklangQuantity = number | string;

/** Plain text between components. */
export interface TextItem {
  type: "text";
  value: string;
}

/** `@name{quantity%units}(note)`: quantity "some" and units "" when not given. */
export interface IngredientItem {
  type: "ingredient";
  name: string;
  quantity: CooklangQuantity;
  units: string;
  /** The `(…)` right after the closing brace (newer Cooklang: preparation such as "finely chopped"). */
  note?: string;
  /** Set by the `?` modifier of newer Cooklang (`@?parsley`). */
  optional?: true;
}

/** `#name{quantity}`: quantity 1 when not given. */
export interface CookwareItem {
  type: "cookware";
  name: string;
  quantity: CooklangQuantity;
}

/** `~name{quantity%units}` or `~{quantity%units}`: name and quantity "" when not given. */
export interface TimerItem {
  type: "timer";
  name: string;
  quantity: CooklangQuantity;
  units: string;
}

/** One item of a step. */
export type Item = TextItem | IngredientItem | CookwareItem | TimerItem;

/** A `== Name ==` (or `= Name`) section line: the steps from index `start` on belong to it. */
export interface CooklangSection {
  name: string;
  start: number;
}

/** A parsed recipe: metadata (front matter and `>> key: value` lines) and steps (paragraphs). */
export interface CooklangRecipe {
  metadata: Record<string, string>;
  steps: Item[][];
  /** Section lines, in order (empty when the recipe has none). */
  sections: CooklangSection[];
  /** `> text` note paragraphs (newer Cooklang), in order. */
  notes: string[];
}
