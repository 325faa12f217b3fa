/**
 * A measure written after the name: "ceci da 400 g", "Tomaten à 400 g", "pomodori 2 x 400 g".
 *
 * This used to be one regex, `(?:\s+(?:da|de|…))?\s+[\d…][\d\s\/.,…]*\s*(?:g|kg|…)\.?$`, which the engine
 * retried from every whitespace of the line, each attempt running to the end and backtracking: quadratic in
 * the line length ("1 1 1 …" of 999 characters cost a millisecond, 8,000 characters 50 ms). The scan below
 * finds the same match in one pass from the end.
 */

const UNIT_END_RE = /(?:kg|ml|cl|dl|oz|lb|g|l)\.?$/i;
const MEASURE_CHAR_RE = /[\d\s/.,½¼¾⅓⅔⅛]/;
const MEASURE_START_RE = /[\d½¼¾⅓⅔⅛]/;
// "à ca. 125 g", "je etwa 100 g": the joining word may carry an "about" of its own, or stand alone.
const JOINING_RE = /\s+(?:(?:da|de|di|à|je|van|von)(?:\s+(?:ca\.?|circa|etwa))?|ca\.?|circa|etwa)$/i;

/**
 * Where the trailing measure (with its joining word) starts in `name`, or -1 when there is none. The
 * measure is whitespace, then a digit or fraction, then digits, spaces and separators, then a metric or
 * imperial unit at the very end; the leftmost such start wins, like the regex it replaces.
 */
export function trailingMeasureStart(name: string): number {
  const unit = UNIT_END_RE.exec(name);
  if (!unit) return -1;
  // The run of measure characters that ends where the unit starts.
  let runStart = unit.index;
  while (runStart > 0 && MEASURE_CHAR_RE.test(name.charAt(runStart - 1))) runStart--;
  // Leftmost whitespace in the run that is followed (after more whitespace) by a digit or fraction.
  let at = -1;
  for (let i = runStart; i < unit.index; i++) {
    if (!/\s/.test(name.charAt(i))) continue;
    let j = i;
    while (j < unit.index && /\s/.test(name.charAt(j))) j++;
    if (j < unit.index && MEASURE_START_RE.test(name.charAt(j))) {
      at = i;
      break;
    }
    i = j - 1;
  }
  if (at < 0) return -1;
  // "da 400 g": the joining word before the amount goes with it. Its pattern is bounded, so this is linear.
  const joining = JOINING_RE.exec(name.slice(Math.max(0, at - 16), at));
  return joining ? at - joining[0].length : at;
}
