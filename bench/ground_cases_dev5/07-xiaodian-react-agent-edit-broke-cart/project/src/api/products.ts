import type { Product } from "../types";

export async function listProducts(): Promise<Product[]> {
  const res = await fetch("/api/products");
  if (!res.ok) throw new Error(`products: ${res.status}`);
  return res.json();
}
