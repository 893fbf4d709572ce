import { shippingFee, sumCents } from '../utils/money';

export interface CartItem {
  sku: string;
  title: string;
  unitCents: number;
  originalCents?: number;
  qty: number;
}

export function lineTotal(item: CartItem): number {
  return item.unitCents * item.qty;
}

export function subtotal(items: CartItem[]): number {
  return sumCents(items.map(lineTotal));
}

export function cartTotal(items: CartItem[]): number {
  const sub = subtotal(items);
  return sub + shippingFee(sub);
}
