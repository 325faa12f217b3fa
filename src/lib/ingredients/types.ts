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
