import { test } from "node:test";
import assert from "node:assert/strict";
import { parseIngredientLine } from "../../src/lib/ingredients";

/** The fields a row checks; a field left out of the row is not checked. */
interface Row {
  line: string;
  name: string;
  quantity?: number;
  unit?: string;
  size?: string;
  preparation?: string;
  note?: string;
}

function check(rows: Row[]): void {
  for (const row of rows) {
    const p = parseIngredientLine(row.line);
    const got: Record<string, unknown> = { line: row.line, name: p.name };
    for (const key of ["quantity", "unit", "size", "preparation", "note"] as const) {
      if (key in row) got[key] = p[key];
    }
    assert.deepEqual(got, { ...row }, row.line);
  }
}

test("a kitchen action written after the noun is preparation (French, Spanish, Italian, Portuguese)", () => {
  check([
    { line: "1 oignon émincé", name: "oignon", quantity: 1, preparation: "émincé" },
    { line: "1 échalote finement hachée", name: "échalote", preparation: "finement hachée" },
    { line: "2 échalotes ciselées", name: "échalotes", preparation: "ciselées" },
    { line: "1 gousse d'ail écrasée", name: "ail", unit: "gousse", preparation: "écrasée" },
    { line: "300 g de champignons de Paris émincés", name: "champignons de Paris", unit: "g", preparation: "émincés" },
    { line: "100 g de beurre fondu", name: "beurre", preparation: "fondu" },
    { line: "2 dientes de ajo picados", name: "ajo", quantity: 2, unit: "dientes", preparation: "picados" },
    { line: "2 cucharadas de mantequilla derretida", name: "mantequilla", unit: "cucharadas", preparation: "derretida" },
    { line: "2 tazas de harina de trigo cernida", name: "harina de trigo", preparation: "cernida" },
    { line: "un puñado de perejil picado", name: "perejil", quantity: 1, unit: "puñado", preparation: "picado" },
    { line: "2 patatas medianas peladas y cortadas en dados", name: "patatas", size: "medianas", preparation: "peladas y cortadas en dados" },
    { line: "2 zanahorias en rodajas", name: "zanahorias", preparation: "en rodajas" },
    { line: "1 cipolla tritata finemente", name: "cipolla", preparation: "tritata finemente" },
    { line: "2 spicchi d'aglio tritati", name: "aglio", unit: "spicchi", preparation: "tritati" },
    { line: "200 g di pancetta a cubetti", name: "pancetta", preparation: "a cubetti" },
    { line: "1 carota tagliata a dadini", name: "carota", preparation: "tagliata a dadini" },
    { line: "2 dentes de alho picados", name: "alho", unit: "dentes", preparation: "picados" },
    { line: "1 cebola picada", name: "cebola", preparation: "picada" },
    { line: "1 Zwiebel in Würfeln", name: "Zwiebel", preparation: "in Würfeln" },
  ]);
});

test("a participle that makes another product, or words that are not all an action, stay in the name", () => {
  check([
    { line: "500 g de carne picada", name: "carne picada", unit: "g" },
    { line: "1 taza de pan rallado", name: "pan rallado", unit: "taza" },
    { line: "100 g de queso rallado", name: "queso rallado" },
    { line: "400 g de tomates pelados", name: "tomates pelados" },
    { line: "1 cucharadita de comino molido", name: "comino molido" },
    { line: "150 g de chocolat noir à 70 %", name: "chocolat noir à 70 %" },
    { line: "1 boîte de tomates concassées", name: "tomates concassées", unit: "boîte" },
  ]);
});

test("a size word written after the noun is the size", () => {
  check([
    { line: "1 cebolla mediana, picada", name: "cebolla", size: "mediana", preparation: "picada" },
    { line: "2 huevos grandes", name: "huevos", quantity: 2, size: "grandes" },
    { line: "1 oignon moyen", name: "oignon", size: "moyen" },
    { line: "3 pommes de terre moyennes", name: "pommes de terre", size: "moyennes" },
    { line: "1 cebola média", name: "cebola", size: "média" },
    { line: "1 cebolla grande picada", name: "cebolla", size: "grande", preparation: "picada" },
  ]);
});

test("how full a spoon is, and which cup, qualify the unit in every language", () => {
  check([
    { line: "1 gestr. TL Backpulver", name: "Backpulver", quantity: 1, unit: "TL", size: "gestr." },
    { line: "1 knapper TL Salz", name: "Salz", unit: "TL", size: "knapper" },
    { line: "1 guter Schuss Olivenöl", name: "Olivenöl", unit: "Schuss", size: "guter" },
    { line: "1 cucharadita rasa de sal", name: "sal", unit: "cucharadita", size: "rasa" },
    { line: "1 cuillère à soupe bombée de farine", name: "farine", unit: "cuillère à soupe", size: "bombée" },
    { line: "1 cucchiaio raso di zucchero", name: "zucchero", unit: "cucchiaio", size: "raso" },
    { line: "1 xícara (chá) de leite", name: "leite", quantity: 1, unit: "xícara", size: "chá" },
    { line: "2 colheres (sopa) de açúcar", name: "açúcar", quantity: 2, unit: "colheres de sopa" },
    { line: "1 colher (chá) de fermento em pó", name: "fermento em pó", unit: "colher de chá" },
    { line: "2 c/s de aceite", name: "aceite", quantity: 2, unit: "cs" },
    { line: "1 c/c de sal", name: "sal", quantity: 1, unit: "cc" },
    { line: "1/4 de taza de aceite", name: "aceite", quantity: 0.25, unit: "taza" },
  ]);
});

test("vague amounts are not part of the name, and a count word after them is a unit", () => {
  check([
    { line: "etwas Salz", name: "Salz" },
    { line: "etwas Muskatnuss, frisch gerieben", name: "Muskatnuss", preparation: "frisch gerieben" },
    { line: "un peu de sel", name: "sel" },
    { line: "un poco de sal", name: "sal" },
    { line: "un po' di sale", name: "sale" },
    { line: "um pouco de sal", name: "sal" },
    { line: "einige Blätter Basilikum", name: "Basilikum", unit: "Blätter" },
  ]);
});

test("'to taste' in Portuguese and Spanish, and salt with pepper as one item", () => {
  check([
    { line: "sal a gosto", name: "sal", note: "a gosto" },
    { line: "pimenta-do-reino a gosto", name: "pimenta-do-reino", note: "a gosto" },
    { line: "salsinha picada a gosto", name: "salsinha", preparation: "picada", note: "a gosto" },
    { line: "Aceite c/n", name: "Aceite", note: "c/n" },
    { line: "Salz, Pfeffer", name: "Salz, Pfeffer" },
    { line: "Sel, poivre", name: "Sel, poivre" },
    { line: "Salz, Pfeffer aus der Mühle", name: "Salz, Pfeffer aus der Mühle" },
    { line: "Sal, pimienta", name: "Sal, pimienta" },
    // A real preparation after a comma is still preparation.
    { line: "200 g Butter, weich", name: "Butter", preparation: "weich" },
  ]);
});

test("the part of a whole in every language: juice, zest, Saft, jus, zumo, succo, suco", () => {
  check([
    { line: "Saft von 1 Zitrone", name: "Zitrone", quantity: 1, preparation: "Saft" },
    { line: "abgeriebene Schale von 1 Bio-Zitrone", name: "Bio-Zitrone", quantity: 1, preparation: "abgeriebene Schale" },
    { line: "Saft einer Zitrone", name: "Zitrone", quantity: 1, preparation: "Saft" },
    { line: "Saft einer halben Zitrone", name: "Zitrone", quantity: 0.5, preparation: "Saft" },
    { line: "le jus d'un citron", name: "citron", quantity: 1, preparation: "jus" },
    { line: "le zeste d'un citron", name: "citron", quantity: 1, preparation: "zeste" },
    { line: "el zumo de 1 limón", name: "limón", quantity: 1, preparation: "zumo" },
    { line: "la ralladura de 1 naranja", name: "naranja", quantity: 1, preparation: "ralladura" },
    { line: "il succo di 1 limone", name: "limone", quantity: 1, preparation: "succo" },
    { line: "sap van 1 citroen", name: "citroen", quantity: 1, preparation: "sap" },
    { line: "suco de 1 limão", name: "limão", quantity: 1, preparation: "suco" },
    { line: "Juice of a lemon", name: "lemon", quantity: 1, preparation: "Juice" },
    { line: "1 citron (jus)", name: "citron", quantity: 1, preparation: "jus" },
    // A name with "de" and no counted whole after it is left alone.
    { line: "Herbes de Provence", name: "Herbes de Provence" },
  ]);
});

test("egg grades and room-temperature remarks in parentheses are not part of the name", () => {
  check([
    { line: "3 Eier (Größe M)", name: "Eier", quantity: 3, size: "Größe M" },
    { line: "1 Ei (Gr. M)", name: "Ei", size: "Gr. M" },
    { line: "2 Eier (M)", name: "Eier", size: "M" },
    { line: "3 œufs (calibre moyen)", name: "œufs", size: "calibre moyen" },
    { line: "2 huevos (tamaño L)", name: "huevos", size: "tamaño L" },
    { line: "1 EL Butter (zimmerwarm)", name: "Butter", unit: "EL", note: "zimmerwarm" },
    // A plural marker is not a size.
    { line: "2 chile(s)", name: "chile (s)" },
  ]);
});

test("a comment after the preparation goes to the note", () => {
  check([
    { line: "1 lemon, cut into wedges, to serve", name: "lemon", preparation: "cut into wedges", note: "to serve" },
    { line: "2 scallions, thinly sliced, for serving", name: "scallions", preparation: "thinly sliced", note: "for serving" },
    { line: "4 tbsp butter, melted and cooled, plus more for the molds", name: "butter", preparation: "melted and cooled", note: "plus more for the molds" },
    // A preparation that only looks like the name is the name, not both.
    { line: "½ c (packed) mixed fresh herbs, such as dill or mint", name: "mixed fresh herbs", preparation: undefined },
  ]);
});

test("a one- or two-letter unit abbreviation without an amount is a word: Spanish 'el' is not Dutch 'el'", () => {
  check([{ line: "el jugo de medio limón", name: "limón", quantity: 0.5, unit: undefined, preparation: "jugo" }]);
});

test("BBC-style parts before the amount, '+' for plus, remarks in German parentheses, 'bouquet garni'", () => {
  check([
    { line: "zest and juice 1 lemon", name: "lemon", quantity: 1, preparation: "zest and juice" },
    { line: "juice ½ lime", name: "lime", quantity: 0.5, preparation: "juice" },
    { line: "Saft und Schale 1 Zitrone", name: "Zitrone", quantity: 1, preparation: "Saft und Schale" },
    // A name-first measure stays a measure.
    { line: "Juice 60 ml", name: "Juice", quantity: 60, unit: "ml" },
    { line: "75 g Zucker + 1 EL für die Form", name: "Zucker", quantity: 75, unit: "g" },
    { line: "200 ml Kokosmilch (aus der Dose)", name: "Kokosmilch", note: "aus der Dose" },
    { line: "1 bouquet garni", name: "bouquet garni", quantity: 1, unit: undefined },
    { line: "1 cucharada sopera de azúcar", name: "azúcar", unit: "cucharada", size: "sopera" },
  ]);
});

test("an article before the item counts one, in every language", () => {
  check([
    { line: "un oignon", name: "oignon", quantity: 1 },
    { line: "ein Ei", name: "Ei", quantity: 1 },
    { line: "eine Zwiebel", name: "Zwiebel", quantity: 1 },
    { line: "un huevo", name: "huevo", quantity: 1 },
    { line: "een ui", name: "ui", quantity: 1 },
    { line: "um ovo", name: "ovo", quantity: 1 },
    { line: "uma cebola", name: "cebola", quantity: 1 },
    { line: "uma pitada de sal", name: "sal", quantity: 1, unit: "pitada" },
    // Vague amounts are not one.
    { line: "A little oil", name: "oil", quantity: undefined },
    // An article after "or" is not a second amount: the alternative stays in the name.
    { line: "300g/10½oz white chocolate buttons, or a bar chopped into pieces", name: "white chocolate buttons, or a bar chopped into pieces" },
  ]);
});

test("French ranges with 'à', Spanish and Portuguese approximations, French spoon abbreviations", () => {
  check([
    { line: "1 à 2 c. à soupe de sucre", name: "sucre", quantity: 1, unit: "c. à soupe" },
    { line: "cerca de 200 g de farinha", name: "farinha", quantity: 200, unit: "g", preparation: undefined },
    { line: "aprox. 200 g de harina", name: "harina", quantity: 200, unit: "g" },
    { line: "3 cuil. à soupe de sucre", name: "sucre", quantity: 3, unit: "cuillère à soupe" },
    { line: "1 cuillerée à café de miel", name: "miel", quantity: 1, unit: "cuillère à café" },
    { line: "20 g de beurre + pour le moule", name: "beurre", quantity: 20, unit: "g" },
  ]);
  assert.equal(parseIngredientLine("1 à 2 c. à soupe de sucre").quantityMax, 2);
});

test("a grinding word after an adverb, diminutives, cuts in parentheses, lists in parentheses", () => {
  check([
    { line: "poivre noir fraîchement moulu", name: "poivre noir", preparation: "fraîchement moulu" },
    { line: "1 dente de alho picadinho", name: "alho", unit: "dente", preparation: "picadinho" },
    { line: "1 Zwiebel (in Würfeln)", name: "Zwiebel", preparation: "in Würfeln" },
    { line: "1 oignon (finement haché)", name: "oignon", preparation: "finement haché" },
    { line: "100 g Butter (kalt, in Würfeln)", name: "Butter", note: "kalt, in Würfeln" },
    { line: "2 handfuls mixed herbs (flatleaf parsley, coriander, mint)", name: "mixed herbs" },
    // Coarse salt is a product, not a size.
    { line: "sale grosso", name: "sale grosso", size: undefined },
    { line: "1 cucharadita de comino molido", name: "comino molido", preparation: undefined },
  ]);
});

test("Chefkoch-style lines: plural endings, 'n. B.', a level spoon after a comma, 'kl.'/'gr.' before a package", () => {
  check([
    { line: "1 Zwiebel(n)", name: "Zwiebel", quantity: 1 },
    { line: "2 Zehe/n Knoblauch", name: "Knoblauch", quantity: 2, unit: "Zehe" },
    { line: "1 ½ Tasse/n Milch", name: "Milch", quantity: 1.5, unit: "Tasse" },
    { line: "3 Ei(er)", name: "Ei", quantity: 3 },
    { line: "1 Bund Frühlingszwiebel(n)", name: "Frühlingszwiebel", unit: "Bund" },
    { line: "1 TL, gestr. Salz", name: "Salz", unit: "TL", size: "gestr." },
    { line: "1 EL, gehäuft Mehl", name: "Mehl", unit: "EL", size: "gehäuft" },
    { line: "1 kl. Dose Mais", name: "Mais", unit: "Dose", size: "kl." },
    { line: "1 gr. Dose Tomaten", name: "Tomaten", unit: "Dose", size: "gr." },
    { line: "2 cuil. à s. de sauce soja", name: "sauce soja", quantity: 2, unit: "c. à s." },
    // "gr." before a name is still grams.
    { line: "200 gr. de queso crema", name: "queso crema", quantity: 200, unit: "gr." },
  ]);
  assert.equal(parseIngredientLine("n. B. Salz").name, "Salz");
  assert.equal(parseIngredientLine("Petersilie n. B.").isOptional, true);
});

test("more cuts, 'ou' ranges and German 'je' (each)", () => {
  check([
    { line: "2 tomates coupées en quartiers", name: "tomates", preparation: "coupées en quartiers" },
    { line: "2 cebollas cortadas en cuartos", name: "cebollas", preparation: "cortadas en cuartos" },
    { line: "1 cipolla tagliata a metà", name: "cipolla", preparation: "tagliata a metà" },
    { line: "1 limone tagliato a spicchi", name: "limone", preparation: "tagliato a spicchi" },
    { line: "2 ou 3 branches de céleri", name: "céleri", quantity: 2, unit: "branches" },
    { line: "je 2 EL Öl und Essig", name: "Öl und Essig", quantity: 2, unit: "EL" },
    // English "½ of" is not a range.
    { line: "½ of 8-ounce (224-g) package cream cheese, softened", name: "cream cheese", quantity: 0.5, unit: "package" },
  ]);
  assert.equal(parseIngredientLine("2 ou 3 branches de céleri").quantityMax, 3);
});

test("a whole and a half written with 'y'/'e'/'en'/'and', 'demi-' and 'einen halben' before a unit", () => {
  check([
    { line: "1 y 1/2 tazas de harina", name: "harina", quantity: 1.5, unit: "tazas" },
    { line: "1 e 1/2 xícara (chá) de açúcar", name: "açúcar", quantity: 1.5, unit: "xícara" },
    { line: "1 y media tazas de leche", name: "leche", quantity: 1.5, unit: "tazas" },
    { line: "2 e meia xícaras de farinha", name: "farinha", quantity: 2.5, unit: "xícaras" },
    { line: "1 en 1/2 el bloem", name: "bloem", quantity: 1.5, unit: "el" },
    { line: "2 and a half cups flour", name: "flour", quantity: 2.5, unit: "cups" },
    { line: "un demi-litre de lait", name: "lait", quantity: 0.5, unit: "litre" },
    { line: "une demi-cuillère à café de sel", name: "sel", quantity: 0.5, unit: "cuillère à café" },
    { line: "einen halben Liter Milch", name: "Milch", quantity: 0.5, unit: "Liter" },
    { line: "2 cucchiai rasi di zucchero", name: "zucchero", unit: "cucchiai", size: "rasi" },
    // "demi-glace" is a product.
    { line: "1 cup demi-glace", name: "demi-glace", quantity: 1, unit: "cup" },
  ]);
});

test("a package size joined by 'de'/'da', remarks such as 'z.B.', and products named for their use", () => {
  check([
    { line: "2 boîtes de 400 g de pois chiches", name: "pois chiches", quantity: 2, unit: "boîtes", size: "400 g" },
    { line: "1 sachet de 7 g de levure", name: "levure", unit: "sachet", size: "7 g" },
    { line: "1 lata de 400 g de tomate triturado", name: "tomate triturado", unit: "lata", size: "400 g" },
    { line: "1 confezione da 250 g di mascarpone", name: "mascarpone", unit: "confezione", size: "250 g" },
    { line: "1 barattolo di ceci da 400 g", name: "ceci", unit: "barattolo", note: "da 400 g" },
    // "à ca." and "je" (each) with their "about" stay with the weight, out of the name.
    { line: "2 Kalbsschnitzel à ca. 125 g", name: "Kalbsschnitzel", note: "à ca. 125 g" },
    { line: "2 Hähnchenbrustfilets je ca. 150 g", name: "Hähnchenbrustfilets", note: "je ca. 150 g" },
    { line: "1 kg Äpfel (z.B. Boskop)", name: "Äpfel", note: "z.B. Boskop" },
    { line: "100 ml de nata para montar", name: "nata para montar", unit: "ml", note: undefined },
    { line: "1 bustina di lievito per dolci", name: "lievito per dolci", unit: "bustina" },
    // A purpose after any other name is still a note.
    { line: "Aceite para freír", name: "Aceite", note: "para freír" },
    { line: "1 huevo batido para pintar", name: "huevo", preparation: "batido", note: "para pintar" },
  ]);
});

test("a brand before 'or <amount> <brand> <product>' takes the product noun", () => {
  check([
    { line: "2 tsp. Diamond Crystal or 1 tsp. Morton kosher salt", name: "Diamond Crystal kosher salt", quantity: 2, unit: "tsp." },
    // A complete alternative is left as it is.
    { line: "2 tbsp Marsala or 1 tbsp dry sherry", name: "Marsala", note: "or 1 tbsp dry sherry" },
    { line: "fresh oregano or ¾ teaspoon dried oregano", name: "fresh oregano" },
  ]);
});
