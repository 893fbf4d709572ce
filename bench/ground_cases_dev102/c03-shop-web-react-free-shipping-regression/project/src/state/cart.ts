import { create } from "zustand";

export type CartItem = { sku: string; name: string; priceCents: number; qty: number };
export type Coupon = { code: string; amountCents: number };

type CartState = {
  items: CartItem[];
  coupon: Coupon | null;
  setQty: (sku: string, qty: number) => void;
  remove: (sku: string) => void;
  applyCoupon: (c: Coupon | null) => void;
};

export const useCart = create<CartState>((set) => ({
  items: [],
  coupon: null,
  setQty: (sku, qty) =>
    set((s) => ({
      items: s.items.map((it) => (it.sku === sku ? { ...it, qty } : it)),
    })),
  remove: (sku) => set((s) => ({ items: s.items.filter((it) => it.sku !== sku) })),
  applyCoupon: (coupon) => set({ coupon }),
}));

export function itemCount(items: CartItem[]): number {
  return items.reduce((n, it) => n + it.qty, 0);
}

export function hasItem(items: CartItem[], sku: string): boolean {
  return items.some((it) => it.sku === sku);
}
