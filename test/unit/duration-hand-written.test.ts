import { test } from "node:test";
import assert from "node:assert/strict";
import { parseDurationMinutes } from "../../src/lib/duration";

test("a hand-written duration with a fraction reads the whole fraction", () => {
  assert.equal(parseDurationMinutes("1 1/2 hours"), 90);
  assert.equal(parseDurationMinutes("1 ½ hours"), 90);
  assert.equal(parseDurationMinutes("1½ hrs"), 90);
  assert.equal(parseDurationMinutes("1/2 hour"), 30);
  assert.equal(parseDurationMinutes("½ hour"), 30);
  assert.equal(parseDurationMinutes("2 ¼ hours"), 135);
});

test("a duration written in words reads as its number", () => {
  assert.equal(parseDurationMinutes("an hour"), 60);
  assert.equal(parseDurationMinutes("half an hour"), 30);
  assert.equal(parseDurationMinutes("an hour and a half"), 90);
  assert.equal(parseDurationMinutes("one and a half hours"), 90);
  assert.equal(parseDurationMinutes("two hours"), 120);
  assert.equal(parseDurationMinutes("a few minutes"), undefined);
});

test("a range whose ends carry their own units is its upper end, not their sum", () => {
  assert.equal(parseDurationMinutes("45 minutes to 1 hour"), 60);
  assert.equal(parseDurationMinutes("45 min - 1 h"), 60);
  assert.equal(parseDurationMinutes("1 to 1 1/2 hours"), 90);
  assert.equal(parseDurationMinutes("1 h à 1 h 30"), 90);
  // Numeric ranges and plain sums are read as before.
  assert.equal(parseDurationMinutes("20 to 25 mins"), 25);
  assert.equal(parseDurationMinutes("1 hr 15 mins"), 75);
  assert.equal(parseDurationMinutes("1 hour and 15 minutes"), 75);
});

test("durations in non-Latin scripts read their unit", () => {
  assert.equal(parseDurationMinutes("30分"), 30);
  assert.equal(parseDurationMinutes("1時間30分"), 90);
  assert.equal(parseDurationMinutes("1 час 30 минут"), 90);
  assert.equal(parseDurationMinutes("20 λεπτά"), 20);
});

test("ISO 8601 durations are unchanged by the text rules", () => {
  assert.equal(parseDurationMinutes("PT1H15M"), 75);
  assert.equal(parseDurationMinutes("P0DT1H15M"), 75);
  assert.equal(parseDurationMinutes("PT1.5H"), 90);
  // A fraction without its leading zero (older RecipeSage exports) read as five hours.
  assert.equal(parseDurationMinutes("PT.5H"), 30);
  assert.equal(parseDurationMinutes("PT1H30"), 90);
});

test("an ISO duration written without its T reads its M as minutes, never months", () => {
  assert.equal(parseDurationMinutes("P30M"), 30);
  assert.equal(parseDurationMinutes("P1H30M"), 90);
  assert.equal(parseDurationMinutes("P0Y0M0DT0H30M"), 30);
  assert.equal(parseDurationMinutes("P1Y"), undefined);
  assert.equal(parseDurationMinutes("P1DT2H"), 1560);
});
