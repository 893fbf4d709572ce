import { defineStore } from "pinia";
import { computed, ref } from "vue";

export type CartItem = {
  sku: string;
  name: string;
  unitPrice: number; // 税込・円
  quantity: number;
  imageUrl?: string;
};

const STORAGE_KEY = "mochi-cart-v2";

export const useCartStore = defineStore("cart", () => {
  const items = ref<CartItem[]>(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]"));

  const itemCount = computed(() => items.value.reduce((n, i) => n + i.quantity, 0));
  const totalPrice = computed(() => items.value.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0));
  const freeShipping = computed(() => totalPrice.value >= 5000);

  function persist() {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items.value));
  }

  function addItem(item: Omit<CartItem, "quantity">, quantity = 1) {
    const hit = items.value.find((i) => i.sku === item.sku);
    if (hit) {
      hit.quantity += quantity;
    } else {
      items.value.push({ ...item, quantity });
    }
    persist();
  }

  function updateQuantity(sku: string, quantity: number) {
    const hit = items.value.find((i) => i.sku === sku);
    if (!hit) return;
    hit.quantity = Math.max(1, Math.min(99, quantity));
    persist();
  }

  function removeItem(sku: string) {
    const index = items.value.findIndex((i) => i.sku === sku);
    if (index === -1) return;
    items.value.splice(index, 1);
    persist();
  }

  function clear() {
    items.value = [];
    persist();
  }

  return { items, itemCount, totalPrice, freeShipping, addItem, updateQuantity, removeItem, clear };
});
