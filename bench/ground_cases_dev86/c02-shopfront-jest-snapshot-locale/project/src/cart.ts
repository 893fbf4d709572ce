export interface CartItem {
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface Cart {
  items: CartItem[];
  discount?: number; // ratio, e.g. 0.9
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

export function subtotal(cart: Cart): number {
  return roundCents(cart.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0));
}

export function total(cart: Cart): number {
  const base = subtotal(cart);
  if (cart.discount === undefined || cart.discount >= 1) return base;
  return roundCents(base * cart.discount);
}

export function itemCount(cart: Cart): number {
  return cart.items.reduce((n, item) => n + item.quantity, 0);
}
