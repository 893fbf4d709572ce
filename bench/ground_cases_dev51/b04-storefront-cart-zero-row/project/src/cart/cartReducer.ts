import { produce, type Draft } from "immer";

export interface CartItem {
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
  imageUrl?: string;
}

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  updatedAt: number;
}

export type CartAction =
  | { type: "addItem"; item: Omit<CartItem, "quantity">; quantity?: number }
  | { type: "setQuantity"; sku: string; quantity: number }
  | { type: "removeItem"; sku: string }
  | { type: "applyCoupon"; code: string }
  | { type: "clearCoupon" }
  | { type: "clear" };

export const initialCart: CartState = { items: [], couponCode: null, updatedAt: 0 };

export const MAX_QUANTITY = 20;

export const cartReducer = produce((draft: Draft<CartState>, action: CartAction) => {
  switch (action.type) {
    case "addItem": {
      const existing = draft.items.find((i) => i.sku === action.item.sku);
      const add = action.quantity ?? 1;
      if (existing) {
        existing.quantity = Math.min(existing.quantity + add, MAX_QUANTITY);
      } else {
        draft.items.push({ ...action.item, quantity: Math.min(add, MAX_QUANTITY) });
      }
      break;
    }
    case "setQuantity": {
      const item = draft.items.find((i) => i.sku === action.sku);
      if (item) {
        item.quantity = Math.min(Math.max(action.quantity, 0), MAX_QUANTITY);
      }
      break;
    }
    case "removeItem": {
      const index = draft.items.findIndex((i) => i.sku === action.sku);
      if (index >= 0) {
        draft.items.splice(index, 1);
      }
      break;
    }
    case "applyCoupon":
      draft.couponCode = action.code.trim().toUpperCase();
      break;
    case "clearCoupon":
      draft.couponCode = null;
      break;
    case "clear":
      draft.items = [];
      draft.couponCode = null;
      break;
    default:
      return;
  }
  draft.updatedAt = Date.now();
});
