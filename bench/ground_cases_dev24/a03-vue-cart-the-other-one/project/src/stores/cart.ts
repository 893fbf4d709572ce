import { defineStore } from "pinia";

export type CartLine = {
  sku: string;
  name: string;
  unitCents: number;
  qty: number;
};

export type Coupon = {
  code: string;
  kind: "percent" | "fixed";
  value: number;
};

export const useCartStore = defineStore("cart", {
  state: () => ({
    lines: [] as CartLine[],
    coupon: null as Coupon | null,
  }),

  getters: {
    subtotalCents: (state) => state.lines.reduce((sum, l) => sum + l.qty * l.unitCents, 0),
    itemCount: (state) => state.lines.reduce((n, l) => n + l.qty, 0),
    discountCents(): number {
      if (!this.coupon) return 0;
      const raw =
        this.coupon.kind === "percent"
          ? Math.round((this.subtotalCents * this.coupon.value) / 100)
          : this.coupon.value;
      return Math.min(raw, this.subtotalCents);
    },
    totalCents(): number {
      return Math.max(0, this.subtotalCents - this.discountCents);
    },
  },

  actions: {
    add(line: Omit<CartLine, "qty">, qty = 1) {
      const existing = this.lines.find((l) => l.sku === line.sku);
      if (existing) existing.qty += qty;
      else this.lines.push({ ...line, qty });
    },
    setQty(sku: string, qty: number) {
      const line = this.lines.find((l) => l.sku === sku);
      if (!line) return;
      if (qty <= 0) this.remove(sku);
      else line.qty = qty;
    },
    remove(sku: string) {
      this.lines = this.lines.filter((l) => l.sku !== sku);
    },
    applyCoupon(coupon: Coupon) {
      this.coupon = coupon;
    },
    clearCoupon() {
      this.coupon = null;
    },
  },

  persist: {
    key: "cart",
    paths: ["lines", "coupon"],
  },
});
