import { http } from "./http";

export interface Coupon {
  code: string;
  percentOff: number;
}

export async function fetchCoupon(code: string, signal?: AbortSignal): Promise<Coupon> {
  const res = await http.get<Coupon>(`/coupons/${encodeURIComponent(code)}`, { signal });
  return res.data;
}
