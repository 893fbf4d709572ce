import { CartAction, CartState, MAX_QTY } from "./types";

export const initialCart: CartState = { items: [] };

const clamp = (qty: number) => Math.max(0, Math.min(MAX_QTY, qty));

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "ADD_ITEM": {
      const existing = state.items.find((i) => i.sku === action.item.sku);
      if (existing) {
        return {
          ...state,
          items: state.items.map((i) =>
            i.sku === existing.sku ? { ...i, qty: clamp(i.qty + action.qty) } : i,
          ),
        };
      }
      return { ...state, items: [...state.items, { ...action.item, qty: clamp(action.qty) }] };
    }
    case "SET_QTY": {
      const qty = clamp(action.qty);
      if (qty === 0) {
        return { ...state, items: state.items.filter((i) => i.sku !== action.sku) };
      }
      return {
        ...state,
        items: state.items.map((i) => (i.sku === action.sku ? { ...i, qty } : i)),
      };
    }
    case "REMOVE_ITEM":
      return { ...state, items: state.items.filter((i) => i.sku !== action.sku) };
    case "APPLY_COUPON":
      return { ...state, coupon: action.coupon };
    case "REMOVE_COUPON": {
      const { coupon: _dropped, ...rest } = state;
      return rest;
    }
    case "CLEAR_CART":
      return { ...state, items: [] };
    default:
      return state;
  }
}
