// Coupon endpoints of the mall API. Amounts are in fen (1/100 yuan).

export interface Coupon {
  id: string;
  title: string;
  thresholdFen: number; // "满 X" part: minimum subtotal
  amountFen: number; // "减 Y" part
  expiresAt: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

const COUPON_TIMEOUT_MS = 5000;

export async function fetchCoupons(): Promise<Coupon[]> {
  const res = await fetch(`${BASE}/me/coupons?status=usable`, {
    credentials: "include",
    signal: AbortSignal.timeout(COUPON_TIMEOUT_MS),
  });
  if (!res.ok) {
    throw new Error(`GET /me/coupons failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Coupon[] };
  return body.items;
}

export async function submitOrder(payload: {
  lines: { skuId: string; qty: number }[];
  couponId: string | null;
}): Promise<{ orderId: string; payUrl: string }> {
  const res = await fetch(`${BASE}/orders`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  if (!res.ok) {
    throw new Error(`POST /orders failed: ${res.status}`);
  }
  return res.json();
}
