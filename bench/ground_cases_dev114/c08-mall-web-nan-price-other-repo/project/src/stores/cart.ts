import { defineStore } from "pinia";
import { fetchQuotes, type Quote } from "../api/quote";
import { lineTotal, sumCents } from "../utils/money";

interface CartItem {
  sku: string;
  name: string;
  quantity: number;
}

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: [] as CartItem[],
    quotes: {} as Record<string, Quote>,
  }),
  getters: {
    totalCents(state): number {
      return sumCents(state.items.map((it) => lineTotal(state.quotes[it.sku]?.unitPrice ?? 0, it.quantity)));
    },
  },
  actions: {
    async refreshQuotes() {
      const quotes = await fetchQuotes(this.items.map((it) => it.sku));
      this.quotes = Object.fromEntries(quotes.map((q) => [q.sku, q]));
    },
    setQuantity(sku: string, quantity: number) {
      const item = this.items.find((it) => it.sku === sku);
      if (!item) return;
      item.quantity = Math.max(1, Math.min(quantity, 99));
    },
  },
});
