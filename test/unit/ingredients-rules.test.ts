import { test } from "node:test";
import assert from "node:assert/strict";
import { parseIngredientLine } from "../../src/lib/ingredients";
import { matchQuantity } from "../../src/lib/fractions";
import { matchUnitPrefix } from "../../src/lib/units";

const pick = (line: string): [string, number | undefined, string | undefined] => {
  const p = parseIngredientLine(line);
  return [p.name, p.quantity, p.unit];
};

test("name-first lines are read like amount-first ones", () => {
  assert.deepEqual(pick("All-purpose flour 1½ cups (190 grams)"), ["All-purpose flour", 1.5, "cups"]);
  assert.deepEqual(pick("Mehl 500 g"), ["Mehl", 500, "g"]);
  assert.deepEqual(pick("Molho de tomate 200 gramas"), ["Molho de tomate", 200, "gramas"]);
  assert.deepEqual(pick("Butter: 100 g"), ["Butter", 100, "g"]);
  assert.deepEqual(pick("Sugar 2/3 cup (133 grams), plus more for coating"), ["Sugar", 2 / 3, "cup"]);
  const yolks = parseIngredientLine("Egg yolks (large), 6");
  assert.deepEqual([yolks.name, yolks.quantity, yolks.size], ["Egg yolks", 6, "large"]);
  // A line that only mentions a number later is not reordered.
  assert.equal(parseIngredientLine("Juice of 2 lemons").name, "lemons");
  assert.equal(parseIngredientLine("Dark chocolate 70% 100 g").name, "Dark chocolate 70%");
});

test("number words in German, French, Spanish, Dutch, Italian and Portuguese", () => {
  assert.deepEqual(pick("zwei Eier"), ["Eier", 2, undefined]);
  assert.deepEqual(pick("deux oignons"), ["oignons", 2, undefined]);
  assert.deepEqual(pick("tres tomates"), ["tomates", 3, undefined]);
  assert.deepEqual(pick("twee uien"), ["uien", 2, undefined]);
  assert.deepEqual(pick("due cipolle"), ["cipolle", 2, undefined]);
  assert.deepEqual(pick("duas cebolas"), ["cebolas", 2, undefined]);
  assert.deepEqual(pick("eine Prise Salz"), ["Salz", 1, "Prise"]);
  assert.equal(matchQuantity("cinque uova")?.value, 5);
  assert.equal(matchQuantity("demi-glace"), null);
  assert.equal(matchQuantity("2 dozen eggs")?.value, 24);
});

test("parts of a whole are preparation, the whole is the name", () => {
  const lemon = parseIngredientLine("1 lemon, zest and juice");
  assert.deepEqual([lemon.name, lemon.quantity, lemon.preparation], ["lemon", 1, "zest and juice"]);
  assert.equal(parseIngredientLine("½ orange, juice only").name, "orange");
  const zest = parseIngredientLine("Zest of 1 lemon");
  assert.deepEqual([zest.name, zest.quantity, zest.preparation], ["lemon", 1, "Zest"]);
  assert.equal(parseIngredientLine("1 head chard, leaves removed and shredded").name, "chard");
  // A real list still stays together.
  assert.equal(parseIngredientLine("salt, pepper and nutmeg").name, "salt, pepper and nutmeg");
});

test("comma-separated modifiers before the noun stay with it; actions go to preparation", () => {
  assert.equal(parseIngredientLine("1½ pounds boneless, skinless chicken breasts").name, "boneless skinless chicken breasts");
  const pepper = parseIngredientLine("¼ cup cored, seeded, and minced green pepper");
  assert.deepEqual([pepper.name, pepper.preparation], ["green pepper", "cored, seeded, minced"]);
  assert.equal(parseIngredientLine("1 red, de-seeded chilli").name, "red chilli");
  assert.equal(parseIngredientLine("1 tablespoon fresh, minced basil").name, "fresh basil");
});

test("alternatives: bare ones stay in the name, measured ones go to the note", () => {
  assert.equal(parseIngredientLine("butter or margarine").name, "butter or margarine");
  assert.equal(parseIngredientLine("3 tsp soured cream, or crème fraîche").name, "soured cream, or crème fraîche");
  const oregano = parseIngredientLine("2 tbsp chopped fresh oregano or 2 tsp dried oregano");
  assert.deepEqual([oregano.name, oregano.note], ["fresh oregano", "or 2 tsp dried oregano"]);
  assert.equal(parseIngredientLine("1 tsp salt, or more to taste").name, "salt");
  assert.equal(parseIngredientLine("4 tbsp Space Dust, or similar confectionery").name, "Space Dust");
});

test("sizes and measures nested in the amount", () => {
  const ginger = parseIngredientLine("½-inch piece ginger");
  assert.deepEqual([ginger.name, ginger.quantity], ["ginger", 0.5]);
  assert.deepEqual(pick("1” ginger"), ["ginger", 1, "”"]);
  const can = parseIngredientLine("One 13- to 14-ounce can coconut milk");
  assert.deepEqual([can.name, can.quantity, can.unit, can.size], ["coconut milk", 1, "can", "13- to 14-ounce"]);
  const bread = parseIngredientLine("Six ½-inch-thick slices Italian bread");
  assert.deepEqual([bread.name, bread.quantity, bread.unit, bread.size], ["Italian bread", 6, "slices", "½-inch-thick"]);
  const tin = parseIngredientLine("400g tin beans");
  assert.deepEqual([tin.name, tin.quantity, tin.unit, tin.size], ["beans", 400, "g", "tin"]);
  assert.equal(matchUnitPrefix("inch-thick slices")?.info.canonical, "inch");
  assert.equal(matchUnitPrefix("head-on shrimp"), null);
});

test("compound imperial amounts and repeated slashes are read as one measure", () => {
  const pasta = parseIngredientLine("1 pound 2 ounces long pasta");
  assert.deepEqual([pasta.name, pasta.quantity, pasta.unit, pasta.note], ["long pasta", 1, "pound", "2 ounces"]);
  const stock = parseIngredientLine("290ml/10fl oz/½ pint chicken stock");
  assert.deepEqual([stock.name, stock.note], ["chicken stock", "10fl oz; ½ pint"]);
  assert.equal(parseIngredientLine("350-450g/12oz-1lb runner beans").name, "runner beans");
  assert.equal(parseIngredientLine("2 cups minus 2 tablespoons flour").name, "flour");
  assert.deepEqual(pick("½ c cup cane sugar"), ["cane sugar", 0.5, "c"]);
  assert.equal(parseIngredientLine("4 x salmon fillets").name, "salmon fillets");
  assert.equal(parseIngredientLine("½ a nectarine").name, "nectarine");
});

test("sizes after the unit, packed/toasted actions, package contents and remarks", () => {
  const shrimp = parseIngredientLine("1 pound small shrimp, peeled");
  assert.deepEqual([shrimp.name, shrimp.size], ["shrimp", "small"]);
  assert.equal(parseIngredientLine("2 cups packed dark brown sugar").name, "dark brown sugar");
  assert.equal(parseIngredientLine("¼ c toasted pine nuts").name, "pine nuts");
  assert.equal(parseIngredientLine("One 26-ounce can crushed tomatoes").name, "crushed tomatoes");
  assert.equal(parseIngredientLine("1 recipe Lemon Curd (recipe follows)").name, "Lemon Curd");
  assert.equal(parseIngredientLine("170g arborio (risotto) rice").name, "arborio (risotto) rice");
  assert.equal(parseIngredientLine("3 tbsp Korean chilli paste (gochujang)").name, "Korean chilli paste (gochujang)");
  assert.equal(parseIngredientLine("Mint to garnish").name, "Mint");
  assert.equal(parseIngredientLine("340g pasta such as conchiglie").name, "pasta");
  assert.equal(parseIngredientLine("½ cup whole milk at room temperature").name, "whole milk");
  const choc = parseIngredientLine("6 oz dark chocolate (70%) coarsely chopped");
  assert.deepEqual([choc.name, choc.preparation], ["dark chocolate", "coarsely chopped"]);
  assert.equal(parseIngredientLine("2 cinnamon sticks").name, "cinnamon sticks");
  assert.equal(parseIngredientLine("3 garlic cloves").name, "garlic");
  assert.equal(parseIngredientLine("2 tbsp each parsley, mint and dill").name, "parsley, mint and dill");
});

test("an extra amount after the unit ('+ 2 tbsp', 'plus 2 tablespoons') stays out of the name and keeps its sign", () => {
  const a = parseIngredientLine("1 cup + 2 tbsp sugar");
  assert.equal(a.name, "sugar");
  assert.equal(a.note, "plus 2 tbsp");
  assert.equal(parseIngredientLine("1 cup plus 2 tablespoons flour").note, "plus 2 tablespoons");
  assert.equal(parseIngredientLine("1 lb minus 2 oz beef").note, "minus 2 oz");
  assert.equal(parseIngredientLine("150g/5oz butter").note, "5oz", "a restated amount carries no sign");
});
