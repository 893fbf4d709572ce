export interface CartItem {
  sku: string;
  variantId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

export interface Cart {
  id: string;
  items: CartItem[];
  promoCode: string | null;
}

export interface Promo {
  code: string;
  percentOff: number;
  minOrderCents: number;
  expiresAt: string;
}

export type CartAction =
  | { type: "hydrate"; cart: Cart }
  | { type: "add"; item: CartItem }
  | { type: "setQuantity"; sku: string; variantId: string; quantity: number }
  | { type: "remove"; sku: string; variantId: string }
  | { type: "applyPromo"; code: string }
  | { type: "clearPromo" };

export interface CartState {
  cart: Cart | null;
  loading: boolean;
}

export const emptyState: CartState = { cart: null, loading: true };
