/**
 * Cup weights of foods whose SR entry is shared with differently shaped foods: SR weighs "Pasta, dry"
 * by the cup for long and tube shapes only, while the small rice- and seed-shaped pastas pack far denser
 * (package labels: orzo, acini di pepe, pastina and stelline 56 g per 1/4 cup; ditalini, a short tube,
 * 56 g per 1/2 cup; pearl couscous 170 g per cup). General kitchen references, keyed by the name's words.
 */

/** Grams per US cup (236.6 ml) of a shape named in the ingredient. */
const CUP_GRAMS_BY_WORD: Record<string, number> = {
  orzo: 224,
  risoni: 224,
  acini: 224,
  pastina: 224,
  stelline: 224,
  "pearl couscous": 170,
  ditalini: 112,
  // Almond flour and meal are ground finer and lighter than SR's whole blanched almonds (145 g a cup):
  // labels give 28 g per 1/4 cup.
  "almond flour": 112,
  "almond meal": 112,
  // Panko is flaked, not ground: labels give 30 g per 1/2 cup against SR's 108 g a cup of dry crumbs.
  panko: 60,
};

const CUP_ML = 236.5882365;

/**
 * Density (g/ml) implied by a shape word in the name ("1 cup orzo", "1 cup acini de pepe pasta"), or null.
 * Two-word keys are tried before single words so "pearl couscous" is not plain couscous.
 */
export function shapeDensity(nameTokens: string[]): { gPerMl: number; how: string } | null {
  for (let i = 0; i + 1 < nameTokens.length; i++) {
    const pair = `${nameTokens[i]} ${nameTokens[i + 1]}`;
    const g = CUP_GRAMS_BY_WORD[pair];
    if (g !== undefined) return { gPerMl: g / CUP_ML, how: `1 cup ${pair} = ${g} g` };
  }
  for (const t of nameTokens) {
    const g = CUP_GRAMS_BY_WORD[t];
    if (g !== undefined) return { gPerMl: g / CUP_ML, how: `1 cup ${t} = ${g} g` };
  }
  return null;
}

/**
 * Volume weights of common foods SR weighs only by mass (general kitchen references): chia seeds
 * 12 g per tablespoon; grated Romano (and the Pecorino and Manchego it stands for) 100 g a cup, as grated
 * Parmesan (its closest sibling with a cup weight was crumbled blue cheese, 135 g); marshmallow cream 104 g a
 * cup, as the jars' labels give it (13 g in two tablespoons; a sibling gave 340 g); powdered gelatine 7 g a
 * tablespoon, SR's own "envelope (1 tbsp)"; dark chocolate chopped or in chips 170 g a cup. Keyed by NDB number.
 */
const TBSP_ML = 14.78676478125;
const CHOPPED_CHOCOLATE = 170 / CUP_ML;
export const KNOWN_DENSITY: Record<string, number> = {
  "12006": 12 / TBSP_ML,
  "01038": 100 / CUP_ML,
  "19365": 104 / CUP_ML,
  "19177": 7 / TBSP_ML,
  "19902": CHOPPED_CHOCOLATE,
  "19903": CHOPPED_CHOCOLATE,
  "19904": CHOPPED_CHOCOLATE,
  "19905": CHOPPED_CHOCOLATE,
};
