/**
 * Section headings and meta labels of plain-text recipes in English, German, French, Spanish,
 * Dutch, Italian (and Portuguese where cheap), kept together so a new language is one edit.
 */

/** Which part of a recipe a heading opens. */
export type Section = "ingredients" | "instructions" | "notes" | "skip";

const HEADINGS: ReadonlyArray<readonly [Section, string, RegExp]> = [
  ["ingredients", "en", /^(?:ingredients?|ingredient list|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|you need|shopping list)$/],
  ["ingredients", "de", /^(?:zutaten|zutatenliste|einkaufsliste)$/],
  ["ingredients", "fr", /^(?:ingrédients|ingredients|liste des ingrédients)$/],
  ["ingredients", "es", /^(?:ingredientes|lista de ingredientes)$/],
  ["ingredients", "nl", /^(?:ingrediënten|ingredienten|benodigdheden)$/],
  ["ingredients", "it", /^(?:ingredienti)$/],
  ["instructions", "en", /^(?:method|methods|directions?|instructions?|preparation|steps|how to make(?: it)?|procedure|cooking instructions|to make)$/],
  ["instructions", "de", /^(?:zubereitung|anleitung|so geht(?:'|’)?s|schritte|arbeitsschritte)$/],
  [
    "instructions",
    "fr",
    /^(?:préparation|preparation|étapes|etapes|instructions|recette|déroulé|déroulement|réalisation|realisation|marche à suivre|progression)$/,
  ],
  [
    "instructions",
    "es",
    /^(?:preparación|preparacion|elaboración|elaboracion|instrucciones|pasos|modo de preparación|procedimiento|paso a paso|cómo se hace|como se hace)$/,
  ],
  ["instructions", "nl", /^(?:bereiding|bereidingswijze|bereiden|werkwijze|instructies|stappen|zo maak je het)$/],
  ["instructions", "it", /^(?:preparazione|procedimento|istruzioni|passaggi|esecuzione)$/],
  ["instructions", "pt", /^(?:modo de preparo|preparo|modo de fazer|preparação|preparacao|instruções|passo a passo)$/],
  [
    "notes",
    "en",
    /^(?:notes?|tips?|cook(?:'|’)?s notes?|chef(?:'|’)?s notes?|recipe notes?|recipe tips|variations?|storage(?: tips| instructions)?|make[- ]ahead(?: tips)?|tips (?:and|&) tricks|substitutions?|leftovers)$/,
  ],
  ["notes", "de", /^(?:hinweise?|tipps?|notizen|anmerkungen?|aufbewahrung|varianten)$/],
  ["notes", "fr", /^(?:notes?|astuces?|conseils?|remarques?|conservation|variantes)$/],
  ["notes", "es", /^(?:notas?|consejos?|trucos?|conservación|variaciones)$/],
  ["notes", "nl", /^(?:opmerkingen|tips?|notities|bewaren|bewaartips)$/],
  ["notes", "it", /^(?:note|consigli|suggerimenti|conservazione|varianti)$/],
  ["notes", "pt", /^(?:dicas?|observações|observacoes|notas?|conservação)$/],
  ["skip", "en", /^(?:nutrition(?:al)?(?: facts| information| info| values)?(?: per (?:serving|portion|100 ?g))?|equipment|macros)$/],
  ["skip", "de", /^(?:nährwerte|nährwertangaben|nährwerte pro portion|utensilien)$/],
  ["skip", "fr", /^(?:valeurs nutritionnelles|informations nutritionnelles|ustensiles|matériel)$/],
  ["skip", "es", /^(?:información nutricional|valores nutricionales|utensilios)$/],
  ["skip", "nl", /^(?:voedingswaarden?(?: per (?:portie|persoon))?|benodigd keukengerei)$/],
  ["skip", "it", /^(?:valori nutrizionali|informazioni nutrizionali|utensili)$/],
  ["skip", "pt", /^(?:informação nutricional|tabela nutricional|utensílios)$/],
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
// Portuguese names the part with "da"/"do": "Ingredientes da massa", "Ingredientes do recheio".
const PURPOSE_RE = /^(.{3,30}?)\s+(?:for|für|fuer|pour|para|voor|per|da|do|das|dos)\s+(.{1,40})$/i;
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
export const GROUP_PREFIX_RE =
  /^(?:for|für|fuer|pour|para|voor|per)\s+(?:the|die|den|das|der|le|la|les|l['’]|el|los|las|la|de|het|il|lo|gli|i|la|o|a)?\s*(.+?)\s*[:：]?$/i;

/** Labels of time lines and which time they set. */
export const TIME_LABELS: ReadonlyArray<readonly ["prepTime" | "cookTime" | "totalTime", RegExp]> = [
  [
    "prepTime",
    /(?:prep(?:aration)?(?:\s*time)?|zubereitungszeit|vorbereitung(?:szeit)?|arbeitszeit|temps de préparation|préparation|tiempo de preparación|preparación|bereidingstijd|voorbereiding|tempo di preparazione|preparazione|tempo de preparo)/i,
  ],
  [
    "cookTime",
    /(?:cook(?:ing)?(?:\s*time)?|bake(?:\s*time)?|baking time|koch-?\s*\/\s*backzeit|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tiempo de cocción|cocción|kooktijd|baktijd|oventijd|tempo di cottura|cottura|tempo de cozimento)/i,
  ],
  // A bare "Time: 45 min" / "Tiempo: 1 hora" / "Zeit: 1 Std." is the whole time.
  [
    "totalTime",
    /(?:total(?:\s*time)?|ready in|time|tiempo|tempo|temps|zeit|tijd|durée|duración|durata|duração|gesamtzeit|temps total|tiempo total|totale tijd|tempo totale|tempo total)/i,
  ],
];

/** Hour and minute words of the supported languages. */
export const DURATION_RE =
  /(\d+(?:[.,]\d+)?(?:\s*[½¼¾])?|[½¼¾])\s*(h|hrs?|hours?|std\.?|stunden?|heures?|horas?|hora|uur|ore|ora)\b|(\d+)\s*(m|mins?|minutes?|minuten|minutos?|minuti|mn)\b/gi;

const SERVINGS_LABEL =
  "(?:serves|servings?|serving size|portions?|portionen|porties|personen|personnes|personas|persone|pessoas|comensales|couverts|yield|yields|makes|rendimiento|rinde|rende|rendimento|rendement|serve|porciones|raciones|porzioni|porções|dosi per|ergibt|opbrengst)";

/**
 * A time or yield label alone on its line ("Prep Time", "Servings"), as recipe cards print them
 * with the value on the next line.
 */
export const META_LABEL_RE = new RegExp(`^(?:${[...TIME_LABELS.map(([, re]) => re.source), SERVINGS_LABEL].join("|")})\\s*[:：]?$`, "i");

/** "Serves 4", "4 Portionen", "Pour 6 personnes", "Makes 12 cookies", "Yield: 8 servings". */
export const SERVINGS_RES: ReadonlyArray<RegExp> = [
  // Labels before the count: "Portionen: 4", "Comensales: 4", "Aantal personen: 4", "Yield: 6-8 servings" (the range is kept).
  new RegExp(
    `\\b${SERVINGS_LABEL}\\s*[:：]?\\s*(?:about\\s+|ca\\.?\\s+|environ\\s+|circa\\s+)?(\\d+)((?:\\s*(?:[-–]|to)\\s*\\d+)?)\\s*([\\p{L} ]{0,30})`,
    "iu",
  ),
  /\b(\d+)((?:\s*[-–]\s*\d+)?)\s+(servings?|portions?|portionen|personen|personnes|personas|persone|porties|porciones|raciones|porzioni|porções|porção|pessoas|people|persons)(?!\p{L})/iu,
];

/** Buttons and links of recipe blogs and cards copied along with the recipe: "Jump to Recipe  Print Recipe", "Pin". */
const BUTTON =
  "(?:jump to (?:recipe|video)|print(?: recipe)?|pin(?: recipe| it)?|save(?: recipe)?|rate(?: this recipe)?|share|email|tweet|yum|cook mode|zum rezept(?: springen)?|rezept drucken|drucken|aller à la recette|imprimer(?: la recette)?|ir a la receta|imprimir(?: receta| receita)?|naar (?:het )?recept|recept printen|printen|vai alla ricetta|stampa(?: (?:la )?ricetta)?|ir para a receita)";
export const BUTTONS_RE = new RegExp(`^(?:${BUTTON}(?:\\s*[|·•/]\\s*|\\s+|$))+$`, "i");

/** Requests of blogs and captions that are no part of the recipe: "Tried this recipe? Let us know", "Follow @me for more". */
export const CALL_TO_ACTION_RE =
  /^(?:tried this recipe|did you (?:make|try) this|made this recipe\?|follow (?:me|us|@)|follow for more|save (?:this|it) (?:for later|post|recipe)|tag (?:me|us|a friend|@)|link in (?:my )?bio|comment below|double tap|folg(?:e|t) (?:mir|uns)|suivez[- ](?:moi|nous)|sígueme|síguenos|volg (?:mij|ons)|seguimi|seguici|siga-me|me siga|(?:please )?subscribe\b|(?:like|comment|share),? (?:and|&) subscribe|turn on (?:post )?notifications|hit the (?:bell|like)|don['’]?t forget to (?:like|subscribe|follow)|abonnier(?:e|t|en)\b|abonnez[- ]vous|suscr[ií]bete|abonneer\b|iscriviti|inscreva-se)/i;

/**
 * Labels of a video description's or caption's promotion, with or without a link after them:
 * "Instagram: @x", "Music: Lofi beats", "Shop my kitchen: https://…", "Business inquiries: a@b.com".
 */
export const PROMO_LABEL_RE =
  /^(?:subscribe|instagram|insta|tiktok|facebook|twitter|pinterest|youtube|threads|snapchat|twitch|patreon|discord|website|blog|newsletter|music|song|sound|audio|camera|lens|mic(?:rophone)?|gear|filmed (?:on|with)|edited (?:on|with|by)|shop(?: (?:my|the|our) [\p{L} ]{1,20})?|my (?:cookbook|book|shop|store|kitchen(?: gear)?|amazon(?: store| shop)?|gear|merch)|merch|business(?: inquiries| enquiries| email| contact)?|collabs?|contact|e-?mail|affiliate(?: links?)?|disclaimer|sponsored by|discount code|use (?:my )?code|promo code|more recipes|watch (?:next|more)|(?:full |printable )?recipe (?:link|here)|timestamps|chapters)\s*[:：]/iu;

/** A link or an account in a line: "https://…", "www.…", "instagram.com/x", "@handle". */
export const LINK_RE = /(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}\/\S*|(?:^|\s)@\w[\w.]*|\b[\w.+-]+@[\w-]+\.[\w.]+/giu;

/** Hashtags that disclose an advertisement ("#ad", "#werbung"): no tag of the recipe. */
export const DISCLOSURE_TAGS = new Set([
  "ad",
  "ads",
  "advert",
  "advertisement",
  "sponsored",
  "spon",
  "paidpartnership",
  "gifted",
  "affiliate",
  "werbung",
  "anzeige",
  "pub",
  "publicité",
  "publicite",
  "publicidad",
  "publicidade",
  "reclame",
  "adv",
]);

/** Facts of recipe cards that are neither times, yields nor content: "Course: Dessert", "Difficoltà: Facile", "Calories: 240kcal". */
const CARD_FACT =
  "(?:course|cuisine|keywords?|author|calories|difficulty|skill level|cost|diet|category|kategorie|schwierigkeit(?:sgrad)?|kalorien|autor|küche|difficulté|coût|catégorie|auteur|budget|niveau|dificultad|categoría|cocina|calorías|coste|costo|moeilijkheid(?:sgraad)?|keuken|categorie|calorieën|difficoltà|categoria|cucina|calorie|autore|dificuldade|custo|calorias)";
export const CARD_FACT_RE = new RegExp(`^${CARD_FACT}\\s*[:：]`, "i");
/** The same label alone on its line, its value on the next ("Course" / "Dessert"). */
export const CARD_FACT_LABEL_RE = new RegExp(`^${CARD_FACT}\\s*[:：]?$`, "i");

/** Resting, chilling and rising times: no field of their own, kept as a note ("Repos : 1 h", "Ruhezeit: 2 Std."). */
const REST_LABEL =
  // A bare "Rest" needs its colon: "Rest 10 minutes before slicing." is a step.
  "(?:rest(?:ing)? time|rest(?=\\s*[:：])|chill(?:ing)? time|marinating time|inactive time|standing time|freez(?:e|ing) time|ris(?:e|ing) time|proofing time|repos|temps de repos|ruhezeit|wartezeit|kühlzeit|gehzeit|reposo|tiempo de reposo|rusttijd|wachttijd|riposo|tempo di riposo|lievitazione|tempo de descanso|tempo de repouso)";
export const REST_TIME_RE = new RegExp(`^${REST_LABEL}\\s*[:：]?\\s*((?:ca\\.?\\s*|about\\s+|environ\\s+)?[\\d½¼¾].*)$`, "i");
export const REST_LABEL_RE = new RegExp(`^${REST_LABEL}\\s*[:：]?$`, "i");

/**
 * Caption filler at the end of a title line: "Best chicken recipe below!!", "Crispy tofu (recipe in caption)",
 * "Rezept unten", "recette ci-dessous". What stays before it is the title.
 */
export const TITLE_FILLER_RE =
  /(?:^|\s*[([|:,\-–—]\s*|\s+)(?:(?:the|full|easy|complete|printable|written|my)\s+)?(?:recipes?|rezept|recette|receta|recept|ricetta|receita)\s+(?:is\s+)?(?:below|down below|in (?:the )?(?:caption|comments?|description|bio)|unten|in der (?:caption|beschreibung|bio)|ci-dessous|en description|dans la description|abajo|en la descripción|hieronder|in de beschrijving|qui sotto|sotto|in descrizione|abaixo|na legenda|na descrição)\s*[)\]!.:]*\s*$/iu;

/**
 * A remark a caption's author added later: "Edit: typo", "EDIT: it freezes well", "Update 2: …", "P.S. …".
 * It is a note, and no note at all when it only speaks of the post's wording ("Edit: fixed a typo").
 */
export const EDIT_RE = /^(?:(?:edit(?:ed)?|update[d]?|nachtrag|p\.?\s?s)\s*\d*\s*[:：\-–]|p\.s\.)\s*(.*)$/i;
export const WORDING_RE = /\b(?:typos?|spelling|formatting|format|grammar|autocorrect(?:ed)?|tippfehler|faute de frappe)\b/i;
