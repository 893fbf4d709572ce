export type Cart = {
  items: { sku: string; name: string; price: number; quantity: number }[];
  subtotal: number;
  shippingFee: number;
  discount: number;
};

const FREE_SHIPPING = 5000;
const SHIPPING_FEE = 800;

export async function getCart(): Promise<Cart> {
  const res = await fetch(`${process.env.API_BASE_URL}/cart`, { cache: "no-store" });
  if (!res.ok) {
    throw new Error(`cart fetch failed: ${res.status}`);
  }
  const body = (await res.json()) as { items: Cart["items"]; discount?: number };
  const subtotal = body.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return {
    items: body.items,
    subtotal,
    shippingFee: subtotal >= FREE_SHIPPING ? 0 : SHIPPING_FEE,
    discount: body.discount ?? 0,
  };
}

export function itemCount(cart: Cart): number {
  return cart.items.reduce((n, i) => n + i.quantity, 0);
}

export function isEmpty(cart: Cart): boolean {
  return cart.items.length === 0;
}

export function lineTotal(item: Cart["items"][number]): number {
  return item.price * item.quantity;
}
