const BASE_URL = import.meta.env.VITE_API_URL ?? "http://localhost:8080";

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    credentials: "include",
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text || res.statusText);
  }
  return (await res.json()) as T;
}

export type Product = { id: string; name: string; priceCents: number; imageUrl: string };
export type OrderLine = { productId: string; qty: number };

export const api = {
  products: () => request<Product[]>("/products"),
  product: (id: string) => request<Product>(`/products/${id}`),
  me: () => request<{ id: string; email: string }>("/me"),
  checkout: (lines: OrderLine[]) =>
    request<{ orderId: string }>("/orders", { method: "POST", body: JSON.stringify({ lines }) }),
};
