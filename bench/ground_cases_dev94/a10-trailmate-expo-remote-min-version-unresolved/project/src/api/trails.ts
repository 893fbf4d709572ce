const BASE_URL = 'https://api.trailmate.app/v1';

export type Difficulty = 'easy' | 'moderate' | 'hard';

export type Trail = {
  id: string;
  name: string;
  region: string;
  lengthKm: number;
  elevationGainM: number;
  difficulty: Difficulty;
  description: string;
};

export class TrailNotFound extends Error {}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { Accept: 'application/json' } });
  if (res.status === 404) throw new TrailNotFound(path);
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${path}`);
  return (await res.json()) as T;
}

export function fetchTrail(id: string): Promise<Trail> {
  return getJson<Trail>(`/trails/${encodeURIComponent(id)}`);
}

export function fetchFeatured(): Promise<Trail[]> {
  return getJson<Trail[]>('/trails?featured=1');
}

export function formatLength(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

export function difficultyLabel(d: Difficulty): string {
  return { easy: 'Easy', moderate: 'Moderate', hard: 'Hard' }[d];
}
