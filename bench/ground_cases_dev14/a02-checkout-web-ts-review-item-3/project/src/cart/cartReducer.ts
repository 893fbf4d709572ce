import type { CartAction, CartItem, CartState } from "./types";

const sameLine = (a: CartItem, sku: string, variantId: string) =>
  a.sku === sku && a.variantId === variantId;

export function cartReducer(state: CartState, action: CartAction): CartState {
  if (action.type === "hydrate") {
    return { cart: action.cart, loading: false };
  }
  const cart = state.cart;
  if (!cart) return state;

  switch (action.type) {
    case "add": {
      const existing = cart.items.find((i) => sameLine(i, action.item.sku, action.item.variantId));
      const items = existing
        ? cart.items.map((i) =>
            i === existing ? { ...i, quantity: i.quantity + action.item.quantity } : i,
          )
        : [...cart.items, action.item];
      return { ...state, cart: { ...cart, items } };
    }
    case "setQuantity": {
      const items = cart.items
        .map((i) =>
          sameLine(i, action.sku, action.variantId) ? { ...i, quantity: action.quantity } : i,
        )
        .filter((i) => i.quantity > 0);
      return { ...state, cart: { ...cart, items } };
    }
    case "remove": {
      const items = cart.items.filter((i) => !sameLine(i, action.sku, action.variantId));
      return { ...state, cart: { ...cart, items } };
    }
    case "applyPromo":
      return { ...state, cart: { ...cart, promoCode: action.code } };
    case "clearPromo":
      return { ...state, cart: { ...cart, promoCode: null } };
    default:
      return state;
  }
}
