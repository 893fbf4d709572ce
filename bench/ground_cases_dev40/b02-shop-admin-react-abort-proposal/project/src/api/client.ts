export interface Product {
  id: string;
  sku: string;
  name: string;
  priceYen: number;
  stock: number;
  thumbnailUrl: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { Accept: "application/json", ...init?.headers },
    credentials: "include",
  });
  if (!res.ok) {
    throw new ApiError(res.status, `${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export function searchProducts(q: string, opts: { signal?: AbortSignal } = {}): Promise<Page<Product>> {
  const params = new URLSearchParams({ q, limit: "20" });
  return request<Page<Product>>(`/products/search?${params}`, { signal: opts.signal });
}

export function getProduct(id: string): Promise<Product> {
  return request<Product>(`/products/${encodeURIComponent(id)}`);
}
