export interface CartItem {
  sku: string;
  name: string;
  price: number; // in fen
  qty: number;
}

export interface CartState {
  items: CartItem[];
  coupon: string | null;
}

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "qty"> }
  | { type: "increment"; sku: string }
  | { type: "decrement"; sku: string }
  | { type: "remove"; sku: string }
  | { type: "applyCoupon"; code: string }
  | { type: "clear" };

export const initialCart: CartState = { items: [], coupon: null };

type Handlers = {
  [K in CartAction["type"]]: (state: CartState, action: Extract<CartAction, { type: K }>) => CartState;
};

const updateQty = (items: CartItem[], sku: string, delta: number): CartItem[] =>
  items.map((it) => (it.sku === sku ? { ...it, qty: it.qty + delta } : it));

const handlers: Handlers = {
  add: (state, { item }) =>
    state.items.some((it) => it.sku === item.sku)
      ? { ...state, items: updateQty(state.items, item.sku, 1) }
      : { ...state, items: [...state.items, { ...item, qty: 1 }] },
  increment: (state, { sku }) => ({ ...state, items: updateQty(state.items, sku, 1) }),
  decrement: (state, { sku }) => ({
    ...state,
    items: state.items.flatMap((it) =>
      it.sku !== sku ? [it] : it.qty > 0 ? [{ ...it, qty: it.qty - 1 }] : [],
    ),
  }),
  remove: (state, { sku }) => ({ ...state, items: state.items.filter((it) => it.sku !== sku) }),
  applyCoupon: (state, { code }) => ({ ...state, coupon: code.trim().toUpperCase() || null }),
  clear: () => initialCart,
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  const handler = handlers[action.type] as (s: CartState, a: CartAction) => CartState;
  return handler ? handler(state, action) : state;
}

export function cartTotal(state: CartState): number {
  return state.items.reduce((sum, it) => sum + it.price * it.qty, 0);
}
