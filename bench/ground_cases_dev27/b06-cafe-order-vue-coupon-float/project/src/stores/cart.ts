import { defineStore } from "pinia";
import type { Coupon } from "@/composables/useCoupon";

export interface CartLine {
  menuId: number;
  name: string;
  /** 税込・円 */
  unitPrice: number;
  quantity: number;
  options: string[];
}

export const useCartStore = defineStore("cart", {
  state: () => ({
    lines: [] as CartLine[],
    coupon: null as Coupon | null,
  }),
  getters: {
    itemCount: (state) => state.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: (state) => state.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
    total(): number {
      if (!this.coupon) return this.subtotal;
      return this.subtotal * (1 - this.coupon.rate);
    },
    discount(): number {
      return this.subtotal - this.total;
    },
  },
  actions: {
    add(line: CartLine) {
      const same = this.lines.find(
        (l) => l.menuId === line.menuId && l.options.join(",") === line.options.join(","),
      );
      if (same) {
        same.quantity += line.quantity;
      } else {
        this.lines.push({ ...line });
      }
    },
    setQuantity(index: number, quantity: number) {
      if (quantity <= 0) {
        this.lines.splice(index, 1);
      } else {
        this.lines[index].quantity = quantity;
      }
    },
    applyCoupon(coupon: Coupon | null) {
      this.coupon = coupon;
    },
    clear() {
      this.lines = [];
      this.coupon = null;
    },
  },
});
