import { useState } from "react";
import { useCart, type Coupon } from "./cartStore";

const COUPONS: Record<string, Coupon> = {
  WELCOME10: { code: "WELCOME10", kind: "percent", value: 10, expiresAt: "2026-03-31" },
  SALE500: { code: "SALE500", kind: "fixed", value: 500, expiresAt: "2025-12-31" },
};

export function isExpired(coupon: Coupon, now: Date = new Date()): boolean {
  return new Date(`${coupon.expiresAt}T23:59:59+09:00`).getTime() < now.getTime();
}

export function useCoupon() {
  const setCoupon = useCart((s) => s.setCoupon);
  const [error, setError] = useState<string | null>(null);

  function apply(code: string) {
    const coupon = COUPONS[code.trim().toUpperCase()];
    if (!coupon) {
      setError("クーポンコードが見つかりません");
      return;
    }
    if (isExpired(coupon)) {
      setError("このクーポンは期限切れです");
      return;
    }
    setError(null);
    setCoupon(coupon);
  }

  return { apply, error, clear: () => setCoupon(null) };
}
