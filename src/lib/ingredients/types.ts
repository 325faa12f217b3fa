/** Minimal Ingredient record of the spec (name required; camelCase isOptional). */
export interface Ingredient {
  name: string;
  quantity?: number;
  unit?: string;
  preparation?: string;
  isOptional?: boolean;
}
