import { defineStore } from 'pinia';
import { submitOrder } from '@/api/client';
import { useProductsStore } from './products';

export interface CartLine {
  productId: string;
  qty: number;
}

export const CART_STORAGE_KEY = 'cart:v1';

export function loadLines(): CartLine[] {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    const parsed = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((l) => typeof l?.productId === 'string' && l.qty > 0) : [];
  } catch {
    return [];
  }
}

export function saveLines(lines: CartLine[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
}

export const useCartStore = defineStore('cart', {
  state: () => ({
    lines: loadLines(),
    couponCode: null as string | null,
    submitting: false,
  }),
  getters: {
    count: (state) => state.lines.reduce((n, l) => n + l.qty, 0),
    isEmpty: (state) => state.lines.length === 0,
    subtotal(state): number {
      const products = useProductsStore();
      return state.lines.reduce(
        (sum, l) => sum + products.byId[l.productId].price * l.qty,
        0,
      );
    },
  },
  actions: {
    add(productId: string, qty = 1) {
      const line = this.lines.find((l) => l.productId === productId);
      if (line) line.qty += qty;
      else this.lines.push({ productId, qty });
    },
    remove(productId: string) {
      this.lines = this.lines.filter((l) => l.productId !== productId);
    },
    clear() {
      this.lines = [];
      this.couponCode = null;
    },
    setQty(productId: string, qty: number) {
      const line = this.lines.find((l) => l.productId === productId);
      if (line) line.qty = Math.min(99, Math.max(1, Math.trunc(qty)));
    },
    async checkout() {
      this.submitting = true;
      try {
        const { orderId } = await submitOrder(this.lines, this.couponCode);
        this.lines = [];
        return orderId;
      } finally {
        this.submitting = false;
      }
    },
  },
});
