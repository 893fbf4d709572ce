const API = process.env.CATALOG_API_URL ?? 'http://localhost:4000';

export interface Product {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  currency: string;
}

export async function fetchProducts(category: string): Promise<Product[]> {
  const res = await fetch(`${API}/products?category=${encodeURIComponent(category)}`, {
    next: { revalidate: 60 },
  });
  if (!res.ok) {
    throw new Error(`catalog ${res.status} for ${category}`);
  }
  return res.json();
}

export async function pingCatalog(): Promise<boolean> {
  try {
    const res = await fetch(`${API}/healthz`, { cache: 'no-store', signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}
