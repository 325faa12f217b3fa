/**
 * An offline text embedding for recipes: feature hashing of normalised words, word pairs and character trigrams
 * into a fixed-size L2-normalised vector, with a small table of kitchen synonyms so that "coriander" meets
 * "cilantro". No model weights, no network: it runs on a Raspberry Pi in microseconds. It is lexical-semantic
 * (shared words, stems, spellings, synonyms), not a neural model; the model name says so.
 */
// prettier-ignore
export const EMBEDDING_MODEL = "rl-hash-v1";
// prettier-ignore
export const EMBEDDING_DIMENSIONS = 384;

/** Regional and language synonyms mapped to one canonical token. */
// prettier-ignore
const SYNONYMS: Record<string, string> = {
  cilantro: "coriander", aubergine: "eggplant", courgette: "zucchini", scallion: "springonion", scallions: "springonion",
  prawn: "shrimp", prawns: "shrimp", rocket: "arugula", capsicum: "pepper", bellpepper: "pepper", mince: "ground",
  minced: "ground", garbanzo: "chickpea", chickpeas: "chickpea", icing: "powdered", confectioners: "powdered",
  cornflour: "cornstarch", biscuit: "cookie", biscuits: "cookie", chips: "fries", crisps: "chips", beetroot: "beet",
  swede: "rutabaga", mangetout: "snowpea", porridge: "oatmeal", spaghetti: "pasta", penne: "pasta", fusilli: "pasta",
  linguine: "pasta", tagliatelle: "pasta", macaroni: "pasta", noodles: "noodle", stew: "stew", casserole: "stew",
  hotdish: "stew", veggie: "vegetarian", vegetable: "vegetable", veg: "vegetable", dessert: "dessert", pudding: "dessert",
  sweets: "dessert", cake: "cake", gateau: "cake", torte: "cake", kuchen: "cake", huhn: "chicken", hahnchen: "chicken",
  poulet: "chicken", pollo: "chicken", kip: "chicken", rind: "beef", boeuf: "beef", carne: "meat", fleisch: "meat",
  kartoffel: "potato", kartoffeln: "potato", pomme: "apple", patata: "potato", patatas: "potato", aardappel: "potato",
  tomate: "tomato", tomaten: "tomato", pomodoro: "tomato", zwiebel: "onion", oignon: "onion", cebolla: "onion",
  knoblauch: "garlic", ail: "garlic", ajo: "garlic", aglio: "garlic", suppe: "soup", soupe: "soup", sopa: "soup",
  zuppa: "soup", soep: "soup", salat: "salad", salade: "salad", ensalada: "salad", insalata: "salad", reis: "rice",
  riz: "rice", arroz: "rice", riso: "rice", fisch: "fish", poisson: "fish", pescado: "fish", pesce: "fish", vis: "fish",
};

const STOP = new Set([
  "the",
  "a",
  "an",
  "and",
  "or",
  "of",
  "with",
  "for",
  "to",
  "in",
  "on",
  "my",
  "your",
  "de",
  "la",
  "le",
  "et",
  "und",
  "mit",
  "der",
  "die",
  "das",
  "y",
  "con",
  "e",
  "di",
  "il",
  "en",
  "het",
  "een",
  "met",
]);

/** Lower case, accents removed, split into word tokens, light plural stemming, synonyms folded. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  const words = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[a-z]+/g);
  if (!words) return out;
  for (let w of words) {
    if (w.length < 2 || STOP.has(w)) continue;
    if (SYNONYMS[w]) {
      out.push(SYNONYMS[w]);
      continue;
    }
    if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
    else if (w.length > 4 && /(ches|shes|oes|xes)$/.test(w)) w = w.slice(0, -2);
    else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
    out.push(SYNONYMS[w] ?? w);
  }
  return out;
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(vec: Float32Array, feature: string, weight: number): void {
  const h = fnv1a(feature);
  vec[h % EMBEDDING_DIMENSIONS] += h & 0x80000000 ? -weight : weight;
}

/** Weighted text fields → one normalised vector. */
export function embedFields(fields: Array<[text: string, weight: number]>): Float32Array {
  const vec = new Float32Array(EMBEDDING_DIMENSIONS);
  for (const [text, weight] of fields) {
    if (!text || weight <= 0) continue;
    const toks = tokens(text);
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i];
      add(vec, `w:${t}`, weight);
      if (i + 1 < toks.length) add(vec, `b:${t} ${toks[i + 1]}`, weight * 0.5);
      const padded = `^${t}$`;
      for (let j = 0; j + 3 <= padded.length; j++) add(vec, `c:${padded.slice(j, j + 3)}`, weight * 0.25);
    }
  }
  let norm = 0;
  for (let i = 0; i < vec.length; i++) norm += vec[i] * vec[i];
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vec.length; i++) vec[i] /= norm;
  return vec;
}

/** Embed one plain text. */
export const embedText = (text: string): Float32Array => embedFields([[text, 1]]);

/** Cosine similarity of two normalised vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
