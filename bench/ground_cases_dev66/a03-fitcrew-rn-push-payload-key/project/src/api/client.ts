import * as Sentry from '@sentry/react-native';

const BASE_URL = 'https://api.fitcrew.app/v2';

export type Exercise = { id: string; name: string; sets: number; reps: number };
export type Workout = {
  id: string;
  title: string;
  athleteName: string;
  durationSec: number;
  exercises: Exercise[];
};

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) {
    Sentry.addBreadcrumb({ category: 'api', message: `${path} -> ${res.status}` });
    throw new Error(`GET ${path} failed with ${res.status}`);
  }
  return res.json() as Promise<T>;
}

export const api = {
  getWorkout: (workoutId: string) => get<Workout>(`/workouts/${workoutId}`),
  getFeed: (cursor?: string) => get<{ items: Workout[]; next?: string }>(`/feed${cursor ? `?cursor=${cursor}` : ''}`),
  registerDevice: (token: string, platform: string) =>
    fetch(`${BASE_URL}/devices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, platform }),
    }),
};
