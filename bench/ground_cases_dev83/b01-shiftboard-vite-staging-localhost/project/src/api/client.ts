export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const DEFAULT_BASE_URL = 'http://localhost:8080'

export function apiBaseUrl(): string {
  const fromEnv = import.meta.env.VITE_API_BASE_URL
  return (fromEnv && fromEnv.trim()) || DEFAULT_BASE_URL
}

export async function apiGet<T>(path: string, params?: Record<string, string>): Promise<T> {
  const url = new URL(path, apiBaseUrl())
  for (const [k, v] of Object.entries(params ?? {})) url.searchParams.set(k, v)
  const res = await fetch(url, { credentials: 'include' })
  if (!res.ok) {
    throw new ApiError(res.status, `${res.status} ${res.statusText} (${url.pathname})`)
  }
  return (await res.json()) as T
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(path, apiBaseUrl()), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new ApiError(res.status, `${res.status} ${res.statusText}`)
  return (await res.json()) as T
}
