import { defineStore } from "pinia";
import { submitOrder } from "../api/products";
import { useCatalogStore } from "./catalog";

export const MAX_QTY_PER_ITEM = 99;

export interface CartItem {
  productId: string;
  qty: number;
}

export const useCartStore = defineStore("cart", {
  state: () => ({
    items: [] as CartItem[],
    submitting: false,
    lastError: "",
  }),
  getters: {
    count: (state) => state.items.reduce((n, it) => n + it.qty, 0),
    subtotal(state): number {
      const catalog = useCatalogStore();
      return state.items.reduce((sum, it) => sum + catalog.byId(it.productId)!.price * it.qty, 0);
    },
  },
  actions: {
    add(productId: string, qty = 1) {
      const item = this.items.find((it) => it.productId === productId);
      const wanted = (item?.qty ?? 0) + qty;
      const next = Math.min(wanted, MAX_QTY_PER_ITEM);
      this.lastError = wanted > MAX_QTY_PER_ITEM ? `每件商品最多购买${MAX_QTY_PER_ITEM}件` : "";
      if (item) {
        item.qty = next;
      } else {
        this.items.push({ productId, qty: next });
      }
    },
    setQty(productId: string, qty: number) {
      const item = this.items.find((it) => it.productId === productId);
      if (!item) return;
      if (qty <= 0) {
        this.remove(productId);
      } else {
        this.lastError = qty > MAX_QTY_PER_ITEM ? `每件商品最多购买${MAX_QTY_PER_ITEM}件` : "";
        item.qty = Math.min(qty, MAX_QTY_PER_ITEM);
      }
    },
    remove(productId: string) {
      this.items = this.items.filter((it) => it.productId !== productId);
    },
    /** Drop items whose product is no longer on sale. Returns how many were removed. */
    removeUnavailable(): number {
      const catalog = useCatalogStore();
      const before = this.items.length;
      this.items = this.items.filter((it) => catalog.byId(it.productId)?.available !== false);
      return before - this.items.length;
    },
    async checkout() {
      const catalog = useCatalogStore();
      this.submitting = true;
      this.lastError = "";
      try {
        await catalog.refresh();
        const dropped = this.removeUnavailable();
        if (dropped > 0) {
          this.lastError = `有 ${dropped} 件商品已下架，已从购物车移除，请确认后再结算`;
          return null;
        }
        const order = await submitOrder(this.items, this.subtotal);
        this.items = [];
        return order;
      } catch (e) {
        this.lastError = e instanceof Error ? e.message : String(e);
        throw e;
      } finally {
        this.submitting = false;
      }
    },
  },
});
