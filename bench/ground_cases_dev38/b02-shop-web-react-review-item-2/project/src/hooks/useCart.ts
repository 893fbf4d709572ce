import { useEffect, useState } from "react";

export type CartItem = { sku: string; name: string; quantity: number; priceYen: number };

export function useCart(cartId: string) {
  const [items, setItems] = useState<CartItem[]>([]);

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/carts/${cartId}`)
      .then((r) => r.json())
      .then((cart: { items: CartItem[] }) => {
        if (!cancelled) setItems(cart.items);
      });
    return () => {
      cancelled = true;
    };
  }, [cartId]);

  const subtotal = items.reduce((sum, i) => sum + i.priceYen * i.quantity, 0);
  return { items, subtotal };
}
