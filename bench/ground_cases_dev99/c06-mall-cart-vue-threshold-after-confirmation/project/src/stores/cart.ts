import { defineStore } from "pinia";
import { fetchCoupons, type Coupon } from "../api/coupon";
import { clamp, lineTotalFen } from "../utils/money";

export const MIN_QTY = 1;
export const MAX_QTY = 99;

export interface CartLine {
  skuId: string;
  name: string;
  priceFen: number;
  qty: number;
}

export const useCartStore = defineStore("cart", {
  state: () => ({
    lines: [] as CartLine[],
    coupons: [] as Coupon[],
    selectedCouponId: null as string | null,
    loadingCoupons: false,
    couponError: null as string | null,
  }),

  getters: {
    subtotalFen: (state) => state.lines.reduce((sum, l) => sum + lineTotalFen(l.priceFen, l.qty), 0),
    selectedCoupon: (state): Coupon | null =>
      state.coupons.find((c) => c.id === state.selectedCouponId) ?? null,
    couponApplies(): boolean {
      const c = this.selectedCoupon;
      return c !== null && this.subtotalFen > c.thresholdFen;
    },
    discountFen(): number {
      if (!this.couponApplies || !this.selectedCoupon) return 0;
      return Math.min(this.selectedCoupon.amountFen, this.subtotalFen);
    },
    totalFen(): number {
      return this.subtotalFen - this.discountFen;
    },
  },

  actions: {
    add(line: Omit<CartLine, "qty">, qty = 1) {
      const existing = this.lines.find((l) => l.skuId === line.skuId);
      if (existing) {
        existing.qty += qty;
      } else {
        this.lines.push({ ...line, qty });
      }
    },
    setQty(skuId: string, qty: number) {
      const line = this.lines.find((l) => l.skuId === skuId);
      if (!line) return;
      line.qty = Number.isFinite(qty) ? clamp(Math.trunc(qty), MIN_QTY, MAX_QTY) : line.qty;
    },
    remove(skuId: string) {
      this.lines = this.lines.filter((l) => l.skuId !== skuId);
    },
    selectCoupon(id: string | null) {
      this.selectedCouponId = id;
    },
    async loadCoupons() {
      this.loadingCoupons = true;
      this.couponError = null;
      try {
        this.coupons = await fetchCoupons();
      } catch (e) {
        this.coupons = [];
        this.couponError = e instanceof Error ? e.message : String(e);
      } finally {
        this.loadingCoupons = false;
      }
    },
  },
});
