export interface Ingredient {
  id: number;
  name: string;
  quantity: string;
}

export interface Step {
  id: number;
  position: number;
  text: string;
}

export interface Recipe {
  id: number;
  title: string;
  servings: number;
  tags: string[];
  ingredients: Ingredient[] | null;
  steps: Step[];
}

export interface RecipeSummary {
  id: number;
  title: string;
  tags: string[] | null;
}
