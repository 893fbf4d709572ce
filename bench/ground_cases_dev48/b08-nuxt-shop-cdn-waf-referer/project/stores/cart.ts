import { defineStore } from "pinia";
import type { Product } from "~/types/product";

export interface CartLine {
  product: Product;
  quantity: number;
}

export const useCartStore = defineStore("cart", {
  state: () => ({
    lines: [] as CartLine[],
  }),
  getters: {
    count: (state) => state.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: (state) => state.lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0),
    // 税率ごとに合計してから1円未満を切り捨て（インボイスの端数処理: 税率ごとに1回）
    tax: (state) => {
      const byRate = new Map<number, number>();
      for (const l of state.lines) {
        byRate.set(l.product.taxRate, (byRate.get(l.product.taxRate) ?? 0) + l.product.price * l.quantity);
      }
      let tax = 0;
      for (const [rate, amount] of byRate) {
        tax += Math.floor(amount * rate);
      }
      return tax;
    },
    total(): number {
      return this.subtotal + this.tax;
    },
  },
  actions: {
    add(product: Product, quantity = 1) {
      const line = this.lines.find((l) => l.product.slug === product.slug);
      if (line) {
        line.quantity += quantity;
      } else {
        this.lines.push({ product, quantity });
      }
    },
    remove(slug: string) {
      this.lines = this.lines.filter((l) => l.product.slug !== slug);
    },
    clear() {
      this.lines = [];
    },
  },
  persist: false,
});
