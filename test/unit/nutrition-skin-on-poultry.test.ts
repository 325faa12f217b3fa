import { test } from "node:test";
import assert from "node:assert/strict";
import { near, weigh } from "../helpers/nutrition";

test("skin-on chicken pieces are SR's meat-and-skin cut, not the skinless meat", () => {
  assert.match(weigh("2 lb skin-on chicken thighs").description, /thigh, meat and skin/);
  assert.match(weigh("2 lbs chicken thighs, bone-in, skin-on").description, /thigh, meat and skin/);
  assert.match(weigh("8 chicken thighs (bone-in, skin-on)").description, /thigh, meat and skin/);
  assert.match(weigh("4 skin-on chicken breasts").description, /breast, meat and skin/);
  // Without "skin-on", or when the skin is off, the skinless meat as before.
  assert.match(weigh("2 lbs chicken thighs").description, /thigh, meat only/);
  assert.match(weigh("2 lb boneless skinless chicken thighs").description, /thigh, meat only/);
});

test("a bone-in weight of thighs loses the bone; a boneless one does not", () => {
  near(weigh("2 lbs bone-in, skin-on chicken thighs").grams, 771, 10, "2 lb of thighs less 15% bone");
  near(weigh("2 lbs boneless, skin-on chicken thighs").grams, 907, 1, "2 lb of boneless thighs");
  // SR's breast with skin carries its own bone refuse (20%).
  near(weigh("2 lb bone-in, skin-on chicken breasts").grams, 726, 10, "2 lb of breasts less SR's bone");
});
