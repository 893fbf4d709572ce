import { http } from "../../lib/http";

export type CouponResponse = { code: string; amountYen: number; expiresAt: string };

export async function fetchCouponDiscount(code: string): Promise<number> {
  const res = await http.get<CouponResponse>(`/coupons/${encodeURIComponent(code)}`);
  return res.data.amountYen;
}

export type CheckoutRequest = {
  items: { sku: string; quantity: number }[];
  couponCode: string | null;
};

export async function checkout(body: CheckoutRequest): Promise<{ orderId: string }> {
  const res = await http.post<{ orderId: string }>("/checkout", body);
  return res.data;
}

export async function fetchStock(skus: string[]): Promise<Record<string, number>> {
  const res = await http.get<Record<string, number>>("/stock", { params: { skus: skus.join(",") } });
  return res.data;
}

export async function validateCart(items: { sku: string; quantity: number }[]) {
  const res = await http.post<{ ok: boolean; errors: string[] }>("/cart/validate", { items });
  return res.data;
}

export async function fetchShippingEstimate(zip: string) {
  const res = await http.get<{ days: number }>(`/shipping/estimate`, { params: { zip } });
  return res.data;
}
