import type { Currency } from "../types";

const cache = new Map<Currency, number>();

/** EUR -> currency rate from the pricing service, cached for the page's lifetime. */
export async function fetchRate(currency: Currency): Promise<number> {
  if (currency === "EUR") return 1;
  const hit = cache.get(currency);
  if (hit !== undefined) return hit;
  const res = await fetch(`/api/rates/${currency}`);
  if (!res.ok) throw new Error(`rate ${currency}: HTTP ${res.status}`);
  const body = (await res.json()) as { rate: number };
  cache.set(currency, body.rate);
  return body.rate;
}
