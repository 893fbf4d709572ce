export interface CouponResult {
  code: string;
  /** What the coupon takes off this subtotal, in cents. */
  discountCents: number;
  minSpendCents: number;
  label: string;
}

export class CouponError extends Error {
  constructor(
    message: string,
    readonly reason: "not_found" | "expired" | "min_spend" | "unknown",
  ) {
    super(message);
  }
}

/** Asks the server what `code` is worth on a cart of `subtotalCents`. */
export async function validateCoupon(code: string, subtotalCents: number): Promise<CouponResult> {
  const res = await fetch(`/api/coupons/${encodeURIComponent(code)}/validate`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subtotalCents }),
  });
  if (res.ok) {
    return (await res.json()) as CouponResult;
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string; reason?: string };
  const reason = (body.reason ?? "unknown") as CouponError["reason"];
  throw new CouponError(body.message ?? "优惠券不可用", reason);
}
