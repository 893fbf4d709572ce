import type { CartItem } from "../types";

export function validateItem(item: CartItem): string | null {
  if (!Number.isInteger(item.qty) || item.qty < 1) return "Quantity must be at least 1";
  if (item.qty > item.stock) return `Only ${item.stock} left in stock`;
  return null;
}
