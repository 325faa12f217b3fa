// The API's records as the app uses them (see /openapi.json). Optional fields are additive ones newer servers send.

export interface Ingredient {
  name: string;
  quantity?: number;
  quantityMax?: number;
  unit?: string;
  preparation?: string;
  isOptional?: boolean;
  size?: string;
  note?: string;
  original?: string;
}

export interface Component {
  title: string;
  description: string;
  notes: string;
  ingredients: Ingredient[];
  instructions: string[];
}

export interface Media {
  file_id: string;
  url: string;
  preview_url?: string;
  blur_hash: string | null;
  width: number | null;
  height: number | null;
  kind: string;
}

export interface SourceAttachment {
  attachment_id: string;
  source_v2_id: string;
  is_primary: boolean;
  section: string | null;
  page: string | null;
  url: string | null;
}

export interface Recipe {
  id: string;
  user_id: string;
  title: string;
  subtitle: string;
  description: string;
  notes: string;
  tags: string[];
  ingredients: Ingredient[];
  components: Component[];
  instructions: string[];
  media: Media[];
  blur_hash: string | null;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  servings: number | null;
  difficulty: string | null;
  rating: number | null;
  source_section: string;
  source_url: string | null;
  source_v2_id: string | null;
  sources: SourceAttachment[];
  import_id: string | null;
  nutrition?: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface GroceryItem {
  key: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  checked: boolean;
  recipe_id: string | null;
  aisle: string;
}

export interface GroceryList {
  id: string;
  user_id: string;
  name: string;
  type: string;
  description: string;
  archived: boolean;
  due_date: string | null;
  items: GroceryItem[];
  created_at: string;
  updated_at: string;
}

export interface MealItem {
  recipe_id: string | null;
  name: string;
  portion: number;
}

export interface Meal {
  id: string;
  name: string;
  start_time: string;
  end_time: string;
  days_of_week: number[];
  items: MealItem[];
  notes: string;
}

export interface MealPlan {
  id: string;
  user_id: string;
  name: string;
  description: string;
  end_date: string | null;
  meals: Meal[];
  created_at: string;
  updated_at: string;
}

export interface Collection {
  id: string;
  user_id: string;
  name: string;
  description: string;
  tags: string[];
  recipes: string[];
  recipe_count: number;
  created_at: string;
  updated_at: string;
}

export interface WishItem {
  itemKey: string;
  title?: string;
  name?: string;
  url?: string;
  recipeId?: string;
  [k: string]: unknown;
}

export interface Wishlist {
  id: string;
  name: string;
  description?: string;
  items: WishItem[];
  created_at: string;
  updated_at: string;
}

export interface Book {
  id: string;
  title: string;
  authors: string[] | string;
  isbn: string | null;
  notes: string;
  created_at: string;
  updated_at: string;
}

export interface Timer {
  timerId: string;
  title: string;
  status: "scheduled" | "paused" | "fired" | "cancelled";
  dueAt: string;
  durationMs: number;
  remainingMs: number;
  sessionId: string | null;
  recipeId: string | null;
}

export interface CookSession {
  id: string;
  recipe_id: string;
  status: "active" | "ended";
  servings: number | null;
  current_step: number;
  step_count: number;
  notes: string;
  timers: Timer[];
}

export interface ImportRec {
  id: string;
  type: string;
  status: "pending" | "processing" | "completed" | "failed" | "cancelled";
  url?: string;
  file_ids?: string[];
  /** A child of an image_batch import: its parent. */
  batch_id?: string;
  recipe_id?: string;
  recipe_ids?: string[];
  error?: string;
  failure_reason?: string;
  warnings?: string[];
  /** `message`: an archive's count so far ("12 of 40 recipes"). */
  progress: { stage: string; percent: number; message?: string };
  created_at: string;
}

export interface NotificationRec {
  id: string;
  type: string;
  title?: string;
  body?: string;
  url?: string;
  read_at: string | null;
  created_at: string;
  [k: string]: unknown;
}

export interface ListPage<T> {
  next_cursor?: string;
  deleted?: { id: string; deleted_at: string }[];
  server_time?: string;
  [key: string]: T[] | string | undefined | { id: string; deleted_at: string }[];
}
