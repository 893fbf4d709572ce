import { create } from "zustand";
import { shippingFor } from "../lib/money";

export type CartItem = { sku: string; name: string; price: number; qty: number };
export type Coupon = { code: string; kind: "percent" | "fixed"; value: number; expiresAt: string };

export type Totals = {
  count: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};

export function computeTotals(items: CartItem[], coupon: Coupon | null): Totals {
  const { count, subtotal } = items.reduce(
    (acc, it) => ({ count: acc.count + it.qty, subtotal: acc.subtotal + it.price * it.qty }),
    { count: 0, subtotal: 0 },
  );
  const discount = !coupon ? 0 : coupon.kind === "percent" ? Math.floor(subtotal * coupon.value) : coupon.value;
  const shipping = count > 0 ? shippingFor(subtotal) : 0;
  const total = Math.max(0, subtotal - discount) + shipping;
  return { count, subtotal, discount, shipping, total };
}

type CartState = {
  items: CartItem[];
  coupon: Coupon | null;
  add: (item: CartItem) => void;
  remove: (sku: string) => void;
  setCoupon: (coupon: Coupon | null) => void;
};

export const useCart = create<CartState>((set) => ({
  items: [],
  coupon: null,
  add: (item) =>
    set((state) => {
      const existing = state.items.find((it) => it.sku === item.sku);
      if (existing) {
        return {
          items: state.items.map((it) => (it.sku === item.sku ? { ...it, qty: it.qty + item.qty } : it)),
        };
      }
      return { items: [...state.items, item] };
    }),
  remove: (sku) => set((state) => ({ items: state.items.filter((it) => it.sku !== sku) })),
  setCoupon: (coupon) => set({ coupon }),
}));
