/**
 * A cheap language guess for recipe texts without any heading (a WhatsApp message, an OCR page): the
 * language whose common short words (articles, prepositions, conjunctions) the text uses most. Each list
 * holds words that are frequent in recipes of that language and rare in the others, so a few of them
 * decide; words shared by several languages ("de", "la", "en", "a") are left out.
 */
// prettier-ignore
const STOP_WORDS: Record<string, readonly string[]> = {
  en: ["the", "and", "with", "until", "into", "of", "to", "it", "is", "your", "then", "for", "or", "over", "add", "from", "them", "this"],
  de: ["und", "der", "die", "das", "mit", "dem", "ein", "eine", "einen", "einer", "ist", "auf", "für", "von", "zu", "bis", "dann", "oder", "im", "vom", "zum", "zur", "noch", "etwas", "alles", "bei", "nicht", "aus", "nach", "sie", "wird", "unter"],
  fr: ["les", "du", "et", "une", "dans", "avec", "sur", "aux", "puis", "jusqu", "cette", "votre", "vous", "pendant", "faites", "au", "est", "sont", "pas", "très", "ajoutez", "mettez"],
  es: ["el", "los", "las", "y", "hasta", "muy", "pero", "añadir", "añade", "está", "hacer", "cebolla", "sal", "cocinar"],
  nl: ["het", "een", "van", "met", "op", "voor", "aan", "tot", "je", "bij", "dan", "zijn", "ook", "uit", "naar", "wat", "minuten", "niet", "er"],
  it: ["il", "gli", "di", "della", "delle", "dei", "nel", "nella", "alla", "che", "poi", "fino", "sul", "sulla", "ben", "per", "aggiungete", "aggiungere", "minuti", "dello", "questo"],
  pt: ["os", "do", "das", "dos", "em", "com", "um", "uma", "no", "na", "ao", "até", "depois", "bem", "mais", "não", "leve", "ate"],
};

const INDEX = new Map<string, string[]>();
for (const [language, words] of Object.entries(STOP_WORDS)) {
  for (const w of words) INDEX.set(w, [...(INDEX.get(w) ?? []), language]);
}

/**
 * The language of the text ("de", "fr", "es", "nl", "it", "pt"), or undefined when it reads as English
 * or no language clearly leads: at least four hits of three different words, and twice as many as the next language.
 */
export function guessLanguage(text: string): string | undefined {
  const counts = new Map<string, number>();
  const distinct = new Map<string, Set<string>>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    for (const language of INDEX.get(word) ?? []) {
      counts.set(language, (counts.get(language) ?? 0) + 1);
      distinct.set(language, (distinct.get(language) ?? new Set()).add(word));
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // Three different words at least: two prepositions of another language ("na", "do" in Slovak) do not decide.
  if (!best || best[1] < 4 || (distinct.get(best[0])?.size ?? 0) < 3 || (second && best[1] < 2 * second[1])) return undefined;
  return best[0] === "en" ? undefined : best[0];
}
