import axios, { type AxiosRequestConfig } from "axios";

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? "",
  timeout: 15000,
});

http.interceptors.response.use(
  (res) => res,
  (err) => {
    if (err.response?.status === 401) {
      window.location.href = "/login";
    }
    return Promise.reject(err);
  },
);

// Short-lived GET cache so that going back and forth between pages
// does not refetch the same list immediately.
const CACHE_TTL_MS = 5000;
const cache = new Map<string, { at: number; data: unknown }>();

export async function getCached<T>(
  url: string,
  params?: Record<string, unknown>,
  config?: AxiosRequestConfig,
): Promise<T> {
  const key = url;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
    return hit.data as T;
  }
  const res = await http.get<T>(url, { ...config, params });
  cache.set(key, { at: Date.now(), data: res.data });
  return res.data;
}

export function clearCache(prefix = ""): void {
  for (const key of cache.keys()) {
    if (key.startsWith(prefix)) cache.delete(key);
  }
}
