import { clamp } from "../lib/format";

export type Product = {
  id: string;
  name: string;
  price: number;
};

export type CartItem = {
  product: Product;
  quantity: number;
};

export type Totals = {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};

export const MAX_QUANTITY = 20;

export type CartState = {
  items: CartItem[];
  coupon: string | null;
  discountPercent: number;
};

export type CartAction =
  | { type: "add"; product: Product; quantity: number }
  | { type: "remove"; productId: string }
  | { type: "setQuantity"; productId: string; quantity: number }
  | { type: "applyCoupon"; code: string; percent: number }
  | { type: "clearCoupon" };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const found = state.items.find((i) => i.product.id === action.product.id);
      const items = found
        ? state.items.map((i) =>
            i.product.id === action.product.id
              ? { ...i, quantity: clamp(i.quantity + action.quantity, 1, MAX_QUANTITY) }
              : i,
          )
        : [...state.items, { product: action.product, quantity: clamp(action.quantity, 1, MAX_QUANTITY) }];
      return { ...state, items };
    }
    case "remove":
      return { ...state, items: state.items.filter((i) => i.product.id !== action.productId) };
    case "setQuantity":
      if (action.quantity <= 0) {
        return { ...state, items: state.items.filter((i) => i.product.id !== action.productId) };
      }
      return {
        ...state,
        items: state.items.map((i) =>
          i.product.id === action.productId
            ? { ...i, quantity: clamp(action.quantity, 1, MAX_QUANTITY) }
            : i,
        ),
      };
    case "applyCoupon":
      return { ...state, coupon: action.code, discountPercent: action.percent };
    case "clearCoupon":
      return { ...state, coupon: null, discountPercent: 0 };
  }
}
