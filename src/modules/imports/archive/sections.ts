/**
 * Sections of the steps in the apps' exports, and how they join the ingredient groups: Paprika keeps directions as
 * free text with header lines ("For the sauce:"), RecipeSage writes "[Sauce]" lines or empty HowToSection markers,
 * Nextcloud and web pages nest HowToSections. A section named like an ingredient group is that group's steps.
 */
import type { ExtractedComponent } from "../../../importers/types";

export interface StepSection {
  title: string;
  steps: string[];
}

/** "[Sauce]": RecipeSage's header line, in its ingredients, instructions and notes alike. */
const BRACKET_HEADER = /^\[([^[\]]+)\]$/;
/** "## Sauce": a Markdown heading (Nextcloud renders its texts as Markdown). */
const MARKDOWN_HEADER = /^#{1,6}\s+(\S.*)$/;

/** The title of a header in an app's own notation ("[Sauce]", "## Sauce"), else undefined. */
export function markedHeader(line: string): string | undefined {
  const t = line.trim();
  const m = BRACKET_HEADER.exec(t) ?? MARKDOWN_HEADER.exec(t);
  // The patterns take the whole inside; trimming here keeps them linear on a long line.
  return (
    m?.[1]
      ?.trim()
      .replace(/\s#+$/, "")
      .replace(/[:：]$/, "")
      .trim() || undefined
  );
}

/**
 * The title when a line of free-text directions heads the steps after it: a marked header, or a short line that ends
 * with a colon and holds no sentence before it ("For the sauce:", "Assembly:"; not "Preheat the oven. You need:").
 */
export function stepHeader(line: string): string | undefined {
  const marked = markedHeader(line);
  if (marked) return marked;
  const t = line.trim();
  if (t.length > 60 || !/[:：]$/.test(t) || /[.!?;]\s/.test(t) || t.split(/\s+/).length > 8) return undefined;
  return t.replace(/\s*[:：]$/, "").trim() || undefined;
}

/**
 * A label of the whole list or of one step, not of a part of the dish: "Directions:", "Method", "Step 2:". It names
 * no section; the list is stored as steps and numbered when shown.
 */
const LIST_LABEL =
  /^(?:directions?|instructions?|method|preparation|steps?|zubereitung|anleitung|pr[ée]paration|[ée]tapes?|instrucciones|preparaci[óo]n|bereiding|(?:step|schritt|[ée]tape|paso|stap)\s*\d+)$/i;

/** True for a list's or a step's label ("Directions:", "Step 2"). */
export const isListLabel = (title: string): boolean => LIST_LABEL.test(title.trim().replace(/[\s:：.]+$/, ""));

/** Split steps at their header lines: the steps before the first header stay the recipe's own. */
export function splitStepSections(lines: string[]): { steps: string[]; sections: StepSection[] } {
  const steps: string[] = [];
  const sections: (StepSection & { line: string })[] = [];
  for (const line of lines) {
    const title = stepHeader(line);
    if (isListLabel(title ?? line)) continue;
    if (title) sections.push({ title, steps: [], line });
    else (sections[sections.length - 1]?.steps ?? steps).push(line);
  }
  // A "header" that heads nothing ("Serve with rice:" as the last line) is a step.
  const kept: StepSection[] = [];
  for (const s of sections) {
    if (s.steps.length > 0) kept.push({ title: s.title, steps: s.steps });
    else (kept[kept.length - 1]?.steps ?? steps).push(s.line);
  }
  return { steps, sections: kept };
}

/** "1. ", "2) ", "Step 3: " at the start of a step. */
const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*[.):]\s+(?=\S)/i;

/**
 * Steps without the numbers typed before them, when every step has one: the numbers were the list's, and a stored
 * list is numbered when shown. A text where only some steps start with a number keeps them all.
 */
export function withoutStepNumbers(all: string[][]): string[][] {
  const flat = all.flat();
  if (flat.length === 0 || !flat.every((s) => STEP_NUMBER.test(s.trim()))) return all;
  return all.map((steps) => steps.map((s) => s.trim().replace(STEP_NUMBER, "")));
}

/** What two titles share when they name one part: "For the sauce", "Sauce:" and "sauce" alike. */
const titleKey = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[:：.]+\s*$/, "")
    .replace(/^(?:for|für|pour|voor|para|per)\s+(?:(?:the|den|die|das|la|le|les|l'|de|het|el|los|las|il|lo)\s+)?/, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Give instruction sections to the ingredient groups of the same name, in the groups' order; a section no group
 * names becomes a group of its own, after them, in its own order.
 */
export function joinSections(groups: ExtractedComponent[], sections: StepSection[]): ExtractedComponent[] {
  const out = groups.map((g) => ({ ...g, instructions: [...g.instructions] }));
  for (const s of sections) {
    const twin = out.find((g) => g.instructions.length === 0 && g.ingredientLines.length > 0 && titleKey(g.title) === titleKey(s.title));
    if (twin) twin.instructions = s.steps;
    else out.push({ title: s.title, ingredientLines: [], instructions: s.steps });
  }
  return out;
}
