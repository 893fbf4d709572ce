import type { Cart } from "@/types";

import { http } from "./http";

/**
 * GET /cart returns the session's cart with each line's product embedded.
 * Lines whose product was unpublished after it was added come back with
 * `product: null` (see the cart service's OpenAPI spec, CartLine.product).
 */
export async function fetchCart(): Promise<Cart> {
  const { data } = await http.get<Cart>("/cart");
  return data;
}

export async function addCartLine(productId: string, quantity = 1): Promise<Cart> {
  const { data } = await http.post<Cart>("/cart/lines", { productId, quantity });
  return data;
}

export async function updateCartLine(lineId: string, quantity: number): Promise<void> {
  await http.patch(`/cart/lines/${lineId}`, { quantity });
}

export async function removeCartLine(lineId: string): Promise<void> {
  await http.delete(`/cart/lines/${lineId}`);
}

export async function applyVoucher(code: string): Promise<Cart> {
  const { data } = await http.post<Cart>("/cart/voucher", { code });
  return data;
}
