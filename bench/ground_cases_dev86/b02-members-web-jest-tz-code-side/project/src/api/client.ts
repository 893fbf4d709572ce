export interface ApiError {
  status: number;
  message: string;
}

const BASE = process.env.API_BASE ?? 'https://api.example.jp';

export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) {
    const err: ApiError = { status: res.status, message: await res.text() };
    throw err;
  }
  return (await res.json()) as T;
}
