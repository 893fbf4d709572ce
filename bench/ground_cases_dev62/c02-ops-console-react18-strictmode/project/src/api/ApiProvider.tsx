import React, { createContext, useContext, useMemo } from "react";

type Options = { params?: Record<string, string | undefined>; signal?: AbortSignal };

export class Api {
  constructor(private baseUrl: string) {}

  private url(path: string, params?: Options["params"]) {
    const u = new URL(path, this.baseUrl);
    Object.entries(params ?? {}).forEach(([k, v]) => v !== undefined && u.searchParams.set(k, v));
    return u.toString();
  }

  async get<T>(path: string, opts: Options = {}): Promise<T> {
    const res = await fetch(this.url(path, opts.params), { credentials: "include", signal: opts.signal });
    if (!res.ok) throw new Error(`GET ${path} failed: ${res.status}`);
    return res.json() as Promise<T>;
  }

  async post<T>(path: string, body: unknown, opts: Options = {}): Promise<T> {
    const res = await fetch(this.url(path), {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: opts.signal,
    });
    if (!res.ok) throw new Error(`POST ${path} failed: ${res.status}`);
    return res.json() as Promise<T>;
  }
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ baseUrl, children }: { baseUrl: string; children: React.ReactNode }) {
  const api = useMemo(() => new Api(baseUrl), [baseUrl]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi must be used inside <ApiProvider>");
  return api;
}
