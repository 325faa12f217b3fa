/**
 * Section headings and meta labels of plain-text recipes in English, German, French, Spanish,
 * Dutch, Italian (and Portuguese where cheap), kept together so a new language is one edit.
 */

/** Which part of a recipe a heading opens. */
export type Section = "ingredients" | "instructions" | "notes" | "skip";

const HEADINGS: ReadonlyArray<readonly [Section, string, RegExp]> = [
  ["ingredients", "en", /^(?:ingredients?|ingredient list|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list)$/],
  ["ingredients", "de", /^(?:zutaten|zutatenliste|einkaufsliste)$/],
  ["ingredients", "fr", /^(?:ingrédients|ingredients|liste des ingrédients)$/],
  ["ingredients", "es", /^(?:ingredientes|lista de ingredientes)$/],
  ["ingredients", "nl", /^(?:ingrediënten|ingredienten|benodigdheden)$/],
  ["ingredients", "it", /^(?:ingredienti)$/],
  ["instructions", "en", /^(?:method|methods|directions?|instructions?|preparation|steps|how to make(?: it)?|procedure|cooking instructions|to make)$/],
  ["instructions", "de", /^(?:zubereitung|anleitung|so geht(?:'|’)?s|schritte|arbeitsschritte)$/],
  ["instructions", "fr", /^(?:préparation|preparation|étapes|etapes|instructions|recette|déroulé)$/],
  ["instructions", "es", /^(?:preparación|preparacion|elaboración|elaboracion|instrucciones|pasos|modo de preparación|procedimiento)$/],
  ["instructions", "nl", /^(?:bereiding|bereidingswijze|werkwijze|instructies|stappen)$/],
  ["instructions", "it", /^(?:preparazione|procedimento|istruzioni|passaggi)$/],
  ["instructions", "pt", /^(?:modo de preparo|preparo)$/],
  ["notes", "en", /^(?:notes?|tips?|cook(?:'|’)?s notes?|chef(?:'|’)?s notes?|recipe notes?|variations?|storage)$/],
  ["notes", "de", /^(?:hinweise?|tipps?|notizen|anmerkungen?)$/],
  ["notes", "fr", /^(?:notes?|astuces?|conseils?|remarques?)$/],
  ["notes", "es", /^(?:notas?|consejos?|trucos?)$/],
  ["notes", "nl", /^(?:opmerkingen|tips?|notities)$/],
  ["notes", "it", /^(?:note|consigli|suggerimenti)$/],
  ["skip", "en", /^(?:nutrition(?: facts| information| info)?|equipment)$/],
  ["skip", "de", /^(?:nährwerte|nährwertangaben)$/],
  ["skip", "fr", /^(?:valeurs nutritionnelles|ustensiles)$/],
];

/** A recognised heading and the language its wording points to. */
export interface Heading {
  section: Section;
  language: string;
  /** Text after "Heading:" on the same line, if any. */
  inline: string;
  /** What the heading says the list is for: a yield ("12 Stück", "4 people") or a part ("the dough"). */
  purpose?: { yieldText: string; servings: number } | { part: string };
}

/** "Zutaten für 12 Stück", "Ingredients for the dough", "Ingrédients pour 6 personnes": a heading and who or what it is for. */
const PURPOSE_RE = /^(.{3,30}?)\s+(?:for|für|fuer|pour|para|voor|per)\s+(.{1,40})$/i;
const YIELD_REST_RE = /^(?:about\s+|ca\.?\s+|environ\s+|circa\s+)?(\d+)(?:\s*[-–]\s*\d+)?(?:\s+\p{L}[\p{L} .]*)?$/u;
const PART_ARTICLE_RE = /^(?:the|die|den|das|der|le|la|les|l['’]|el|los|las|de|het|il|lo|gli|i|o|a)\s+/i;

/** Strips markdown and decoration around a heading: "## Ingredients:", "**Zutaten**", "INGREDIENTS -". */
export function headingText(line: string): string {
  return line
    .replace(/^[#>*_=\-\s]+|[#*_=\-\s]+$/g, "")
    .replace(/\s*[:：]\s*$/, "")
    .replace(/\s*\(.*\)$/, "")
    .trim()
    .toLowerCase();
}

/** Recognises a section heading, also with inline content: "Ingredients: 2 eggs, 1 cup milk". */
export function matchHeading(line: string): Heading | null {
  const text = headingText(line);
  for (const [section, language, re] of HEADINGS) {
    if (re.test(text)) return { section, language, inline: "" };
  }
  const aimed = PURPOSE_RE.exec(text);
  if (aimed) {
    const head = aimed[1] ?? "";
    const rest = (aimed[2] ?? "").trim();
    for (const [section, language, re] of HEADINGS) {
      if (section !== "ingredients" || !re.test(head)) continue;
      const count = YIELD_REST_RE.exec(rest);
      const original = (PURPOSE_RE.exec(line.replace(/^[#>*_=\-\s]+|[#*_=\-\s:：]+$/g, "").trim())?.[2] ?? rest).trim();
      if (count) return { section, language, inline: "", purpose: { yieldText: original, servings: Number(count[1]) } };
      return { section, language, inline: "", purpose: { part: original.replace(PART_ARTICLE_RE, "") } };
    }
  }
  const colon = /^([^:：]{3,40})[:：]\s*(\S.*)$/.exec(line.replace(/^[#>*_\s]+/, ""));
  if (colon) {
    const head = headingText(colon[1] ?? "");
    for (const [section, language, re] of HEADINGS) {
      if (re.test(head)) return { section, language, inline: (colon[2] ?? "").trim() };
    }
  }
  return null;
}

/** Component headings inside a list: "For the sauce:", "Für die Soße", "Pour la pâte", "Para la salsa". */
export const GROUP_PREFIX_RE = /^(?:for|für|fuer|pour|para|voor|per)\s+(?:the|die|den|das|der|le|la|les|l['’]|el|los|las|la|de|het|il|lo|gli|i|la|o|a)?\s*(.+?)\s*[:：]?$/i;

/** Labels of time lines and which time they set. */
export const TIME_LABELS: ReadonlyArray<readonly ["prepTime" | "cookTime" | "totalTime", RegExp]> = [
  ["prepTime", /(?:prep(?:aration)?(?:\s*time)?|zubereitungszeit|vorbereitung(?:szeit)?|arbeitszeit|temps de préparation|préparation|tiempo de preparación|preparación|bereidingstijd|voorbereiding|tempo di preparazione|preparazione|tempo de preparo)/i],
  ["cookTime", /(?:cook(?:ing)?(?:\s*time)?|bake(?:\s*time)?|baking time|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tiempo de cocción|cocción|kooktijd|baktijd|oventijd|tempo di cottura|cottura|tempo de cozimento)/i],
  ["totalTime", /(?:total(?:\s*time)?|ready in|gesamtzeit|temps total|tiempo total|totale tijd|tempo totale|tempo total)/i],
];

/** Hour and minute words of the supported languages. */
export const DURATION_RE = /(\d+(?:[.,]\d+)?(?:\s*[½¼¾])?|[½¼¾])\s*(h|hrs?|hours?|std\.?|stunden?|heures?|horas?|hora|uur|ore|ora)\b|(\d+)\s*(m|mins?|minutes?|minuten|minutos?|minuti|mn)\b/gi;

/** "Serves 4", "4 Portionen", "Pour 6 personnes", "Makes 12 cookies", "Yield: 8 servings". */
export const SERVINGS_RES: ReadonlyArray<RegExp> = [
  /\b(?:serves|servings?|serving size|portions?|yield|yields|makes|rendimiento|rinde|rende|rendimento|serve|porciones|raciones|porzioni|porções|dosi per|ergibt|opbrengst)\s*[:：]?\s*(?:about\s+|ca\.?\s+|environ\s+)?(\d+)(?:\s*[-–to]+\s*\d+)?\s*([\p{L} ]{0,30})/iu,
  /\b(\d+)(?:\s*[-–]\s*\d+)?\s+(servings?|portions?|portionen|personen|personnes|personas|persone|porties|porciones|raciones|porzioni|porções|porção|pessoas|people|persons)(?!\p{L})/iu,
];
