import { Coupon, FREE_SHIPPING_CENTS, SHIPPING_CENTS, discountFor, lookupCoupon } from "./money";

export type CartLine = { sku: string; name: string; unitCents: number; qty: number };

export type CartState = { lines: CartLine[]; coupon: Coupon | null; couponError: string | null };

export type CartAction =
  | { type: "ADD_ITEM"; line: Omit<CartLine, "qty"> }
  | { type: "SET_QTY"; sku: string; qty: number }
  | { type: "REMOVE_ITEM"; sku: string }
  | { type: "APPLY_COUPON"; code: string }
  | { type: "CLEAR" };

export const initialCart: CartState = { lines: [], coupon: null, couponError: null };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "ADD_ITEM": {
      const existing = state.lines.find((l) => l.sku === action.line.sku);
      if (existing) {
        return {
          ...state,
          lines: state.lines.map((l) => (l.sku === action.line.sku ? { ...l, qty: l.qty + 1 } : l)),
        };
      }
      return { ...state, lines: [...state.lines, { ...action.line, qty: 1 }] };
    }
    case "SET_QTY":
      if (action.qty <= 0) {
        return { ...state, lines: state.lines.filter((l) => l.sku !== action.sku) };
      }
      return {
        ...state,
        lines: state.lines.map((l) => (l.sku === action.sku ? { ...l, qty: action.qty } : l)),
      };
    case "REMOVE_ITEM":
      return { ...state, lines: state.lines.filter((l) => l.sku !== action.sku) };
    case "APPLY_COUPON": {
      const coupon = lookupCoupon(action.code);
      return coupon
        ? { ...state, coupon, couponError: null }
        : { ...state, couponError: `Unknown code ${action.code}` };
    }
    case "CLEAR":
      return initialCart;
    default:
      return state;
  }
}

export function sortedLines(state: CartState): CartLine[] {
  return [...state.lines].sort((a, b) => a.name.localeCompare(b.name));
}

export function cartTotals(state: CartState) {
  const subtotal = state.lines.reduce((sum, l) => sum + l.unitCents * l.qty, 0);
  const discount = discountFor(state.coupon, subtotal);
  const shipping = subtotal >= FREE_SHIPPING_CENTS || subtotal === 0 ? 0 : SHIPPING_CENTS;
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}
