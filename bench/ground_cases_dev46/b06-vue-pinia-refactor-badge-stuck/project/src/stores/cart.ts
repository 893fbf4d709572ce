import { defineStore } from "pinia";

export type CartItem = {
  sku: string;
  name: string;
  unitPrice: number;
  qty: number;
};

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: [] as CartItem[],
    couponCode: null as string | null,
  }),
  getters: {
    subtotal: (s) => s.items.reduce((sum, i) => sum + i.unitPrice * i.qty, 0),
  },
  actions: {
    addItem(item: Omit<CartItem, "qty">, qty = 1) {
      const existing = this.items.find((i) => i.sku === item.sku);
      this.items = existing
        ? this.items.map((i) => (i.sku === item.sku ? { ...i, qty: i.qty + qty } : i))
        : [...this.items, { ...item, qty }];
    },
    removeItem(sku: string) {
      this.items = this.items.filter((i) => i.sku !== sku);
    },
    clear() {
      this.items = [];
      this.couponCode = null;
    },
  },
  persist: true,
});
