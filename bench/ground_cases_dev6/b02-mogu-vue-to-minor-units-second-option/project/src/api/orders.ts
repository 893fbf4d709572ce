import type { CartItem } from "../stores/cart";
import { toMinorUnits, type Currency } from "../utils/money";

export interface OrderPayload {
  currency: Currency;
  lines: { sku: string; qty: number; unit_amount_minor: number }[];
}

export async function placeOrder(items: CartItem[], currency: Currency): Promise<{ orderId: string }> {
  const payload: OrderPayload = {
    currency,
    lines: items.map((i) => ({ sku: i.sku, qty: i.qty, unit_amount_minor: toMinorUnits(i.price, currency) })),
  };
  const res = await fetch("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new Error(`order failed: ${res.status}`);
  return res.json();
}
