import { create } from "zustand";
import type { Coupon } from "../lib/money";

export type CartItem = {
  sku: string;
  name: string;
  unitPrice: number;
  // the raw value of the quantity field; the input keeps what the user typed
  qty: string;
};

type CartState = {
  items: CartItem[];
  coupon: Coupon | null;
  setQty: (sku: string, qty: string) => void;
  remove: (sku: string) => void;
  setCoupon: (coupon: Coupon | null) => void;
};

export const useCart = create<CartState>((set) => ({
  items: [],
  coupon: null,
  setQty: (sku, qty) =>
    set((s) => ({
      items: s.items.map((it) => (it.sku === sku ? { ...it, qty } : it)),
    })),
  remove: (sku) => set((s) => ({ items: s.items.filter((it) => it.sku !== sku) })),
  setCoupon: (coupon) => set({ coupon }),
}));
