import { defineStore } from "pinia";
import { computed, ref } from "vue";

export interface CartItem {
  sku: string;
  name: string;
  price: number; // 税込・円
  quantity: number;
}

export const useCartStore = defineStore("cart", () => {
  const items = ref<CartItem[]>([]);
  const couponCode = ref<string | null>(null);
  const loading = ref(false);

  const subtotal = computed(() => items.value.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const count = computed(() => items.value.reduce((n, i) => n + i.quantity, 0));

  async function load() {
    loading.value = true;
    try {
      const res = await fetch("/api/cart", { credentials: "include" });
      const body = (await res.json()) as { items: CartItem[]; coupon: string | null };
      // サーバーの状態で丸ごと置き換える（他タブでの変更も反映）
      items.value = body.items;
      couponCode.value = body.coupon;
    } finally {
      loading.value = false;
    }
  }

  function setQuantity(sku: string, quantity: number) {
    const item = items.value.find((i) => i.sku === sku);
    if (!item) return;
    item.quantity = Math.max(0, quantity);
    if (item.quantity === 0) {
      items.value = items.value.filter((i) => i.sku !== sku);
    }
  }

  return { items, couponCode, loading, subtotal, count, load, setQuantity };
});
