// 社内部品 API のクライアント。一覧・検索は同じ条件で何度も叩かれるので短時間だけキャッシュする。

const BASE = import.meta.env.VITE_API_BASE ?? "/api";
const TTL_MS = 5_000;

type Entry = { at: number; data: unknown };
const cache = new Map<string, Entry>();

export class ApiError extends Error {
  constructor(public status: number, body: string) {
    super(`API ${status}: ${body.slice(0, 200)}`);
  }
}

export async function get<T>(path: string, params: Record<string, string> = {}): Promise<T> {
  const qs = new URLSearchParams(params).toString();
  const url = `${BASE}${path}${qs ? `?${qs}` : ""}`;

  const hit = cache.get(path);
  if (hit && Date.now() - hit.at < TTL_MS) {
    return hit.data as T;
  }

  const res = await fetch(url, { headers: { Accept: "application/json" }, credentials: "include" });
  if (!res.ok) {
    throw new ApiError(res.status, await res.text());
  }
  const data = (await res.json()) as T;
  cache.set(path, { at: Date.now(), data });
  return data;
}

export function clearCache(): void {
  cache.clear();
}
