import { ref } from "vue";
import { api } from "@/api";

export interface Coupon {
  code: string;
  /** 0.1 = 10%オフ */
  rate: number;
  /** ISO 8601（オフセット付き） */
  expiresAt: string;
  minAmount: number;
}

export function useCoupon() {
  const error = ref<string | null>(null);
  const checking = ref(false);

  function isExpired(coupon: Coupon, now = new Date()): boolean {
    return new Date(coupon.expiresAt).getTime() <= now.getTime();
  }

  async function redeem(code: string, subtotal: number): Promise<Coupon | null> {
    error.value = null;
    checking.value = true;
    try {
      const coupon = await api.get<Coupon>(`/coupons/${encodeURIComponent(code.trim().toUpperCase())}`);
      if (isExpired(coupon)) {
        error.value = "このクーポンは有効期限が切れています";
        return null;
      }
      if (subtotal < coupon.minAmount) {
        error.value = `${coupon.minAmount}円以上のご注文で使えます`;
        return null;
      }
      return coupon;
    } catch {
      error.value = "クーポンコードが見つかりません";
      return null;
    } finally {
      checking.value = false;
    }
  }

  return { error, checking, redeem, isExpired };
}
