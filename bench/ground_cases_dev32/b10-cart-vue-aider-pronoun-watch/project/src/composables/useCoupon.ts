import { ref } from "vue";
import type { CartItem } from "@/stores/cart";

export interface CouponResult {
  code: string;
  discount: number; // 円
  message?: string;
}

/** クーポンの割引額をサーバーに問い合わせる（カート内容で変わる）。 */
export function useCoupon() {
  const result = ref<CouponResult | null>(null);
  const error = ref<string | null>(null);

  async function evaluate(code: string | null, items: CartItem[]) {
    error.value = null;
    if (!code) {
      result.value = null;
      return;
    }
    const res = await fetch("/api/coupons/evaluate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code, items: items.map((i) => ({ sku: i.sku, quantity: i.quantity })) }),
    });
    if (!res.ok) {
      result.value = null;
      error.value = "このクーポンは使えません";
      return;
    }
    result.value = (await res.json()) as CouponResult;
  }

  return { result, error, evaluate };
}
