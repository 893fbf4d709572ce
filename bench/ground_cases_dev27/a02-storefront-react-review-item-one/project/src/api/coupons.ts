import type { Coupon } from "../types";

export async function validateCoupon(code: string): Promise<Coupon> {
  const res = await fetch(`/api/coupons/${encodeURIComponent(code)}`);
  if (res.status === 404) throw new Error("This code doesn't exist");
  if (res.status === 410) throw new Error("This code has expired");
  if (!res.ok) throw new Error("Couldn't check the code, try again");
  return (await res.json()) as Coupon;
}
