// Thin fetch wrapper: auth + current org header, and a short-lived GET cache
// so that the sidebar, header and pickers don't refetch the same lists.

const BASE = import.meta.env.VITE_API_BASE ?? "/api/v2";
const GET_TTL_MS = 5 * 60 * 1000;

type Entry = { at: number; data: unknown };
const getCache = new Map<string, Entry>();

let orgId: string | null = null;
let token: string | null = null;

export function setOrg(id: string) {
  orgId = id;
}

export function setToken(t: string | null) {
  token = t;
}

function headers(): HeadersInit {
  const h: Record<string, string> = { Accept: "application/json" };
  if (token) h.Authorization = `Bearer ${token}`;
  if (orgId) h["X-Org-Id"] = orgId;
  return h;
}

export async function get<T>(path: string): Promise<T> {
  const hit = getCache.get(path);
  if (hit && Date.now() - hit.at < GET_TTL_MS) {
    return hit.data as T;
  }
  const res = await fetch(BASE + path, { headers: headers() });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  const data = (await res.json()) as T;
  getCache.set(path, { at: Date.now(), data });
  return data;
}

export async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(BASE + path, {
    method: "POST",
    headers: { ...headers(), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status}`);
  getCache.clear();
  return (await res.json()) as T;
}
