import { storeToRefs } from "pinia";
import { computed } from "vue";

import { useCartStore } from "@/stores/cart";

export const FREE_SHIPPING_THRESHOLD = 5000;
export const SHIPPING_FEE = 550;

/** Cart totals for the cart page and the mini cart (prices are tax-included yen). */
export function useCart() {
  const store = useCartStore();
  const { items } = storeToRefs(store);

  const subtotal = computed(() =>
    items.value.reduce((sum, item) => sum + item.price * item.quantity, 0),
  );
  const shipping = computed(() => {
    if (items.value.length === 0) return 0;
    return subtotal.value >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
  });
  const remainingForFreeShipping = computed(() =>
    Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal.value),
  );
  const total = computed(() => subtotal.value + shipping.value);

  return {
    items,
    subtotal,
    shipping,
    remainingForFreeShipping,
    total,
    add: store.add,
    remove: store.remove,
    setQuantity: store.setQuantity,
  };
}
