/**
 * Client for pricing-svc (separate repo: acme/pricing-svc).
 * Contract (docs/pricing-api.md in that repo): unitPrice and listPrice are integers in cents.
 */
export interface Quote {
  sku: string;
  unitPrice: number;
  listPrice: number | null;
  currency: "CNY";
}

const BASE = import.meta.env.VITE_PRICING_BASE ?? "/pricing";

export async function fetchQuotes(skus: string[]): Promise<Quote[]> {
  if (skus.length === 0) return [];
  const res = await fetch(`${BASE}/api/v2/quote?skus=${encodeURIComponent(skus.join(","))}`);
  if (!res.ok) {
    throw new Error(`pricing-svc ${res.status}`);
  }
  const body = (await res.json()) as { quotes: Quote[] };
  return body.quotes;
}
