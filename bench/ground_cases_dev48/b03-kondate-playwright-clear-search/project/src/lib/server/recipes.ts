import type { Recipe } from "$lib/types";

export const recipes: Recipe[] = [
  { id: "r1", title: "チキンカレー", minutes: 40, ingredients: ["鶏もも肉", "玉ねぎ", "カレールー"], tags: ["定番"] },
  { id: "r2", title: "キーマカレー", minutes: 25, ingredients: ["合いびき肉", "玉ねぎ", "トマト缶"], tags: ["時短"] },
  { id: "r3", title: "肉じゃが", minutes: 35, ingredients: ["牛こま肉", "じゃがいも", "にんじん"], tags: ["和食"] },
  { id: "r4", title: "鮭の塩焼き", minutes: 15, ingredients: ["生鮭", "塩"], tags: ["和食", "時短"] },
  { id: "r5", title: "麻婆豆腐", minutes: 20, ingredients: ["豆腐", "豚ひき肉", "豆板醤"], tags: ["中華"] },
  { id: "r6", title: "ほうれん草のおひたし", minutes: 10, ingredients: ["ほうれん草", "かつお節"], tags: ["副菜"] },
  { id: "r7", title: "豚汁", minutes: 30, ingredients: ["豚バラ肉", "大根", "味噌"], tags: ["汁物"] },
  { id: "r8", title: "親子丼", minutes: 20, ingredients: ["鶏もも肉", "卵", "玉ねぎ"], tags: ["丼"] },
];

export function searchRecipes(q: string): Recipe[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return recipes;
  return recipes.filter(
    (r) =>
      r.title.toLowerCase().includes(needle) ||
      r.ingredients.some((i) => i.includes(needle)) ||
      r.tags.some((t) => t.includes(needle)),
  );
}

export function findRecipe(id: string): Recipe | undefined {
  return recipes.find((r) => r.id === id);
}

export function recipesByTag(tag: string): Recipe[] {
  return recipes.filter((r) => r.tags.includes(tag));
}

export function quickRecipes(maxMinutes = 20): Recipe[] {
  return recipes.filter((r) => r.minutes <= maxMinutes).sort((a, b) => a.minutes - b.minutes);
}
