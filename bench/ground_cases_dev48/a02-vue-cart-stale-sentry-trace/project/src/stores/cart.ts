import { defineStore } from "pinia";
import { computed, ref } from "vue";

import { fetchCart, removeCartLine, updateCartLine } from "@/api/cart";
import type { CartLine } from "@/types";

const envThreshold = Number(import.meta.env.VITE_FREE_SHIPPING_THRESHOLD);
/** In cents. Set VITE_FREE_SHIPPING_THRESHOLD at build time; 5000 when unset or invalid. */
export const FREE_SHIPPING_THRESHOLD = Number.isFinite(envThreshold) && envThreshold > 0 ? envThreshold : 5000;

export const useCartStore = defineStore("cart", () => {
  const lines = ref<CartLine[]>([]);
  const loading = ref(false);
  const error = ref<string | null>(null);
  const open = ref(false);

  const itemCount = computed(() => lines.value.reduce((n, line) => n + line.quantity, 0));

  const subtotal = computed(() =>
    lines.value.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
  );

  const isEmpty = computed(() => lines.value.length === 0);

  const freeShippingRemaining = computed(() => Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal.value));
  const freeShippingProgress = computed(() => Math.min(1, subtotal.value / FREE_SHIPPING_THRESHOLD));

  async function load() {
    loading.value = true;
    error.value = null;
    try {
      const cart = await fetchCart();
      lines.value = cart.lines;
    } catch {
      error.value = "Could not load your cart";
    } finally {
      loading.value = false;
    }
  }

  async function setQuantity(lineId: string, quantity: number) {
    if (quantity < 1) return remove(lineId);
    const previous = lines.value.map((l) => ({ ...l }));
    const line = lines.value.find((l) => l.id === lineId);
    if (!line) return;
    line.quantity = quantity;
    try {
      await updateCartLine(lineId, quantity);
    } catch {
      lines.value = previous;
      error.value = "Could not update the quantity";
    }
  }

  async function remove(lineId: string) {
    const previous = lines.value;
    lines.value = lines.value.filter((l) => l.id !== lineId);
    try {
      await removeCartLine(lineId);
    } catch {
      lines.value = previous;
      error.value = "Could not remove the item";
    }
  }

  return {
    lines,
    loading,
    error,
    open,
    itemCount,
    subtotal,
    isEmpty,
    freeShippingRemaining,
    freeShippingProgress,
    load,
    setQuantity,
    remove,
  };
});
