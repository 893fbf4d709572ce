import { defineStore } from "pinia";
import type { Product } from "@/api/products";

export interface CartLine {
  productId: number;
  name: string;
  price: string;
  qty: number;
}

// The API formats prices with a thousands separator ("1,299.00").
function priceToNumber(price: string): number {
  return Number(price.replace(/,/g, ""));
}

export const useCartStore = defineStore("cart", {
  state: () => ({ lines: [] as CartLine[] }),
  getters: {
    count: (s) => s.lines.reduce((n, l) => n + l.qty, 0),
    total: (s) => s.lines.reduce((sum, l) => sum + priceToNumber(l.price) * l.qty, 0),
  },
  actions: {
    add(p: Product) {
      const line = this.lines.find((l) => l.productId === p.id);
      if (line) {
        line.qty += 1;
      } else {
        this.lines.push({ productId: p.id, name: p.name, price: p.price, qty: 1 });
      }
    },
    remove(productId: number) {
      this.lines = this.lines.filter((l) => l.productId !== productId);
    },
    clear() {
      this.lines = [];
    },
  },
});
