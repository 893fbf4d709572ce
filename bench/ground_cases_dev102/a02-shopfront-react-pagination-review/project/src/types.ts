export interface Product {
  id: string;
  title: string;
  priceCents: number;
  discountRate: number;
  stock: number;
  category: string;
}

export interface CartLine {
  productId: string;
  qty: number;
}

export interface Cart {
  lines: CartLine[];
  updatedAt: string;
}

export function emptyCart(): Cart {
  return { lines: [], updatedAt: new Date().toISOString() };
}

export function cartCount(cart: Cart): number {
  return cart.lines.reduce((n, l) => n + l.qty, 0);
}

export function hasProduct(cart: Cart, id: string): boolean {
  return cart.lines.some((l) => l.productId === id);
}

export const CATEGORIES = ["shoes", "bags", "accessories"] as const;
