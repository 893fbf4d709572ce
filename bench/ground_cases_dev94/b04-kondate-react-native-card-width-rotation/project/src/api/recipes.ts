export type Recipe = {
  id: string;
  title: string;
  imageUrl: string;
  minutes: number;
  kcal: number;
  tags: string[];
};

const BASE_URL = 'https://api.kondate.example.jp/v1';

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) {
    throw new ApiError(res.status, `GET ${path} failed with ${res.status}`);
  }
  return (await res.json()) as T;
}

export function fetchRecipes(query = ''): Promise<Recipe[]> {
  const q = query.trim();
  return getJson<Recipe[]>(q ? `/recipes?q=${encodeURIComponent(q)}` : '/recipes');
}

export function fetchRecipe(id: string): Promise<Recipe> {
  return getJson<Recipe>(`/recipes/${encodeURIComponent(id)}`);
}
