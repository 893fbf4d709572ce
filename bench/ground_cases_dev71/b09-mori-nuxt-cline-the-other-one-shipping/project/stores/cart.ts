import { defineStore } from "pinia";

export type CartItem = {
  sku: string;
  name: string;
  price: number; // 税込
  quantity: number;
  imageUrl?: string;
};

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: [] as CartItem[],
    prefecture: "東京都",
  }),
  actions: {
    add(item: CartItem) {
      const found = this.items.find((i) => i.sku === item.sku);
      if (found) {
        found.quantity += item.quantity;
      } else {
        this.items.push({ ...item });
      }
    },
    setQuantity(sku: string, quantity: number) {
      const found = this.items.find((i) => i.sku === sku);
      if (found) {
        found.quantity = quantity;
      }
    },
    remove(sku: string) {
      this.items = this.items.filter((i) => i.sku !== sku);
    },
  },
});
